import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { insertPeople, setWebsiteSettings } from './player-fixtures';

/** Issue 22 items 1 and 4: ids are bounded by the shared schemas; every API route declares its access. */
describe.each(testDatabases)('route access on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it.each(['2147483648', '99999999999', '1e309', '0', '-1', '1.5'])(
    'answers 400, not 500, for the id %s in a path',
    async (id) => {
      for (const url of [
        `/api/v1/players/${id}/standards`,
        `/api/v1/players/${id}/histories`,
        `/api/v1/players/1/rounds/${id}/targets`,
        `/api/v1/accounts/${id}/image`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
      }
    },
  );

  it('answers 400 for an out-of-range id in a body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/players/1/hole-stats',
      payload: { golfRoundIds: [2147483648] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses to start with an API route that declares no access', async () => {
    const app = await buildApp({ config: t.config, db: t.db, closeDbOnShutdown: false });
    expect(() => app.get('/api/v1/undeclared', async () => 'x')).toThrow(/declares no config.access/);
    await app.close();
  });

  it('grants Assessment-mode overviews by Round Assessment (59) alone, whichever call asks (item 4)', async () => {
    const { ids } = await insertPeople(t);
    // Round Assessment private, Summary open: the performance block may load, the assessment table not.
    await setWebsiteSettings(t, ids.owner, [
      { featureId: 59, isPublic: false },
      { featureId: 89, isPublic: true },
    ]);
    const groups = (mode: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/players/${ids.owner}/overview-groups?mode=${encodeURIComponent(mode)}`,
      });
    const group = (mode?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/players/${ids.owner}/overview-group`,
        payload: {
          groupName: 'g',
          roundFilters: [],
          standardsFilter: { level: 'scratch' },
          ...(mode ? { mode } : {}),
        },
      });
    expect((await groups('Assessment')).statusCode).toBe(403);
    expect((await groups('Player Performance')).statusCode).toBe(200);
    expect((await group('Assessment')).statusCode).toBe(403);
    expect((await group('Player Performance')).statusCode).toBe(200);
    // A caller that names no mode asks for Player Performance (compatible with callers before item 4).
    expect((await group()).statusCode).toBe(200);
  });
});
