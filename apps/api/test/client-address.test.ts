import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { hashPassword } from '../src/services/auth/passwords';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly } from './player-fixtures';

const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_TRANSPORT: 'outbox',
  ALLOW_OUTBOX_IN_PRODUCTION: 'true',
  LOG_LEVEL: 'silent',
};
const PEER = '203.0.113.9';
let seq = 0;
const forgedIp = () => `198.51.100.${(++seq % 250) + 1}`;

/**
 * Issue 22 item 2: in production a client could choose its address through X-Forwarded-For and so
 * defeat every per-address limit. Only a configured TRUST_PROXY may set it.
 */
describe.each(testDatabases)('client address on %s', (kind) => {
  let t: TestApp;
  let phones: string[];
  beforeAll(async () => {
    t = await buildTestApp(kind, PRODUCTION);
    const passwordHash = await hashPassword('correct horse battery');
    phones = Array.from({ length: 10 }, (_, i) => `+1555040${String(i).padStart(4, '0')}`);
    await t.db.db.insert(schema.accounts).values(
      phones.map((phone) => ({
        username: `ip${phone.slice(1)}`,
        phone,
        accountGuid: randomUUID(),
        passwordHash,
      })),
    );
  });
  afterAll(async () => closeQuietly(t));

  it('ignores a forged X-Forwarded-For by default: 40 wrong passwords across 10 numbers hit the address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.auth('login'),
        payload: { phoneNumber: phones[i % 10], password: 'wrong-password' },
        remoteAddress: PEER,
        headers: { 'x-forwarded-for': forgedIp() },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('ignores a forged X-Forwarded-For on the per-route gate: 70 refreshes answer 429 after 60', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.auth('refresh'),
        remoteAddress: '203.0.113.10',
        headers: { 'x-forwarded-for': forgedIp() },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('uses X-Forwarded-For from a configured proxy', async () => {
    const proxied = await buildTestApp(kind, { ...PRODUCTION, TRUST_PROXY: PEER });
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1) {
      const res = await proxied.app.inject({
        method: 'POST',
        url: apiPaths.auth('refresh'),
        remoteAddress: PEER,
        headers: { 'x-forwarded-for': forgedIp() },
      });
      statuses.push(res.statusCode);
    }
    // Each request came through the trusted proxy from a different client: none is gated.
    expect(statuses.every((s) => s === 401)).toBe(true);
    // The same header from an untrusted peer is ignored.
    const untrusted: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await proxied.app.inject({
        method: 'POST',
        url: apiPaths.auth('refresh'),
        remoteAddress: '203.0.113.11',
        headers: { 'x-forwarded-for': forgedIp() },
      });
      untrusted.push(res.statusCode);
    }
    expect(untrusted.at(-1)).toBe(429);
    await closeQuietly(proxied);
  });
});
