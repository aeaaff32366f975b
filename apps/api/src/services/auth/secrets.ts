import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type AuthKeys = {
  /** HS256 key of the access JWTs. */
  accessToken: Uint8Array;
  /** HMAC-SHA256 key of the stored one-time codes. */
  otp: Buffer;
  /** HMAC-SHA256 key that derives sign-up usernames from numbers without revealing them. */
  username: Buffer;
  /** HS256 key of report snapshot tokens (ARCHITECTURE §6), separate from the access tokens'. */
  reportToken: Uint8Array;
  /** HMAC-SHA256 key of signed media addresses (services/media/media-signer.ts). */
  mediaUrl: Buffer;
  /** HMAC-SHA256 key that derives a refresh token's successor from it (the rotation grace window). */
  refreshSuccessor: Buffer;
};

/**
 * JWT_SECRET, or outside production one generated once and kept in `<dataDir>/jwt-secret` (mode
 * 0600) so tokens survive restarts (ARCHITECTURE §3). Several instances sharing the data
 * directory race safely: the first write wins (`wx`) and the others read it.
 */
export async function loadJwtSecret(options: { jwtSecret: string | null; dataDir: string }): Promise<string> {
  if (options.jwtSecret) return options.jwtSecret;
  const file = path.join(options.dataDir, 'jwt-secret');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  await mkdir(options.dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  try {
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return (await readFile(file, 'utf8')).trim();
  }
}

/** One secret, separate keys per use (HKDF), so a leak of one derived key exposes nothing else. */
export function deriveAuthKeys(secret: string): AuthKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'linksight-auth', info, 32));
  return {
    accessToken: new Uint8Array(derive('access-token')),
    otp: derive('otp-code'),
    username: derive('username'),
    reportToken: new Uint8Array(derive('report-token')),
    mediaUrl: derive('media-url'),
    refreshSuccessor: derive('refresh-successor'),
  };
}
