import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, PHOTO_MAX_BYTES, PROFILE_MESSAGES } from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, type People, type Viewer } from './player-fixtures';

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND). */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Profile settings (ARCHITECTURE "Profile settings"): profile, photo, privacy and circle of a player. */
describe.each(testDatabases)('account settings on %s', (kind) => {
  let t: TestApp;
  let ids: People;
  let tokens: Record<Viewer, string>;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ ids, tokens } = await insertPeople(t));
  });
  afterAll(async () => closeQuietly(t));

  type Who = Viewer | 'anonymous';
  const auth = (who: Who) => (who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` });
  const call = (who: Who, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(who), ...(payload === undefined ? {} : { payload }) });
  const putProfile = (change: object, who: Who = 'owner', accountId = ids.owner) =>
    call(who, 'PUT', apiPaths.accountSettings.profile(accountId), change);
  const putPrivacy = (change: object) =>
    call('owner', 'PUT', apiPaths.accountSettings.privacy(ids.owner), change);
  const usernameOf = async (id: number) =>
    (await t.db.db.select().from(schema.accounts).where(eq(schema.accounts.id, id)))[0]!.username;

  it("keeps a caller's own answers out of caches (Cache-Control: private, no-store)", async () => {
    const own = await call('owner', 'GET', apiPaths.accountSettings.profile(ids.owner));
    expect(own.headers['cache-control']).toBe('private, no-store');
    const refused = await call('stranger', 'GET', apiPaths.accountSettings.profile(ids.owner));
    expect(refused.headers['cache-control']).toBe('private, no-store');
    // A route's own rule stays (the profile answer revalidates per caller).
    const profile = await call('owner', 'GET', apiPaths.accountByUsername('jordan.lee'));
    expect(profile.headers['cache-control']).toBe('private, no-cache');
  });

  it('reads the profile for the player and a product manager only', async () => {
    const own = await call('owner', 'GET', apiPaths.accountSettings.profile(ids.owner));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      accountId: ids.owner,
      firstName: 'owner',
      lastName: '',
      imgUrl: null,
      about: null,
      prefersMetric: false,
      defaultHoleCount: 18,
    });
    expect((await call('manager', 'GET', apiPaths.accountSettings.profile(ids.owner))).statusCode).toBe(200);
    expect((await call('member', 'GET', apiPaths.accountSettings.profile(ids.owner))).statusCode).toBe(403);
    expect((await call('stranger', 'GET', apiPaths.accountSettings.profile(ids.owner))).statusCode).toBe(403);
    expect((await call('anonymous', 'GET', apiPaths.accountSettings.profile(ids.owner))).statusCode).toBe(
      401,
    );
  });

  it('updates the fields sent, normalized, and moves the profile URL with the username', async () => {
    const before = await usernameOf(ids.owner);
    const res = await putProfile({
      firstName: '  Jordan ',
      lastName: 'Lee',
      username: 'Jordan.Lee',
      about: 'Left-handed junior.',
      highSchoolName: 'Pine High',
      highSchoolGraduationDate: '2027-06-01',
      highSchoolGpa: 3.9,
      collegeName: '',
      collegeStartDate: '2027-08-20',
      collegeGraduationDate: '2031-05-10',
      collegeGpa: 0,
      ncaaNumber: '2012345678',
      ghinNumber: '1234567',
      heightInches: 70,
      weightLbs: 165,
      websiteLink: 'jordanlee.golf/bio',
      prefersMetric: true,
      defaultHoleCount: 9,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Jordan',
      username: 'Jordan.Lee',
      collegeName: null,
      collegeGpa: 0,
      websiteLink: 'https://jordanlee.golf/bio',
      prefersMetric: true,
      defaultHoleCount: 9,
    });
    // The next read sees it: the profile view is not cached between requests.
    const profile = await call('anonymous', 'GET', apiPaths.accountByUsername('jordan.lee'));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ firstName: 'Jordan', lastName: 'Lee', username: 'Jordan.Lee' });
    expect(profile.json().accountExtraInfo[0]).toMatchObject({
      about: 'Left-handed junior.',
      highSchoolGpa: 3.9,
    });
    expect((await call('anonymous', 'GET', apiPaths.accountByUsername(before))).statusCode).toBe(404);
    // An empty change changes nothing; a product manager may edit the player.
    expect((await putProfile({})).json().lastName).toBe('Lee');
    const byManager = await putProfile({ lastName: 'Lee-Smith' }, 'manager');
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json().lastName).toBe('Lee-Smith');
    expect((await putProfile({ lastName: 'X' }, 'member')).statusCode).toBe(403);
  });

  it('refuses a username another account has in any letter case with 409 naming the field', async () => {
    const other = await usernameOf(ids.other);
    const res = await putProfile({ username: other.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: PROFILE_MESSAGES.usernameTaken,
      path: '$.username',
    });
    // Only the letter case of one's own name: no conflict.
    expect((await putProfile({ username: 'JORDAN.LEE' })).statusCode).toBe(200);
  });

  it.each([
    [{ username: 'ab' }, '$.username', PROFILE_MESSAGES.usernameLength],
    [{ username: 'a'.repeat(31) }, '$.username', PROFILE_MESSAGES.usernameLength],
    [{ username: 'jordan lee' }, '$.username', PROFILE_MESSAGES.usernameCharacters],
    [{ username: '.jordan' }, '$.username', PROFILE_MESSAGES.usernameEdges],
    [{ username: 'Dashboard' }, '$.username', PROFILE_MESSAGES.usernameReserved],
    [{ username: 'jordan.png' }, '$.username', PROFILE_MESSAGES.usernameReserved],
    [{ firstName: '   ' }, '$.firstName', PROFILE_MESSAGES.firstNameRequired],
    [{ highSchoolGpa: 5.01 }, '$.highSchoolGpa', PROFILE_MESSAGES.gpaRange],
    [{ collegeGpa: -0.1 }, '$.collegeGpa', PROFILE_MESSAGES.gpaRange],
    [
      { collegeGraduationDate: '2026-01-01' },
      '$.collegeGraduationDate',
      PROFILE_MESSAGES.graduationBeforeStart,
    ],
    [{ highSchoolGraduationDate: '2027-02-30' }, '$.highSchoolGraduationDate', PROFILE_MESSAGES.dateInvalid],
    [{ websiteLink: 'javascript:alert(1)' }, '$.websiteLink', PROFILE_MESSAGES.websiteInvalid],
    [{ websiteLink: 'ftp://files.example.org' }, '$.websiteLink', PROFILE_MESSAGES.websiteInvalid],
    [{ websiteLink: 'mysite' }, '$.websiteLink', PROFILE_MESSAGES.websiteInvalid],
    [{ websiteLink: 'http://x' }, '$.websiteLink', PROFILE_MESSAGES.websiteInvalid],
    [{ ncaaNumber: 'NC-1' }, '$.ncaaNumber', PROFILE_MESSAGES.ncaaDigits],
    [{ heightInches: 20 }, '$.heightInches', PROFILE_MESSAGES.heightRange],
    [{ weightLbs: 900 }, '$.weightLbs', PROFILE_MESSAGES.weightRange],
  ])('refuses %j with 400 naming %s', async (change, field, message) => {
    const res = await putProfile(change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message, path: field });
  });

  it('refuses the website "mysite" (no dotted host) with 400 and changes nothing of the request', async () => {
    const before = (await call('owner', 'GET', apiPaths.accountSettings.profile(ids.owner))).json();
    const res = await putProfile({ lastName: 'Not Saved', websiteLink: 'mysite' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: PROFILE_MESSAGES.websiteInvalid });
    const after = await call('owner', 'GET', apiPaths.accountSettings.profile(ids.owner));
    expect(after.json()).toEqual(before);
    // The same address with a dotted host is taken, stored with its https:// prefix.
    const fixed = await putProfile({ websiteLink: 'mysite.com' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().websiteLink).toBe('https://mysite.com');
  });

  it('refuses wrong types and unknown fields by schema, and writes nothing of a refused change', async () => {
    for (const change of [{ defaultHoleCount: 12 }, { prefersMetric: 'yes' }, { isAdmin: true }]) {
      const res = await putProfile(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await putProfile({ lastName: 'Changed', highSchoolGpa: 7 })).statusCode).toBe(400);
    const stored = await call('owner', 'GET', apiPaths.accountSettings.profile(ids.owner));
    expect(stored.json().lastName).toBe('Lee-Smith');
  });

  describe('photo', () => {
    const upload = (body: Buffer, contentType = 'image/png') =>
      t.app.inject({
        method: 'PUT',
        url: apiPaths.accountSettings.photo(ids.owner),
        headers: { ...auth('owner'), 'content-type': contentType },
        payload: body,
      });
    const image = (etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/accounts/${ids.owner}/image`,
        headers: etag ? { 'if-none-match': etag } : {},
      });
    const storedPath = async () =>
      (await t.db.db.select().from(schema.accounts).where(eq(schema.accounts.id, ids.owner)))[0]!.imgPath;

    it('stores a real PNG and serves it, checked again on every use', async () => {
      const res = await upload(PNG_1PX, 'application/octet-stream');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ imgUrl: `/api/v1/accounts/${ids.owner}/image` });
      const served = await image();
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('no-cache');
      expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
      expect((await image(String(served.headers.etag))).statusCode).toBe(304);
      const profile = await call('owner', 'GET', apiPaths.accountSettings.profile(ids.owner));
      expect(profile.json().imgUrl).toBe(`/api/v1/accounts/${ids.owner}/image`);
    });

    it('refuses a text file named .png, another image type and a file over the limit', async () => {
      const kept = await storedPath();
      const text = await upload(Buffer.from('hello, I am not a picture\n'), 'image/png');
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Choose a JPEG, PNG or WebP image',
      });
      const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif');
      expect(gif.statusCode).toBe(400);
      const huge = Buffer.concat([PNG_1PX, Buffer.alloc(PHOTO_MAX_BYTES)]);
      const big = await upload(huge);
      expect(big.statusCode).toBe(413);
      expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
      const json = await call('owner', 'PUT', apiPaths.accountSettings.photo(ids.owner), { photo: 'x' });
      expect(json.statusCode).toBe(400);
      expect(await storedPath()).toBe(kept);
    });

    it('replaces and removes the photo, deleting the uploaded files', async () => {
      const first = await storedPath();
      expect((await upload(PNG_1PX)).statusCode).toBe(200);
      const second = await storedPath();
      expect(second).not.toBe(first);
      expect(existsSync(path.join(t.config.mediaDir, first!))).toBe(false);
      expect(existsSync(path.join(t.config.mediaDir, second!))).toBe(true);
      const removed = await call('owner', 'DELETE', apiPaths.accountSettings.photo(ids.owner));
      expect(removed.statusCode).toBe(204);
      expect(await storedPath()).toBeNull();
      expect(existsSync(path.join(t.config.mediaDir, second!))).toBe(false);
      expect((await image()).statusCode).toBe(404);
      expect((await upload(PNG_1PX, 'image/png')).statusCode).toBe(200);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: apiPaths.accountSettings.photo(ids.owner),
            headers: { 'content-type': 'image/png' },
            payload: PNG_1PX,
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('privacy', () => {
    const compareRounds = (who: Who) => call(who, 'GET', apiPaths.players.compareStatsRounds(ids.owner, 18));
    const profile = (who: Who) => call(who, 'GET', apiPaths.accountByUsername('jordan.lee'));

    it('reads every feature public for a player without settings', async () => {
      const res = await call('owner', 'GET', apiPaths.accountSettings.privacy(ids.owner));
      expect(res.statusCode).toBe(200);
      expect(res.json().isWebsitePublic).toBe(true);
      expect(res.json().features.map((f: { featureId: number }) => f.featureId)).toEqual([
        89, 80, 86, 78, 63, 67, 77, 59,
      ]);
      expect(res.json().features.every((f: { isPublic: boolean }) => f.isPublic)).toBe(true);
    });

    it('closes and opens a feature to visitors from the next request on', async () => {
      expect((await compareRounds('anonymous')).statusCode).toBe(200);
      const closed = await putPrivacy({ features: [{ featureId: 63, isPublic: false }] });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().features.find((f: { featureId: number }) => f.featureId === 63).isPublic).toBe(
        false,
      );
      expect((await compareRounds('anonymous')).statusCode).toBe(403);
      expect((await compareRounds('stranger')).statusCode).toBe(403);
      expect((await compareRounds('owner')).statusCode).toBe(200);
      expect((await compareRounds('member')).statusCode).toBe(200);
      await putPrivacy({ features: [{ featureId: 63, isPublic: true }] });
      expect((await compareRounds('anonymous')).statusCode).toBe(200);
    });

    it('hides the whole website (feature 88 and allowPublicSite) and shows it again', async () => {
      const off = await putPrivacy({ isWebsitePublic: false });
      expect(off.json().isWebsitePublic).toBe(false);
      expect((await profile('anonymous')).statusCode).toBe(404);
      expect((await compareRounds('anonymous')).statusCode).toBe(404);
      expect((await profile('member')).statusCode).toBe(200);
      const site = await t.db.db
        .select()
        .from(schema.playerWebsiteManagement)
        .where(eq(schema.playerWebsiteManagement.accountId, ids.owner));
      expect(site).toEqual([{ accountId: ids.owner, allowPublicSite: false }]);
      await putPrivacy({ isWebsitePublic: true });
      expect((await profile('anonymous')).statusCode).toBe(200);
    });

    it("shows a private website's photo to the player and their circle only, as the website", async () => {
      const uploaded = await t.app.inject({
        method: 'PUT',
        url: apiPaths.accountSettings.photo(ids.owner),
        headers: { ...auth('owner'), 'content-type': 'image/png' },
        payload: PNG_1PX,
      });
      expect(uploaded.statusCode).toBe(200);
      const photo = (who: Who) => call(who, 'GET', `/api/v1/accounts/${ids.owner}/image`);
      expect((await photo('anonymous')).statusCode).toBe(200);
      await putPrivacy({ isWebsitePublic: false });
      for (const who of ['anonymous', 'stranger'] as const) {
        const res = await photo(who);
        expect(res.statusCode, who).toBe(404);
        // The same answer as an account that does not exist: a private photo is not told from no photo.
        expect(res.json()).toEqual((await call(who, 'GET', '/api/v1/accounts/2000000000/image')).json());
      }
      for (const who of ['owner', 'member', 'manager'] as const) {
        const res = await photo(who);
        expect(res.statusCode, who).toBe(200);
        expect(res.rawPayload.equals(PNG_1PX)).toBe(true);
      }
      // An address the API signed (the resume's picture, which the PDF service loads with no token) opens.
      const signed = t.app.mediaSigner.sign(`/api/v1/accounts/${ids.owner}/image`);
      expect((await call('anonymous', 'GET', signed)).statusCode).toBe(200);
      await putPrivacy({ isWebsitePublic: true });
      expect((await photo('anonymous')).statusCode).toBe(200);
    });

    it('refuses unknown features, repeated ones and the website id as a feature', async () => {
      for (const change of [
        { features: [{ featureId: 88, isPublic: false }] },
        {
          features: [
            { featureId: 63, isPublic: false },
            { featureId: 63, isPublic: true },
          ],
        },
        { features: [{ featureId: 63 }] },
        { isWebsitePublic: 'no' },
      ]) {
        const res = await putPrivacy(change);
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
      }
      expect((await compareRounds('anonymous')).statusCode).toBe(200);
    });
  });

  describe('circle', () => {
    const circleOf = async () =>
      (await call('owner', 'GET', apiPaths.accountSettings.circle(ids.owner))).json().members as {
        accountId: number;
      }[];
    const add = (member: string) =>
      call('owner', 'POST', apiPaths.accountSettings.circle(ids.owner), { member });

    it('gives a person added by username full access, and takes it away on removal', async () => {
      await putPrivacy({ features: [{ featureId: 63, isPublic: false }] });
      const asStranger = () => call('stranger', 'GET', apiPaths.players.compareStatsRounds(ids.owner, 18));
      expect((await asStranger()).statusCode).toBe(403);
      expect((await circleOf()).map((m) => m.accountId)).toEqual([ids.member]);
      const added = await add((await usernameOf(ids.stranger)).toUpperCase());
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ accountId: ids.stranger, firstName: 'stranger' });
      expect((await asStranger()).statusCode).toBe(200);
      const seen = await call('stranger', 'GET', apiPaths.accountByUsername('jordan.lee'));
      expect(seen.json().hasFullAccess).toBe(true);
      const removed = await call(
        'owner',
        'DELETE',
        apiPaths.accountSettings.circleMember(ids.owner, ids.stranger),
      );
      expect(removed.statusCode).toBe(204);
      expect((await asStranger()).statusCode).toBe(403);
      await putPrivacy({ features: [{ featureId: 63, isPublic: true }] });
    });

    it('adds by phone number, as typed with or without +1', async () => {
      await t.db.db
        .update(schema.accounts)
        .set({ phone: '+15550190999' })
        .where(eq(schema.accounts.id, ids.other));
      const added = await add('(555) 019-0999');
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().accountId).toBe(ids.other);
      expect((await add('+15550190999')).statusCode).toBe(409);
      await call('owner', 'DELETE', apiPaths.accountSettings.circleMember(ids.owner, ids.other));
    });

    it('refuses nobody, oneself, a member twice and removing a non-member', async () => {
      const nobody = await add('no.such.player');
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().path).toBe('$.member');
      expect((await add('jordan.lee')).statusCode).toBe(400);
      expect((await add(await usernameOf(ids.member))).statusCode).toBe(409);
      expect((await add('')).statusCode).toBe(400);
      const notMember = await call(
        'owner',
        'DELETE',
        apiPaths.accountSettings.circleMember(ids.owner, ids.stranger),
      );
      expect(notMember.statusCode).toBe(404);
      expect((await circleOf()).map((m) => m.accountId)).toEqual([ids.member]);
      const byMember = await call('member', 'POST', apiPaths.accountSettings.circle(ids.owner), {
        member: 'x',
      });
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().message).toBe('Only the player may change this');
      // A read is refused as a read.
      const readByMember = await call('member', 'GET', apiPaths.accountSettings.circle(ids.owner));
      expect(readByMember.statusCode).toBe(403);
      expect(readByMember.json()).toMatchObject({
        code: expect.any(String),
        message: 'Only the player may see this',
      });
    });
  });
});
