import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Type } from 'typebox';
import { WEBSITE_FEATURE_ID } from '@linksight/golf-core';
import { typed } from '../src/lib/typebox';
import { access } from '../src/services/access/route-access';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, setWebsiteSettings, type People } from './player-fixtures';

/**
 * Report snapshots and their tokens (ARCHITECTURE §6, issue 15): the hash is the capability, it expires,
 * and the token it hands out opens the snapshot's player's data of its report kind only.
 */
describe.each(testDatabases)('report snapshots on %s', (kind) => {
  let t: TestApp;
  let ids: People;
  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      {},
      {
        beforeReady: (app) =>
          typed(app).get(
            '/api/v1/test-owner/:accountId',
            { config: access.owner(), schema: { params: Type.Object({ accountId: Type.Integer() }) } },
            async () => ({ ok: true }),
          ),
      },
    );
    ({ ids } = await insertPeople(t));
    // The owner's website is private: visitors get 404 for everything of theirs.
    await setWebsiteSettings(t, ids.owner, [{ featureId: WEBSITE_FEATURE_ID, isPublic: false }]);
  });
  afterAll(async () => t && closeQuietly(t));

  const snapshot = async (reportKind: string, accountId: number | null, ttlMs = 60_000) =>
    t.app.repos.reportSnapshots.create({
      kind: reportKind,
      accountId,
      payload: { note: 'kept as given', list: [1, 2] },
      expiresAt: new Date(t.app.clock.now().getTime() + ttlMs),
    });
  const read = (hash: string) => t.app.inject({ method: 'GET', url: `/api/v1/reports/snapshots/${hash}` });
  const call = (url: string, token: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('hands out the stored state and a token, by a hash of 32 random bytes', async () => {
    const s = await snapshot('favorites', ids.owner);
    expect(s.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await read(s.hash);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      kind: 'favorites',
      accountId: ids.owner,
      payload: { note: 'kept as given', list: [1, 2] },
      expiresAt: s.expiresAt.toISOString(),
    });
    expect(typeof res.json().token).toBe('string');
  });

  it('answers 404 for an unknown or expired hash and 400 for a malformed one; purges expired ones', async () => {
    const unknown = await read('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json()).sort()).toEqual(['code', 'message']);
    expect((await read('short')).statusCode).toBe(400);

    const s = await snapshot('resume', ids.owner, 1000);
    expect((await read(s.hash)).statusCode).toBe(200);
    const later = new Date(t.app.clock.now().getTime() + 1001);
    const spy = vi.spyOn(t.app.clock, 'now').mockReturnValue(later);
    try {
      expect((await read(s.hash)).statusCode).toBe(404);
      expect(await t.app.repos.reportSnapshots.purgeExpired(later)).toBeGreaterThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
    expect((await read(s.hash)).statusCode).toBe(404);
  });

  it("opens its own player's data of its report's grants, even on a private website", async () => {
    const { token } = (await read((await snapshot('favorites', ids.owner)).hash)).json();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/players/${ids.owner}/histories` })).statusCode,
    ).toBe(404);
    const own = await call(`/api/v1/players/${ids.owner}/histories`, token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ rounds: [], tournaments: [], courses: [] });
  });

  it('cannot read another account, another grant, owner routes or account routes', async () => {
    const { token } = (await read((await snapshot('favorites', ids.owner)).hash)).json();
    expect((await call(`/api/v1/players/${ids.other}/histories`, token)).statusCode).toBe(403);
    // favorites opens rounds and reports, not shots.
    const shots = await call(`/api/v1/players/${ids.owner}/hole-stats`, token, 'POST', { golfRoundIds: [1] });
    expect(shots.statusCode).toBe(403);
    expect((await call(`/api/v1/test-owner/${ids.owner}`, token)).statusCode).toBe(401);
    expect((await call('/api/v1/auth/me', token)).statusCode).toBe(401);

    const resume = (await read((await snapshot('resume', ids.owner)).hash)).json();
    expect((await call(`/api/v1/players/${ids.owner}/histories`, resume.token)).statusCode).toBe(403);
    const none = (await read((await snapshot('org-schedule-report', null)).hash)).json();
    expect((await call(`/api/v1/players/${ids.owner}/histories`, none.token)).statusCode).toBe(403);
  });

  it('expires with its snapshot (at most 15 minutes), and a forged one opens nothing', async () => {
    const s = await snapshot('favorites', ids.owner, 2 * 60 * 60 * 1000);
    const { token } = (await read(s.hash)).json();
    const url = `/api/v1/players/${ids.owner}/histories`;
    const later = new Date(t.app.clock.now().getTime() + 15 * 60 * 1000 + 1000);
    const spy = vi.spyOn(t.app.clock, 'now').mockReturnValue(later);
    try {
      expect((await call(url, token)).statusCode).toBe(401);
    } finally {
      spy.mockRestore();
    }
    const [header, , signature] = token.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ kind: 'favorites', acc: ids.other, exp: 4e9 }),
    ).toString('base64url');
    // A bearer that verifies as nothing answers 401, as any rejected token does.
    const forged = `${header}.${forgedClaims}.${signature}`;
    expect((await call(`/api/v1/players/${ids.other}/histories`, forged)).statusCode).toBe(401);
  });
});
