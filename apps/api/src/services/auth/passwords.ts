import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended set (m = 19 MiB, t = 2, p = 1), which is also what the
 * demo seed's default hashes use. verify() reads the parameters from each stored hash, so raising
 * them later only affects new hashes.
 */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/** Computes the dummy hash ahead of the first login, so the first unknown number is not slower. */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword('linksight-dummy-password-never-matches');
  await dummyHash;
}

/**
 * Checks a password against a stored hash, or against a dummy hash of the same cost when there is
 * none, so an unknown number takes as long as a wrong password (issue 3).
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  await prepareDummyHash();
  const target = storedHash ?? (await dummyHash)!;
  const isMatch = await verify(target, password).catch(() => false);
  return storedHash !== null && isMatch;
}
