import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_CODE_LENGTH } from '@linksight/api-contract';

/** ARCHITECTURE §5: six digits from a CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** AUTH_CODE_LENGTH)).padStart(AUTH_CODE_LENGTH, '0');
}

/** Only this keyed hash is stored; it is bound to the number so a row cannot serve another one. */
export function hashCode(key: Buffer, phone: string, code: string): string {
  return createHmac('sha256', key).update(`${phone}\n${code}`).digest('hex');
}

/** Constant-time comparison of two code hashes (same length by construction). */
export function isSameCodeHash(storedHex: string, candidateHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const candidate = Buffer.from(candidateHex, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}

export function smsBodyForCode(code: string): string {
  return `Your Linksight verification code is ${code}. It expires in 3 minutes.`;
}
