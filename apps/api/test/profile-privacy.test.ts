import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, setWebsiteSettings, type People, type Viewer } from './player-fixtures';

/**
 * Issue 22 item 3: `GET /accounts/by-username/{username}` answered an anonymous caller the GPA, high
 * school, about and circle ids of a player whose website is private. A profile now resolves to the
 * fields the caller may see.
 */
describe.each(testDatabases)('profile resolution by username on %s', (kind) => {
  let t: TestApp;
  let ids: People;
  let tokens: Record<Viewer, string>;
  let username: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ ids, tokens } = await insertPeople(t));
    const [owner] = await t.db.db
      .select({ username: schema.accounts.username })
      .from(schema.accounts)
      .where(eq(schema.accounts.id, ids.owner));
    username = owner!.username;
    await t.db.db
      .insert(schema.accountExtraInfo)
      .values({ accountId: ids.owner, about: 'Left-handed', highSchool: 'Pine High', highSchoolGpa: 3.9 });
  });
  afterAll(async () => closeQuietly(t));

  const resolve = (who: Viewer | 'anonymous', name = username) =>
    t.app.inject({
      method: 'GET',
      url: apiPaths.accountByUsername(name),
      headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` },
    });

  it('answers a private website with the same 404 as a missing account to visitors', async () => {
    await setWebsiteSettings(t, ids.owner, [{ featureId: 88, isPublic: false }]);
    const missing = await resolve('anonymous', 'no-such-player');
    expect(missing.statusCode).toBe(404);
    for (const who of ['anonymous', 'stranger'] as const) {
      const res = await resolve(who);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('Pine High');
    }
  });

  it('shows the player, a product manager and the circle a private website', async () => {
    await setWebsiteSettings(t, ids.owner, [{ featureId: 88, isPublic: false }]);
    for (const who of ['owner', 'manager', 'member'] as const) {
      const res = await resolve(who);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().hasFullAccess, who).toBe(true);
      expect(res.json().accountExtraInfo[0].highSchool, who).toBe('Pine High');
    }
  });

  it('sends circle membership to the player and product managers only', async () => {
    await setWebsiteSettings(t, ids.owner, []);
    expect((await resolve('owner')).json().subCircleAccountIds).toEqual([ids.member]);
    expect((await resolve('manager')).json().subCircleAccountIds).toEqual([ids.member]);
    for (const who of ['member', 'stranger', 'anonymous'] as const)
      expect((await resolve(who)).json().subCircleAccountIds, who).toEqual([]);
    expect((await resolve('stranger')).json().hasFullAccess).toBe(false);
  });

  it('shows about, schools and GPA to visitors only where the Summary or the Resume is open', async () => {
    await setWebsiteSettings(t, ids.owner, [{ featureId: 89, isPublic: false }]);
    expect((await resolve('anonymous')).json().accountExtraInfo[0].about).toBe('Left-handed');
    await setWebsiteSettings(t, ids.owner, [
      { featureId: 89, isPublic: false },
      { featureId: 78, isPublic: false },
    ]);
    const visitor = await resolve('anonymous');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().accountExtraInfo).toEqual([]);
    expect(visitor.json().firstName).toBe('owner');
    expect((await resolve('member')).json().accountExtraInfo[0].about).toBe('Left-handed');
  });

  it('leaves a private website out of the public search, which lists it again once public', async () => {
    // Search lists searchable profile types only (spec 1 §5): the owner is a player (type 4).
    await t.db.db.insert(schema.accountProfiles).values({ accountId: ids.owner, profileTypeId: 4 });
    const search = async () =>
      (await t.app.inject({ method: 'GET', url: apiPaths.accountsSearch('owner') }))
        .json()
        .items.map((a: { accountId: number }) => a.accountId);
    await setWebsiteSettings(t, ids.owner, [{ featureId: 88, isPublic: false }]);
    expect(await search()).not.toContain(ids.owner);
    await setWebsiteSettings(t, ids.owner, [{ featureId: 88, isPublic: true }]);
    expect(await search()).toContain(ids.owner);
  });

  it('answers a rejected bearer token 401, so the client refreshes it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.accountByUsername(username),
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(res.statusCode).toBe(401);
  });
});
