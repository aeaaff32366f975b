import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { loginByCode } from './login';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Issue 3 bench: the time of one argon2id verify (the parameters the server uses: @node-rs/argon2
 * defaults, argon2id m=19456 KiB t=2 p=1) and of one full one-time-code round trip through the API.
 */
export async function benchAuth(
  app: FastifyInstance,
  outboxFile: string,
  phones: string[],
): Promise<Record<string, unknown>> {
  const stored = await hash('linksight-demo');
  const verifies: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const t = performance.now();
    await verify(stored, 'linksight-demo');
    verifies.push(performance.now() - t);
  }
  const trips: number[] = [];
  for (const phone of phones) {
    const t = performance.now();
    await loginByCode(app, outboxFile, phone);
    trips.push(performance.now() - t);
  }
  return {
    argon2idVerifyMedianMs: round2(median(verifies)),
    otpRoundTripMedianMs: round2(median(trips)),
    otpRoundTrips: trips.length,
  };
}
