import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@linksight/api-contract';
import { buildApp } from '../src/app';
import { openDatabase, schema, type DbHandle } from '../src/db/client';
import { insertRounds } from '../src/repositories/rounds-writer';
import { hashPassword } from '../src/services/auth/passwords';
import { createTestDatabase, testConfig } from './helpers';
import { setWebsiteSettings } from './player-fixtures';
import { insertFixtureCourse, makeRound } from './round-fixtures';

const PASSWORD = 'two instances';

/**
 * Issue 22 "Also": two API instances on one PostgreSQL, as in production behind a load balancer. What
 * one instance writes, the other answers on its next request: no per-process cache may go stale.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two API instances on one PostgreSQL', () => {
  let base: Awaited<ReturnType<typeof createTestDatabase>>;
  const handles: DbHandle[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let playerId: number;
  let courseId: number;
  let teeId: number;
  const phone = '+15550660001';

  beforeAll(async () => {
    base = await createTestDatabase('postgres');
    const { config } = await testConfig();
    const instances: FastifyInstance[] = [];
    for (let i = 0; i < 2; i += 1) {
      const handle = await openDatabase({ databaseUrl: base.url, pgliteDir: null, poolSize: 4 });
      handles.push(handle);
      const app = await buildApp({ config, db: handle, closeDbOnShutdown: false });
      await app.ready();
      instances.push(app);
    }
    [a, b] = instances as [FastifyInstance, FastifyInstance];
    const [row] = await base.db
      .insert(schema.accounts)
      .values({
        username: `twin-${randomUUID().slice(0, 8)}`,
        firstName: 'Twin',
        phone,
        accountGuid: randomUUID(),
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning({ id: schema.accounts.id });
    playerId = row!.id;
    ({ courseId, teeId } = await insertFixtureCourse({ db: base }));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
    await base?.dispose();
  });

  /** Writes a round through instance A's database pool, as its ingestion would. */
  async function writeRoundThroughA(id: number, playedAt: string) {
    const round = makeRound({ id, accountId: playerId, playedAt, holeCount: 18, seed: id % 3 }, courseId);
    await a.db.transaction((tx) => insertRounds(tx, [round], { teeIdOf: () => teeId }));
  }

  const count = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: `/api/v1/players/${playerId}/completed-rounds-count` })).json<{
      count18: number;
    }>();
  const overviewGroup = async (app: FastifyInstance) =>
    (
      await app.inject({
        method: 'POST',
        url: `/api/v1/players/${playerId}/overview-group`,
        payload: {
          groupName: 'All',
          roundFilters: [{ filterName: 'All rounds', holeCount: 18 }],
          standardsFilter: { level: 'scratch' },
        },
      })
    ).body;

  it('answers on B a round written through A, in counts and in cached overviews', async () => {
    await writeRoundThroughA(9801, '2025-04-01T08:00:00.000Z');
    const before = await count(b);
    const overviewBefore = await overviewGroup(b);
    expect(await overviewGroup(b)).toBe(overviewBefore); // B now holds the answer in its cache
    await writeRoundThroughA(9802, '2025-04-02T08:00:00.000Z');
    const after = await count(b);
    expect(Object.values(after)).not.toEqual(Object.values(before));
    const histories = await b.inject({ method: 'GET', url: `/api/v1/players/${playerId}/histories` });
    expect(histories.body).toContain('9802');
    expect(await overviewGroup(b)).not.toBe(overviewBefore);
  });

  it('applies on B a privacy switch changed through A', async () => {
    const url = `/api/v1/players/${playerId}/histories`;
    expect((await b.inject({ method: 'GET', url })).statusCode).toBe(200);
    await setWebsiteSettings({ db: { db: a.db } }, playerId, [{ featureId: 88, isPublic: false }]);
    expect((await b.inject({ method: 'GET', url })).statusCode).toBe(404);
    await setWebsiteSettings({ db: { db: a.db } }, playerId, [{ featureId: 86, isPublic: false }]);
    const shots = await b.inject({ method: 'GET', url: `/api/v1/players/${playerId}/rounds/9801/targets` });
    expect(shots.statusCode).toBe(403);
    expect((await b.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('refuses on B the access token of a session logged out on A, and shares the refresh grace', async () => {
    const login = await a.inject({
      method: 'POST',
      url: apiPaths.auth('login'),
      payload: { phoneNumber: phone, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'ls_refresh')!.value;
    // Two tabs refresh at once, each through another instance: the same successor.
    const [onA, onB] = await Promise.all(
      [a, b].map((app) =>
        app.inject({ method: 'POST', url: apiPaths.auth('refresh'), cookies: { ls_refresh: cookie } }),
      ),
    );
    expect([onA!.statusCode, onB!.statusCode]).toEqual([200, 200]);
    expect(onA!.cookies.find((c) => c.name === 'ls_refresh')!.value).toBe(
      onB!.cookies.find((c) => c.name === 'ls_refresh')!.value,
    );
    const token = onB!.json<{ accessToken: string }>().accessToken;
    const me = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: apiPaths.auth('me'), headers: { authorization: `Bearer ${token}` } });
    expect((await me(b)).statusCode).toBe(200);
    const out = await a.inject({
      method: 'POST',
      url: apiPaths.auth('logout'),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(b)).statusCode).toBe(401);
  });
});
