import { hash, verify, type Options } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id` (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * argon2id with OWASP's first recommended set (m = 19 MiB, t = 2, p = 1), which is also what the
 * demo seed's default hashes use. verify() reads the parameters from each stored hash, so raising
 * them later only affects new hashes.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/** A hash of the same cost as real ones; call it at start so the first unknown number is not slower. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('linksight-dummy-password-never-matches');
  return dummyHash;
}

/**
 * Checks a password against a stored hash, or against the dummy hash when there is none, so an
 * unknown number takes as long as a wrong password (issue 3).
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const target = storedHash ?? (await getDummyHash());
  const isMatch = await verify(target, password).catch(() => false);
  return storedHash !== null && isMatch;
}
