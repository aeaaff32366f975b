import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOURNAMENT_MESSAGES } from '@linksight/golf-core';
import {
  apiPaths,
  type NewTournamentResult,
  type PlayerSchedule,
  type ScheduleEditors,
  type ScheduleResults,
  type TournamentSearch,
} from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, setWebsiteSettings, type People, type Viewer } from './player-fixtures';
import { insertScheduleFixture, ROUND_IDS, SCHEDULE_NOW, type ScheduleFixture } from './schedule-fixtures';

const paths = apiPaths.players;
const SCHEDULE_FEATURE = 80;
const WEBSITE = 88;

/** Issue 18: the schedule calls across the privacy and role matrix, and every "Bad input" of the issue. */
describe.each(testDatabases)('schedule on %s', (kind) => {
  let t: TestApp;
  let ids: People;
  let tokens: Record<Viewer, string>;
  let f: ScheduleFixture;

  beforeAll(async () => {
    t = await buildTestApp(kind, { RATE_LIMIT_PER_MINUTE: '1000000' });
    ({ ids, tokens } = await insertPeople(t));
    vi.spyOn(t.app.clock, 'now').mockReturnValue(SCHEDULE_NOW);
    f = await insertScheduleFixture(t, ids);
  });
  afterAll(async () => closeQuietly(t));
  beforeEach(async () => {
    await setWebsiteSettings(t, ids.owner, []);
    await setWebsiteSettings(t, ids.other, []);
    await t.db.db.update(schema.accountCircles).set({ canEditSchedule: false });
  });

  const as = (who: Viewer | 'anonymous' | string) =>
    who === 'anonymous' ? {} : { authorization: `Bearer ${who in tokens ? tokens[who as Viewer] : who}` };
  const get = (url: string, who: Viewer | 'anonymous' | string = 'owner') =>
    t.app.inject({ method: 'GET', url, headers: as(who) });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: object | undefined,
    who: Viewer | 'anonymous' | string = 'owner',
  ) => t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
  const tournamentCount = async () => (await t.db.db.select({ n: count() }).from(schema.tournaments))[0]!.n;
  const entryCount = async () => (await t.db.db.select({ n: count() }).from(schema.scheduleEntries))[0]!.n;

  describe('reading', () => {
    it("answers the owner's upcoming and historical events, counts and canEdit", async () => {
      const res = await get(paths.schedule(ids.owner));
      expect(res.statusCode).toBe(200);
      const s = res.json<PlayerSchedule>();
      expect(s.today).toBe('2025-06-15');
      expect(s.canEdit).toBe(true);
      expect(s.playerName).toBe('Zoë Fixture');
      expect(s.upcoming.map((r) => [r.tournamentName, r.status])).toEqual([
        ['Summer Junior', 1],
        ['Team Cup', 5],
        ['Autumn Classic', 2],
      ]);
      expect(s.upcoming[0]).toMatchObject({
        accountId: ids.owner,
        playerName: 'Zoë Fixture',
        note: 'Book hotel',
        courseName: 'Fixture Links',
        city: 'Pinehurst',
        localeType: 3,
        startDate: '2025-07-01',
        endDate: '2025-07-02',
      });
      expect(s.upcoming[1]).toMatchObject({ eventType: 11, isTeamEvent: true });
      expect(s.counts).toEqual({ confirmed: 1, considering: 2 });
      // Newest first: the qualifier on the schedule only, then the Fixture Open with its two rounds.
      expect(s.historical.map((h) => h.tournamentName)).toEqual(['Spring Qualifier', 'Fixture Open']);
      expect(s.historical[0]).toMatchObject({
        score: null,
        roundScores: [],
        eventType: 10,
        isFeatured: false,
      });
      expect(s.historical[1]).toMatchObject({
        isFeatured: true,
        note: 'Won it',
        datePlayed: '2025-01-21',
        score: 147,
        rawScore: 147,
        avgScore: 73.5,
        rawScoreToPar: 3,
        roundScores: [70, 77],
        roundScoresVsPar: [-2, 5],
        roundIds: [ROUND_IDS[1], ROUND_IDS[2]],
        bestRoundScore: 70,
        bestRoundScoreToPar: -2,
        tournamentUrl: 'www.fixture-open.example',
      });
      expect(s.extraPlayers).toEqual([]);
    });

    it('splits upcoming and historical on the viewer’s day (timeZoneOffsetMinutes)', async () => {
      // 12:00 UTC on 15 June is still 14 June at UTC−14: nothing moves here, but the day answered does.
      const res = await get(paths.schedule(ids.owner, { timeZoneOffsetMinutes: 840 }));
      expect(res.json<PlayerSchedule>().today).toBe('2025-06-14');
    });

    it('follows the schedule feature (80) for visitors; the circle, PMs and the owner read anyway', async () => {
      await setWebsiteSettings(t, ids.owner, [
        { featureId: SCHEDULE_FEATURE, isPublic: false, isPhoneVerified: true },
      ]);
      const url = paths.schedule(ids.owner);
      expect((await get(url, 'anonymous')).statusCode).toBe(403);
      expect((await get(url, 'stranger')).json()).toMatchObject({ code: 'FORBIDDEN' });
      for (const who of ['owner', 'member', 'manager'] as const)
        expect((await get(url, who)).statusCode, who).toBe(200);
      // A private website hides the player altogether.
      await setWebsiteSettings(t, ids.owner, [
        { featureId: WEBSITE, isPublic: false, isPhoneVerified: true },
      ]);
      expect((await get(url, 'anonymous')).statusCode).toBe(404);
      expect((await get(url, 'stranger')).statusCode).toBe(404);
      expect((await get(url, 'member')).statusCode).toBe(200);
      expect((await get(paths.schedule(999_999), 'owner')).statusCode).toBe(404);
    });

    it('tells each viewer whether they may edit, and whether they choose the editors', async () => {
      const rights = async (who: Viewer | 'anonymous') => {
        const s = (await get(paths.schedule(ids.owner), who)).json<PlayerSchedule>();
        return [s.canEdit, s.canManageEditors];
      };
      expect(await rights('owner')).toEqual([true, true]);
      expect(await rights('manager')).toEqual([true, true]);
      expect(await rights('member')).toEqual([false, false]);
      expect(await rights('stranger')).toEqual([false, false]);
      expect(await rights('anonymous')).toEqual([false, false]);
      await send('PUT', paths.scheduleEditor(ids.owner, ids.member), { canEditSchedule: true });
      // An allowed member edits the schedule, but the editors list stays the player's (it answers 403).
      expect(await rights('member')).toEqual([true, false]);
      expect((await get(paths.scheduleEditors(ids.owner), 'member')).statusCode).toBe(403);
    });

    it('adds readable additional players beside the player and lists the refused ones', async () => {
      const url = paths.schedule(ids.owner, { extraAccountIds: [ids.other, 999_999] });
      const s = (await get(url, 'stranger')).json<PlayerSchedule>();
      expect(s.extraPlayers).toEqual([
        { accountId: ids.other, playerName: 'Otto Other', username: expect.any(String) },
      ]);
      expect(s.unavailableExtraAccountIds).toEqual([999_999]);
      expect(s.upcoming.find((r) => r.accountId === ids.other)).toMatchObject({
        tournamentName: 'Coast Open',
        playerName: 'Otto Other',
        status: 4,
      });
      // The other player's counts never join the player's.
      expect(s.counts).toEqual({ confirmed: 1, considering: 2 });
      await setWebsiteSettings(t, ids.other, [
        { featureId: SCHEDULE_FEATURE, isPublic: false, isPhoneVerified: true },
      ]);
      const hidden = (await get(url, 'stranger')).json<PlayerSchedule>();
      expect(hidden.extraPlayers).toEqual([]);
      expect(hidden.unavailableExtraAccountIds).toEqual([ids.other, 999_999]);
      expect(hidden.upcoming.every((r) => r.accountId === ids.owner)).toBe(true);
    });

    it('refuses more than ten additional players', async () => {
      const res = await get(
        paths.schedule(ids.owner, { extraAccountIds: Array.from({ length: 11 }, (_, i) => i + 1) }),
      );
      expect(res.statusCode).toBe(400);
    });

    it('searches tournaments by name for a logged-in account, nearest first', async () => {
      expect((await get(apiPaths.tournaments({ q: 'open' }), 'anonymous')).statusCode).toBe(401);
      const res = await get(apiPaths.tournaments({ q: 'OPEN' }), 'stranger');
      expect(res.statusCode).toBe(200);
      // Upcoming first (Coast Open), then the past Fixture Open.
      expect(res.json<TournamentSearch>().tournaments.map((x) => x.tournamentName)).toEqual([
        'Coast Open',
        'Fixture Open',
      ]);
      const near = await get(apiPaths.tournaments({ near: '2025-04-02', limit: 2 }), 'stranger');
      // 1 April is a day away, 21 January 71 days, 1 July 90 days.
      expect(near.json<TournamentSearch>().tournaments.map((x) => x.tournamentName)).toEqual([
        'Spring Qualifier',
        'Fixture Open',
      ]);
      const literal = await get(apiPaths.tournaments({ q: '%' }), 'stranger');
      expect(literal.json<TournamentSearch>().tournaments).toEqual([]);
      expect((await get(apiPaths.tournaments({ near: '2025-02-30' }), 'stranger')).statusCode).toBe(400);
    });
  });

  describe('managing', () => {
    const entryUrl = (tournamentId: number, accountId = ids.owner) =>
      paths.scheduleEntry(accountId, tournamentId);

    it('adds an entry (201), replaces it (200) and removes it (204, then 404)', async () => {
      const added = await send('PUT', entryUrl(f.coastOpen), {
        status: 3,
        note: 'Qualifier first',
        isFeatured: false,
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({
        accountId: ids.owner,
        tournamentId: f.coastOpen,
        status: 3,
        note: 'Qualifier first',
        isFeatured: false,
      });
      const changed = await send('PUT', entryUrl(f.coastOpen), { status: 6, note: '', isFeatured: false });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ status: 6, note: null });
      const s = (await get(paths.schedule(ids.owner))).json<PlayerSchedule>();
      expect(s.upcoming.find((r) => r.tournamentId === f.coastOpen)).toMatchObject({ status: 6, note: null });
      expect((await send('DELETE', entryUrl(f.coastOpen), undefined)).statusCode).toBe(204);
      const again = await send('DELETE', entryUrl(f.coastOpen), undefined);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('lets a past event be featured without a status, and needs a status for one that has not ended', async () => {
      const past = await send('PUT', entryUrl(f.springQualifier), {
        status: null,
        note: 'Windy',
        isFeatured: true,
      });
      expect(past.statusCode).toBe(200);
      const noStatus = await send('PUT', entryUrl(f.coastOpen), {
        status: null,
        note: null,
        isFeatured: false,
      });
      expect(noStatus.statusCode).toBe(400);
      expect(noStatus.json().message).toBe('Choose a status for an event that has not ended');
      await send('PUT', entryUrl(f.springQualifier), { status: 4, note: null, isFeatured: false });
    });

    it('lets the owner, a PM and an allowed circle member manage; refuses everyone else', async () => {
      const body = { status: 2, note: null, isFeatured: false };
      const put = (who: Viewer | 'anonymous') => send('PUT', entryUrl(f.coastOpen), body, who);
      expect((await put('anonymous')).statusCode).toBe(401);
      expect((await put('stranger')).statusCode).toBe(403);
      const member = await put('member');
      expect(member.statusCode).toBe(403);
      expect(member.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Only the player, or someone they allow, may change this schedule',
      });
      expect((await put('manager')).statusCode).toBe(201);
      expect((await send('DELETE', entryUrl(f.coastOpen), undefined, 'manager')).statusCode).toBe(204);
      await send('PUT', paths.scheduleEditor(ids.owner, ids.member), { canEditSchedule: true });
      expect((await put('member')).statusCode).toBe(201);
      expect((await send('DELETE', entryUrl(f.coastOpen), undefined, 'member')).statusCode).toBe(204);
      // The right is the owner's to give: it does not let the member edit anyone else.
      expect((await send('PUT', entryUrl(f.coastOpen, ids.other), body, 'member')).statusCode).toBe(403);
      // A private website does not stop the circle.
      await setWebsiteSettings(t, ids.owner, [
        { featureId: WEBSITE, isPublic: false, isPhoneVerified: true },
      ]);
      expect((await put('member')).statusCode).toBe(201);
      expect((await put('stranger')).statusCode).toBe(403);
      await send('DELETE', entryUrl(f.coastOpen), undefined);
      // No such player: 404 to anyone logged in.
      expect((await send('PUT', entryUrl(f.coastOpen, 999_999), body, 'stranger')).statusCode).toBe(404);
      expect((await send('PUT', entryUrl(f.coastOpen, 999_999), body, 'manager')).statusCode).toBe(404);
    });

    it('refuses personal access tokens', async () => {
      const created = await send('POST', '/api/v1/tokens', {
        name: 'script',
        scopes: ['read', 'rounds:write'],
        expiresInDays: null,
      });
      expect(created.statusCode).toBe(201);
      const pat = created.json<{ token: string }>().token;
      const res = await send('PUT', entryUrl(f.coastOpen), { status: 1, note: null, isFeatured: false }, pat);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      // It may read (the read scope), and is never told it can edit.
      const read = await get(paths.schedule(ids.owner), pat);
      expect(read.statusCode).toBe(200);
      expect(read.json<PlayerSchedule>().canEdit).toBe(false);
    });

    it.each([
      ['an unknown status', { status: 7, note: null, isFeatured: false }],
      ['a status that is not a number', { status: 'In Field', note: null, isFeatured: false }],
      ['a missing field', { status: 1, note: null }],
      ['an unknown field', { status: 1, note: null, isFeatured: false, accountId: 1 }],
      ['a note too long', { status: 1, note: 'x'.repeat(1001), isFeatured: false }],
    ])('answers 400 for %s and saves nothing', async (_, body) => {
      const before = await entryCount();
      const res = await send('PUT', entryUrl(f.coastOpen), body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(expect.arrayContaining(['code', 'message']));
      expect(await entryCount()).toBe(before);
    });

    it('answers 404 for a tournament that does not exist', async () => {
      const res = await send('PUT', entryUrl(999_999), { status: 1, note: null, isFeatured: false });
      expect(res.statusCode).toBe(404);
    });

    const newTournament = {
      name: 'Spring Junior Open',
      url: 'www.events.example/spring',
      courseId: null,
      city: 'Pinehurst',
      state: 'NC',
      startDate: '2025-10-10',
      endDate: '2025-10-12',
      eventType: 10,
      localeType: 4,
      isTeamEvent: false,
      status: 3,
      note: 'Qualify first',
    };

    it('creates a tournament and its entry in one call, storing the link with https://', async () => {
      const res = await send('POST', paths.scheduleTournaments(ids.owner), {
        ...newTournament,
        courseId: f.courseId,
      });
      expect(res.statusCode).toBe(201);
      const made = res.json<NewTournamentResult>();
      expect(made.tournament).toMatchObject({
        tournamentName: 'Spring Junior Open',
        tournamentUrl: 'https://www.events.example/spring',
        courseId: f.courseId,
        courseName: 'Fixture Links',
        eventType: 10,
        localeType: 4,
        startDate: '2025-10-10',
        endDate: '2025-10-12',
      });
      expect(made.entry).toEqual({
        accountId: ids.owner,
        tournamentId: made.tournament.tournamentId,
        status: 3,
        note: 'Qualify first',
        isFeatured: false,
      });
      const s = (await get(paths.schedule(ids.owner))).json<PlayerSchedule>();
      expect(s.upcoming.map((r) => r.tournamentName)).toContain('Spring Junior Open');
      await send('DELETE', entryUrl(made.tournament.tournamentId), undefined);
    });

    it.each([
      ['end before start', { endDate: '2025-10-09' }, TOURNAMENT_MESSAGES.endBeforeStart],
      ['a javascript: link', { url: 'javascript:alert(1)' }, TOURNAMENT_MESSAGES.urlNotHttp],
      ['an ftp link', { url: 'ftp://files.example/x' }, TOURNAMENT_MESSAGES.urlNotHttp],
      ['a day that does not exist', { startDate: '2025-02-30' }, TOURNAMENT_MESSAGES.startDateInvalid],
      ['a blank name', { name: '   ' }, TOURNAMENT_MESSAGES.nameRequired],
      ['an unknown event type', { eventType: 5 }, null],
      ['an unknown locale type', { localeType: 2 }, null],
      ['an unknown status', { status: 0 }, null],
      [
        'a course that does not exist',
        { courseId: 999_999 },
        'Course 999999 is not a course this player can use',
      ],
    ])('refuses a new tournament with %s (400, nothing saved)', async (_, change, message) => {
      const [tournaments, entries] = [await tournamentCount(), await entryCount()];
      const res = await send('POST', paths.scheduleTournaments(ids.owner), { ...newTournament, ...change });
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().message).toBe(message);
      expect([await tournamentCount(), await entryCount()]).toEqual([tournaments, entries]);
    });

    it("refuses another account's private course", async () => {
      const [course] = await t.db.db
        .insert(schema.courses)
        .values({ name: 'Private Acres', style: 'parkland', isPrivate: true, ownerAccountId: ids.other })
        .returning({ id: schema.courses.id });
      const res = await send('POST', paths.scheduleTournaments(ids.owner), {
        ...newTournament,
        courseId: course!.id,
      });
      expect(res.statusCode).toBe(400);
    });

    it('refuses to create on a schedule the caller may not manage', async () => {
      const before = await tournamentCount();
      expect(
        (await send('POST', paths.scheduleTournaments(ids.owner), newTournament, 'stranger')).statusCode,
      ).toBe(403);
      expect(
        (await send('POST', paths.scheduleTournaments(ids.owner), newTournament, 'anonymous')).statusCode,
      ).toBe(401);
      expect(await tournamentCount()).toBe(before);
    });

    describe('correcting a created tournament', () => {
      const details = (({ status: _s, note: _n, ...d }) => d)(newTournament);
      const created = async () =>
        (await send('POST', paths.scheduleTournaments(ids.owner), newTournament)).json<NewTournamentResult>()
          .tournament.tournamentId;
      const rowOf = async (tournamentId: number) =>
        (await get(paths.schedule(ids.owner)))
          .json<PlayerSchedule>()
          .upcoming.find((r) => r.tournamentId === tournamentId);

      it('lets whoever manages the schedule edit the details; the schedule shows them', async () => {
        const id = await created();
        expect(await rowOf(id)).toMatchObject({ isCreatedHere: true });
        const res = await send('PUT', paths.scheduleTournament(ids.owner, id), {
          ...details,
          name: '  Spring Junior Open (rescheduled) ',
          url: null,
          startDate: '2025-10-17',
          endDate: '2025-10-19',
          isTeamEvent: true,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          tournamentId: id,
          tournamentName: 'Spring Junior Open (rescheduled)',
          tournamentUrl: null,
          startDate: '2025-10-17',
          isTeamEvent: true,
        });
        // The entry (status, note) is untouched.
        expect(await rowOf(id)).toMatchObject({
          tournamentName: 'Spring Junior Open (rescheduled)',
          status: 3,
          note: 'Qualify first',
        });
        await send('PUT', paths.scheduleEditor(ids.owner, ids.member), { canEditSchedule: true });
        const byMember = await send(
          'PUT',
          paths.scheduleTournament(ids.owner, id),
          { ...details, name: 'Spring Open' },
          'member',
        );
        expect(byMember.statusCode).toBe(200);
        await send('PUT', paths.scheduleEditor(ids.owner, ids.member), { canEditSchedule: false });
        await send('DELETE', entryUrl(id), undefined);
      });

      it("refuses the catalogue's tournaments and bad details (nothing changed)", async () => {
        const catalogue = await send('PUT', paths.scheduleTournament(ids.owner, f.summerJunior), details);
        expect(catalogue.statusCode).toBe(403);
        expect(catalogue.json().message).toBe('Only a tournament created on this schedule can be edited');
        expect(await rowOf(f.summerJunior)).toMatchObject({ isCreatedHere: false });
        const id = await created();
        const bad = await send('PUT', paths.scheduleTournament(ids.owner, id), {
          ...details,
          endDate: '2025-10-01',
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe(TOURNAMENT_MESSAGES.endBeforeStart);
        const extra = await send('PUT', paths.scheduleTournament(ids.owner, id), { ...details, status: 1 });
        expect(extra.statusCode).toBe(400);
        expect((await rowOf(id))?.endDate).toBe('2025-10-12');
        expect((await send('PUT', paths.scheduleTournament(ids.owner, 999_999), details)).statusCode).toBe(
          404,
        );
        const byStranger = await send('PUT', paths.scheduleTournament(ids.owner, id), details, 'stranger');
        expect(byStranger.statusCode).toBe(403);
        // Another player's schedule cannot edit it either: it was created on the owner's.
        const elsewhere = await send('PUT', paths.scheduleTournament(ids.other, id), details, 'manager');
        expect(elsewhere.statusCode).toBe(403);
        await send('DELETE', entryUrl(id), undefined);
      });
    });

    it("marks the player's own rounds featured, and no one else's", async () => {
      const url = paths.roundFeatured(ids.owner, ROUND_IDS[0]!);
      const res = await send('PUT', url, { isFeatured: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ roundId: ROUND_IDS[0], isFeatured: true });
      const [row] = await t.db.db
        .select({ isFeatured: schema.rounds.isFeatured })
        .from(schema.rounds)
        .where(eq(schema.rounds.id, ROUND_IDS[0]!));
      expect(row!.isFeatured).toBe(true);
      expect((await send('PUT', url, { isFeatured: false }, 'stranger')).statusCode).toBe(403);
      expect(
        (await send('PUT', paths.roundFeatured(ids.other, ROUND_IDS[0]!), { isFeatured: true }, 'manager'))
          .statusCode,
      ).toBe(404);
      expect((await send('PUT', url, { isFeatured: 'yes' })).statusCode).toBe(400);
      await send('PUT', url, { isFeatured: false });
    });
  });

  describe('editors', () => {
    it('lists the circle with the schedule right and changes it (owner or PM only)', async () => {
      const list = await get(paths.scheduleEditors(ids.owner));
      expect(list.statusCode).toBe(200);
      expect(list.json<ScheduleEditors>().editors).toEqual([
        { accountId: ids.member, playerName: 'member', username: expect.any(String), canEditSchedule: false },
      ]);
      const set = await send(
        'PUT',
        paths.scheduleEditor(ids.owner, ids.member),
        { canEditSchedule: true },
        'manager',
      );
      expect(set.statusCode).toBe(200);
      expect(set.json<ScheduleEditors>().editors[0]!.canEditSchedule).toBe(true);
      // An allowed member manages the schedule, not who else may.
      expect((await get(paths.scheduleEditors(ids.owner), 'member')).statusCode).toBe(403);
      expect(
        (await send('PUT', paths.scheduleEditor(ids.owner, ids.member), { canEditSchedule: false }, 'member'))
          .statusCode,
      ).toBe(403);
      expect((await get(paths.scheduleEditors(ids.owner), 'anonymous')).statusCode).toBe(401);
      const notMember = await send('PUT', paths.scheduleEditor(ids.owner, ids.stranger), {
        canEditSchedule: true,
      });
      expect(notMember.statusCode).toBe(404);
      expect(notMember.json().message).toBe(`Account ${ids.stranger} is not in this player's circle`);
    });
  });

  describe('My Results', () => {
    const results = (body: object, who: Viewer | 'anonymous' = 'owner') =>
      send('POST', paths.scheduleResults(ids.owner), body, who);

    it('resolves the unset threshold to the average score plus 6 in the Score view', async () => {
      // Rounds of the last 12 months: all eight, average 72 + 12/8 = 73.5 → 74; threshold 80.
      const res = await results({
        view: 1,
        timeframe: { timePeriod: 'Months', timeSelectedType: 'FILTER', count: 12 },
        holeCount: 18,
        threshold: -1,
      });
      expect(res.statusCode).toBe(200);
      const r = res.json<ScheduleResults>();
      expect(r.averageScore).toBe(74);
      expect(r.state.threshold).toBe(80);
      expect(r.rounds.map((x) => x.score)).toEqual([70, 71, 72, 73, 74, 75, 76, 77]);
      expect(r.bestMetrics.recordCount).toBe(8);
      expect(r.tournaments.map((x) => x.tournamentName)).toEqual(['Fixture Open']);
      expect(r.historicalMetrics[0]).toMatchObject({ statName: 'Tournament Count', value: 1 });
      expect(r.historicalMetrics[1]).toMatchObject({ statName: 'Best 1 Round Score', value: 70, year: 2025 });
      expect(r.featuredCounts).toEqual({ rounds: 0, tournaments: 1 });
    });

    it('keeps rounds at or under a threshold, lowest first', async () => {
      const r = (
        await results({ view: 1, timeframe: { timePeriod: 'ALL' }, holeCount: 918, threshold: 72 })
      ).json<ScheduleResults>();
      expect(r.state.threshold).toBe(72);
      expect(r.rounds.map((x) => [x.score, x.scoreToPar])).toEqual([
        [70, -2],
        [71, -1],
        [72, 0],
      ]);
      expect(r.rounds[0]).toMatchObject({ tournamentName: 'Fixture Open', courseName: 'Fixture Links' });
    });

    it('lists featured rounds and tournaments in the Featured view', async () => {
      await send('PUT', paths.roundFeatured(ids.owner, ROUND_IDS[3]!), { isFeatured: true });
      const r = (
        await results({ view: 0, timeframe: { timePeriod: 'ALL' }, holeCount: 918, threshold: -1 })
      ).json<ScheduleResults>();
      expect(r.state.threshold).toBe(-1);
      expect(r.rounds.map((x) => x.roundId)).toEqual([ROUND_IDS[3]]);
      expect(r.tournaments).toHaveLength(1);
      expect(r.tournaments[0]).toMatchObject({
        tournamentName: 'Fixture Open',
        note: 'Won it',
        totalScore: 147,
      });
      expect(r.featuredCounts).toEqual({ rounds: 1, tournaments: 1 });
      await send('PUT', paths.roundFeatured(ids.owner, ROUND_IDS[3]!), { isFeatured: false });
    });

    it.each([
      ['a threshold that is not a number', { threshold: 'abc' }],
      ['a threshold below −1', { threshold: -2 }],
      ['an unknown hole count', { holeCount: 27 }],
      ['an unknown view', { view: 2 }],
      [
        'dates with the end before the start',
        {
          timeframe: {
            timePeriod: 'Months',
            timeSelectedType: 'DATE',
            startDate: '2025-05-01',
            endDate: '2025-04-01',
          },
        },
      ],
      [
        'a day that does not exist',
        {
          timeframe: {
            timePeriod: 'Months',
            timeSelectedType: 'DATE',
            startDate: '2025-02-29',
            endDate: '2025-04-01',
          },
        },
      ],
    ])('answers 400 for %s', async (_, change) => {
      const res = await results({
        view: 1,
        timeframe: { timePeriod: 'ALL' },
        holeCount: 18,
        threshold: 0,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });

    it('follows the schedule feature for visitors', async () => {
      const body = { view: 1, timeframe: { timePeriod: 'ALL' }, holeCount: 18, threshold: 0 };
      expect((await results(body, 'anonymous')).statusCode).toBe(200);
      await setWebsiteSettings(t, ids.owner, [
        { featureId: SCHEDULE_FEATURE, isPublic: false, isPhoneVerified: true },
      ]);
      expect((await results(body, 'anonymous')).statusCode).toBe(403);
      expect((await results(body, 'member')).statusCode).toBe(200);
    });
  });
});
