import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, schema, type DbHandle } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/lib/database-errors';
import { createTestDatabase, testConfig } from './helpers';
import { startHoldingProxy, type HoldingProxy } from './holding-proxy';

const TIMEOUTS = { connectTimeoutMs: 500, queryTimeoutMs: 1_500, statementTimeoutMs: 1_000 };

function expectUnavailable(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function insertPlayer(db: DbHandle): Promise<number> {
  const [row] = await db.db
    .insert(schema.accounts)
    .values({ username: `held-${randomUUID().slice(0, 8)}`, firstName: 'Held', accountGuid: randomUUID() })
    .returning({ id: schema.accounts.id });
  return row!.id;
}

/**
 * Issue 22 items 6 and 7 on PostgreSQL: a proxy that holds every byte (a partition) between the API and
 * the database. Before the pool had timeouts, /api/health hung past 90 s and other calls hung or 500ed.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a database that stops answering (PostgreSQL)', () => {
  let base: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: HoldingProxy;
  let proxied: DbHandle;
  let app: FastifyInstance;
  let playerId: number;

  beforeAll(async () => {
    base = await createTestDatabase('postgres');
    const url = new URL(base.url!);
    proxy = await startHoldingProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = await openDatabase({
      databaseUrl: url.toString(),
      pgliteDir: null,
      poolSize: 4,
      timeouts: TIMEOUTS,
      onPoolError: () => {},
    });
    const { config } = await testConfig();
    app = await buildApp({ config, db: proxied, closeDbOnShutdown: false });
    await app.ready();
    playerId = await insertPlayer(base);
  });
  afterAll(async () => {
    proxy?.release();
    await app?.close();
    await proxied?.close().catch(() => {});
    await proxy?.close();
    await base?.dispose();
  });

  const histories = () => app.inject({ method: 'GET', url: `/api/v1/players/${playerId}/histories` });

  it('answers while the database answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await histories()).statusCode).toBe(200);
  });

  it('answers health 503 within 2 s while every byte is held', async () => {
    proxy.hold();
    const { result, ms } = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect(result.statusCode).toBe(503);
    expect(result.json().database.status).toBe('down');
    expect(ms).toBeLessThan(2_000);
  });

  it('ends every request with 503 and Retry-After, more requests than connections included', async () => {
    const { result, ms } = await timed(() => Promise.all(Array.from({ length: 10 }, histories)));
    for (const res of result) expectUnavailable(res);
    // The slowest waits for a connection of the pool and then for its query: a few seconds, never a hang.
    expect(ms).toBeLessThan(TIMEOUTS.connectTimeoutMs + TIMEOUTS.queryTimeoutMs * 2 + 2_000);
    const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.result.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(2_000);
  });

  it('recovers by itself once the database answers again', async () => {
    proxy.release();
    let status = 0;
    for (let tries = 0; tries < 40 && status !== 200; tries += 1) {
      status = (await histories()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('classifies a statement cancelled by statement_timeout as unavailable, a bad statement not', async () => {
    const slow = await openDatabase({
      databaseUrl: base.url,
      pgliteDir: null,
      poolSize: 1,
      timeouts: { ...TIMEOUTS, statementTimeoutMs: 100 },
    });
    try {
      const cancelled = await slow.db.execute(sql`select pg_sleep(2)`).catch((err: unknown) => err);
      expect(isDatabaseUnavailable(cancelled)).toBe(true);
      const invalid = await slow.db.execute(sql`select * from no_such_table`).catch((err: unknown) => err);
      expect(invalid).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(invalid)).toBe(false);
    } finally {
      await slow.close();
    }
  });
});

/** Issue 22 item 7 on the embedded database: a closed PGlite answers 503, not 500 INTERNAL_ERROR. */
describe('a database that is gone (PGlite)', () => {
  let db: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: null, pgliteDir: null });
    await db.migrate();
    const { config } = await testConfig();
    app = await buildApp({ config, db, closeDbOnShutdown: false });
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('answers 503 with Retry-After for data calls and health', async () => {
    const playerId = await insertPlayer(db);
    const url = `/api/v1/players/${playerId}/histories`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await db.close();
    expectUnavailable(await app.inject({ method: 'GET', url }));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBeDefined();
  });
});
