import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  STANDARD_LEVELS,
  computeOverview,
  computeStats,
  deriveHoleFeatures,
  levelStandardValues,
  standardValuesOf,
  type RoundInput,
} from '@linksight/golf-core';
import { apiPaths, type OverviewGroupRequest, type RoundFilterBody } from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { insertRounds } from '../src/repositories/rounds-writer';
import { createDatasetCache } from '../src/services/analytics/player-dataset';
import { computeOverviewGroup } from '../src/services/analytics/overviews';
import { PLAYER_UNAVAILABLE } from '../src/services/access/player-access';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, setWebsiteSettings } from './player-fixtures';
import { PARS, insertFixtureCourse, makeRound, type RoundSpec } from './round-fixtures';

const paths = apiPaths.players;

describe.each(testDatabases)('player analytics API on %s', (kind) => {
  let t: TestApp;
  const ids = { owner: 0, member: 0, manager: 0, stranger: 0, other: 0, course: 0, tournament: 0 };
  let inputs: Record<'latest' | 'tournament' | 'practice' | 'nine' | 'inProgress' | 'foreign', RoundInput>;
  const tokens: Partial<Record<'owner' | 'member' | 'manager' | 'stranger', string>> = {};

  const setSettings = (settings: { featureId: number; isPublic: boolean }[]) =>
    setWebsiteSettings(t, ids.owner, settings);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const people = await insertPeople(t);
    Object.assign(ids, people.ids);
    Object.assign(tokens, people.tokens);
    const { courseId, teeId } = await insertFixtureCourse(t);
    ids.course = courseId;
    const [tournament] = await t.db.db
      .insert(schema.tournaments)
      .values({
        name: 'Fixture Open',
        eventType: 3,
        localeType: 1,
        startDate: '2025-04-30',
        endDate: '2025-05-01',
      })
      .returning({ id: schema.tournaments.id });
    ids.tournament = tournament!.id;
    const own = (spec: Omit<RoundSpec, 'accountId'>) =>
      makeRound({ ...spec, accountId: ids.owner }, ids.course);
    inputs = {
      inProgress: own({
        id: 9005,
        playedAt: '2025-05-12T08:00:00.000Z',
        holeCount: 18,
        isCompleted: false,
        seed: 2,
      }),
      latest: own({ id: 9004, playedAt: '2025-05-10T08:00:00.000Z', holeCount: 18, seed: 1 }),
      tournament: own({
        id: 9003,
        playedAt: '2025-05-01T08:00:00.000Z',
        holeCount: 18,
        roundType: 3,
        tournamentId: ids.tournament,
        seed: 0,
      }),
      practice: own({ id: 9002, playedAt: '2025-04-01T08:00:00.000Z', holeCount: 18, seed: 2 }),
      nine: own({ id: 9001, playedAt: '2025-03-01T08:00:00.000Z', holeCount: 9, seed: 1 }),
      foreign: makeRound(
        { id: 9100, accountId: ids.other, playedAt: '2025-05-02T08:00:00.000Z', holeCount: 18, seed: 0 },
        ids.course,
      ),
    };
    await t.db.db.transaction((tx) => insertRounds(tx, Object.values(inputs), { teeIdOf: () => teeId }));
    await t.db.db.insert(schema.roundTargets).values([
      { roundId: 9004, roundHoleNumber: 1, shotNumber: 2, latitude: 40.001, longitude: -75 },
      { roundId: 9004, roundHoleNumber: 1, shotNumber: 1, latitude: 40.002, longitude: -75 },
      { roundId: 9004, roundHoleNumber: 2, shotNumber: 3, latitude: 40.003, longitude: -75 },
    ]);
  });
  afterAll(() => closeQuietly(t));
  afterEach(async () => {
    vi.restoreAllMocks();
    await setSettings([]);
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    who?: 'owner' | 'member' | 'manager' | 'stranger',
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    });

  const features = (...rounds: RoundInput[]) => rounds.flatMap((r) => deriveHoleFeatures(r));
  /** A filter of these rounds; null: no round list, every round of the hole count. */
  const filter = (filterName: string, golfRoundIds: number[] | null, holeCount = 18): RoundFilterBody => ({
    filterName,
    ...(golfRoundIds === null ? {} : { golfRoundIds }),
    holeCount,
  });
  /** What the API answers must equal golf-core on the same input, after a JSON round trip. */
  const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  it('counts completed 18- and 9-hole rounds only', async () => {
    const res = await call('GET', paths.completedRoundsCount(ids.owner), undefined, 'owner');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eighteenHole: 3, nineHole: 1 });
  });

  it('lists histories with rounds newest first, tournaments and courses', async () => {
    const res = await call('GET', paths.histories(ids.owner));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rounds.map((r: { id: number }) => r.id)).toEqual([9005, 9004, 9003, 9002, 9001]);
    const tournamentRound = body.rounds.find((r: { id: number }) => r.id === 9003);
    const holes = inputs.tournament.holes;
    expect(tournamentRound).toMatchObject({
      label: 'Fixture Open R1',
      type: 'Tournament',
      score: holes.reduce((s, h) => s + (h.score ?? 0), 0),
      par: holes.reduce((s, h) => s + h.par, 0),
      courseLength: holes.reduce((s, h) => s + h.lengthYards!, 0),
      tournamentId: ids.tournament,
      golfCourseId: ids.course,
      golfRoundId: 9003,
      date: '2025-05-01T08:00:00.000Z',
    });
    expect(body.tournaments).toEqual([{ id: ids.tournament, name: 'Fixture Open' }]);
    expect(body.courses).toEqual([{ id: ids.course, name: 'Fixture Links' }]);
  });

  it('lists the benchmark levels', async () => {
    const res = await call('GET', paths.standards(ids.owner));
    expect(res.json()).toEqual({ levels: STANDARD_LEVELS.map((l) => ({ id: l.id, label: l.name })) });
  });

  it('computes an overview group as golf-core does, deduplicating names and skipping hidden filters', async () => {
    const request: OverviewGroupRequest = {
      groupName: 'Recent',
      roundFilters: [
        filter('Recent', [9004, 9003]),
        filter('Recent', [9002]),
        { ...filter('Hidden', [9002]), startHidden: true },
        filter('Nothing', [9001]),
      ],
      standardsFilter: { level: 'scratch' },
    };
    const res = await call('POST', paths.overviewGroup(ids.owner), request, 'owner');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.groupName).toBe('Recent');
    expect(Object.keys(body.overviews)).toEqual(['Recent', 'Recent (2)', 'Nothing']);
    const expected = computeOverview(
      features(inputs.latest, inputs.tournament),
      levelStandardValues('scratch'),
    );
    expect(body.overviews.Recent.performanceStats.stats).toEqual(json(expected.stats));
    expect(body.overviews.Recent.performanceStats.byCategory.data).toEqual(json(expected.byCategory));
    expect(body.overviews.Recent.performanceStats.golfRoundIds).toEqual([9004, 9003]);
    expect(body.overviews.Recent.strengthWeaknessResponse).toEqual(
      json({ strengths: expected.strengths, weaknesses: expected.weaknesses }),
    );
    const second = computeOverview(features(inputs.practice), levelStandardValues('scratch'));
    expect(body.overviews['Recent (2)'].performanceStats.stats).toEqual(json(second.stats));
    // The 9-hole round is not in an 18-hole filter: every stat lacks a performance (no-data).
    expect(body.overviews.Nothing.performanceStats.golfRoundIds).toEqual([]);
    expect(
      body.overviews.Nothing.performanceStats.stats.every(
        (s: { performance: { raw: unknown } }) => s.performance.raw === null,
      ),
    ).toBe(true);
  });

  it('applies the header hole count and a round-filter standard', async () => {
    const request: OverviewGroupRequest = {
      groupName: 'Mixed',
      // No round list: every round of the hole count. An empty list is a quick set that picked none.
      roundFilters: [filter('All', null, 18), filter('Picked none', [], 18)],
      standardsFilter: { roundFilter: filter('Practice', [9002], 18) },
      holeCount: 918,
    };
    const res = await call('POST', paths.overviewGroup(ids.owner), request, 'owner');
    expect(res.statusCode).toBe(200);
    const all = res.json().overviews.All.performanceStats;
    expect(all.golfRoundIds).toEqual([9004, 9003, 9002, 9001]);
    const none = res.json().overviews['Picked none'].performanceStats;
    expect(none.golfRoundIds).toEqual([]);
    expect(none.stats.every((s: { performance: { raw: unknown } }) => s.performance.raw === null)).toBe(true);
    const standard = standardValuesOf(computeStats(features(inputs.practice)));
    const expected = computeOverview(
      features(inputs.latest, inputs.tournament, inputs.practice, inputs.nine),
      standard,
    );
    expect(all.stats).toEqual(json(expected.stats));
  });

  it('answers single-filter performance stats and strengths/weaknesses', async () => {
    const body = { roundsFilter: filter('Latest', [9004]), standardsFilter: { level: 'hcp-10' } };
    const expected = computeOverview(features(inputs.latest), levelStandardValues('hcp-10'));
    const stats = await call('POST', paths.performanceStats(ids.owner), body);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().stats).toEqual(json(expected.stats));
    const sw = await call('POST', paths.strengthWeakness(ids.owner), body);
    expect(sw.json()).toEqual(json({ strengths: expected.strengths, weaknesses: expected.weaknesses }));
  });

  it('builds the catalog groups from completed rounds of the hole count', async () => {
    vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date('2025-05-20T00:00:00Z'));
    const res = await call('GET', paths.overviewGroups(ids.owner, 'Player Performance', 18));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.defaultGroupName).toBe('Recent Performance');
    const recent = body.groups.find((g: { groupName: string }) => g.groupName === 'Recent Performance');
    expect(recent.overviews[0]).toMatchObject({
      filterName: 'Last 6 Rounds',
      golfRoundIds: [9004, 9003, 9002],
      holeCount: 18,
    });
    expect(recent.overviews[1]).toMatchObject({ filterName: 'Last 3 Tournaments', golfRoundIds: [9003] });
  });

  it('selects rounds by filter, newest first, in-progress rounds only when asked', async () => {
    const res = await call('POST', paths.roundsByFilter(ids.owner), { filter: filter('All', null, 918) });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      golfRoundID: 9004,
      dateAndTime: '2025-05-10T08:00:00.000Z',
      label: 'Fixture Links',
      roundTypeId: 1,
      roundNumber: 1,
      date: '2025-05-10',
    });
    const idsRes = await call('POST', paths.selectedRoundIds(ids.owner), {
      filter: filter('All', null, 918),
    });
    expect(idsRes.json()).toEqual([9004, 9003, 9002, 9001]);
    const withOpen = await call('POST', paths.selectedRoundIds(ids.owner), {
      filter: { ...filter('Nine', null, 9) },
    });
    expect(withOpen.json()).toEqual([9001]);
    const inProgress = await call('POST', paths.selectedRoundIds(ids.owner), {
      filter: {
        ...filter('Open', null, 18),
        inProgressRounds: true,
        timeframe: { period: 'last', count: 2, unit: 'rounds' },
      },
    });
    expect(inProgress.json()).toEqual([9005, 9004]);
  });

  it('answers hole coordinates with holes, shots and stat flags', async () => {
    const res = await call('POST', paths.holeCoordinates(ids.owner), { golfRoundIds: [9003, 9001] });
    expect(res.statusCode).toBe(200);
    const { rounds } = res.json();
    expect(rounds.map((r: { golfRoundId: number }) => r.golfRoundId)).toEqual([9003, 9001]);
    const round = rounds[0];
    expect(round).toMatchObject({
      golfCourseName: 'Fixture Links',
      tournamentName: 'Fixture Open',
      golfCourseId: ids.course,
    });
    expect(round.holes).toHaveLength(18);
    const input = inputs.tournament.holes[0]!;
    const derived = deriveHoleFeatures(inputs.tournament)[0]!;
    const hole = round.holes[0];
    expect(hole.coordinates).toEqual({
      tee: { latitude: input.tee!.lat, longitude: input.tee!.lng },
      pin: { latitude: input.pin!.lat, longitude: input.pin!.lng },
    });
    expect(hole.shots.map((s: { type: string }) => s.type)).toEqual(
      input.shots.map((s) =>
        s.startLie === 'green' ? 'Putt' : s.startLie[0]!.toUpperCase() + s.startLie.slice(1),
      ),
    );
    expect(hole.shots[0]).toMatchObject({
      shotNumber: 1,
      startLatitude: input.shots[0]!.start.lat,
      endLongitude: input.shots[0]!.end.lng,
    });
    expect(hole.stats).toEqual({
      fairwayHit: derived.fairwayHit,
      fairwayMissed: derived.fairwayMissed,
      madeGreenInRegulation: derived.madeGreenInRegulation,
      madeUpDown: derived.madeUpDown,
      missedUpDown: derived.missedUpDown,
      puttCount: derived.puttCount,
    });
  });

  it('answers hole stats as golf-core derives them', async () => {
    const res = await call('POST', paths.holeStats(ids.owner), { golfRoundIds: [9001] });
    expect(res.statusCode).toBe(200);
    expect(res.json().holes).toEqual(json(deriveHoleFeatures(inputs.nine)));
  });

  it('answers course details with shapes, pars and tee yardages', async () => {
    const res = await call('POST', paths.courseDetails(ids.owner), { golfCourseIds: [ids.course] });
    expect(res.statusCode).toBe(200);
    const [course] = res.json().courses;
    expect(course.holes).toHaveLength(18);
    expect(course.holes[0]).toMatchObject({
      holeNumber: 1,
      perimeter: [{ points: '-75 40, -74.99 40' }],
      green: [{ points: '-75 40.003, -74.999 40.003' }],
      teeboxcenter: [{ points: '-75 40' }],
      geojson: { type: 'FeatureCollection', features: [] },
    });
    expect(course.menScorecardList).toEqual([{ parHole: PARS }]);
    expect(course.teesList).toEqual([
      { teeName: 'Blue', ydsHole: PARS.map((p) => (p === 3 ? 170 : p === 4 ? 400 : 520)) },
    ]);
  });

  it('answers round targets sorted by shotNumber', async () => {
    const res = await call('GET', paths.roundTargets(ids.owner, 9004));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { shotNumber: number }) => x.shotNumber)).toEqual([1, 2, 3]);
    const none = await call('GET', paths.roundTargets(ids.owner, 9003));
    expect(none.json()).toEqual([]);
  });

  describe('bad input answers 4xx with a clear message', () => {
    const expectError = async (res: Awaited<ReturnType<typeof call>>, status: number, message: RegExp) => {
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(typeof body.code).toBe('string');
      expect(body.message).toMatch(message);
    };

    it('rejects an empty rounds list', async () => {
      await expectError(
        await call('POST', paths.holeCoordinates(ids.owner), { golfRoundIds: [] }),
        400,
        /^Cannot set empty rounds list$/,
      );
      await expectError(
        await call('POST', paths.holeStats(ids.owner), { golfRoundIds: [] }),
        400,
        /^Cannot set empty rounds list$/,
      );
    });

    it("rejects another player's rounds", async () => {
      const message = new RegExp(`Round 9100 is not a round of player ${ids.owner}`);
      await expectError(
        await call('POST', paths.holeCoordinates(ids.owner), { golfRoundIds: [9004, 9100] }),
        400,
        message,
      );
      await expectError(
        await call('POST', paths.holeStats(ids.owner), { golfRoundIds: [9100] }),
        400,
        message,
      );
      await expectError(
        await call('POST', paths.overviewGroup(ids.owner), {
          groupName: 'G',
          roundFilters: [filter('Mine', [9004]), filter('Theirs', [9100])],
          standardsFilter: { level: 'scratch' },
        }),
        400,
        message,
      );
      await expectError(
        await call('POST', paths.selectedRoundIds(ids.owner), { filter: filter('x', [9100]) }),
        400,
        message,
      );
      await expectError(
        await call('POST', paths.roundsByFilter(ids.owner), {
          filter: { ...filter('x', null), accountId: ids.other },
        }),
        400,
        /names another player/,
      );
      await expectError(await call('GET', paths.roundTargets(ids.owner, 9100)), 404, /not a round of player/);
      await expectError(
        await call('POST', paths.courseDetails(ids.stranger), { golfCourseIds: [ids.course] }),
        400,
        /not courses of player/,
      );
    });

    it('rejects hole counts other than 9, 18 and 918', async () => {
      await expectError(
        await call('POST', paths.selectedRoundIds(ids.owner), { filter: filter('x', null, 27) }),
        400,
        /^Invalid hole count value$/,
      );
      await expectError(
        await call('POST', paths.overviewGroup(ids.owner), {
          groupName: 'G',
          roundFilters: [filter('a', null)],
          standardsFilter: { level: 'scratch' },
          holeCount: 10,
        }),
        400,
        /^Invalid hole count value$/,
      );
      await expectError(
        await call('GET', `${paths.overviewGroups(ids.owner, 'Assessment')}&holeCount=36`),
        400,
        /^Invalid hole count value$/,
      );
    });

    it('rejects unknown standards, bad dates and malformed bodies', async () => {
      await expectError(
        await call('POST', paths.performanceStats(ids.owner), {
          roundsFilter: filter('a', null),
          standardsFilter: { level: 'tour-pro' },
        }),
        400,
        /Unknown standard "tour-pro"/,
      );
      await expectError(
        await call('POST', paths.performanceStats(ids.owner), {
          roundsFilter: { ...filter('a', null), dateRange: { min: 'yesterday', max: null } },
          standardsFilter: { level: 'scratch' },
        }),
        400,
        /invalid date/,
      );
      await expectError(
        await call('POST', paths.overviewGroup(ids.owner), { groupName: 'G' }),
        400,
        /Invalid body/,
      );
      await expectError(await call('GET', paths.histories(999999)), 404, new RegExp(PLAYER_UNAVAILABLE));
    });
  });

  describe('authorisation (spec 2 §6)', () => {
    const viewers = ['owner', 'member', 'manager', 'stranger', undefined] as const;
    const overview = (who: (typeof viewers)[number]) =>
      call(
        'POST',
        paths.overviewGroup(ids.owner),
        { groupName: 'G', roundFilters: [filter('a', [9004])], standardsFilter: { level: 'scratch' } },
        who,
      );
    const map = (who: (typeof viewers)[number]) =>
      call('POST', paths.holeCoordinates(ids.owner), { golfRoundIds: [9004] }, who);
    const statusesOf = async (request: (who: (typeof viewers)[number]) => ReturnType<typeof call>) => {
      const statuses: number[] = [];
      for (const who of viewers) statuses.push((await request(who)).statusCode);
      return statuses;
    };

    it('lets everyone see a public site without settings', async () => {
      expect(await statusesOf(overview)).toEqual([200, 200, 200, 200, 200]);
      expect(await statusesOf(map)).toEqual([200, 200, 200, 200, 200]);
    });

    it('hides a private website from strangers and anonymous visitors as if missing', async () => {
      await setSettings([{ featureId: 88, isPublic: false }]);
      expect(await statusesOf(overview)).toEqual([200, 200, 200, 404, 404]);
      expect(await statusesOf(map)).toEqual([200, 200, 200, 404, 404]);
      const res = await overview('stranger');
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PLAYER_UNAVAILABLE });
    });

    it('answers 403 for a disabled feature on a public website', async () => {
      await setSettings([
        { featureId: 88, isPublic: true },
        { featureId: 59, isPublic: false },
        { featureId: 89, isPublic: false },
        { featureId: 86, isPublic: false },
      ]);
      expect(await statusesOf(overview)).toEqual([200, 200, 200, 403, 403]);
      expect(await statusesOf(map)).toEqual([200, 200, 200, 403, 403]);
    });

    it('serves overviews when either data-analysis or summary is public, and maps only with my-rounds', async () => {
      await setSettings([
        { featureId: 59, isPublic: false },
        { featureId: 89, isPublic: true },
        { featureId: 86, isPublic: false },
      ]);
      expect((await overview(undefined)).statusCode).toBe(200);
      expect((await map(undefined)).statusCode).toBe(403);
      expect((await call('GET', paths.roundTargets(ids.owner, 9004))).statusCode).toBe(403);
      expect(
        (await call('POST', paths.courseDetails(ids.owner), { golfCourseIds: [ids.course] })).statusCode,
      ).toBe(403);
    });

    it('answers 401 to a rejected bearer token instead of treating it as anonymous', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: paths.histories(ids.owner),
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  it('reloads the data when the player gets a new round', async () => {
    const before = await call('POST', paths.selectedRoundIds(ids.other), {
      filter: filter('All', null, 918),
    });
    expect(before.json()).toEqual([9100]);
    const extra = makeRound(
      { id: 9101, accountId: ids.other, playedAt: '2025-05-03T08:00:00.000Z', holeCount: 9, seed: 1 },
      ids.course,
    );
    await t.db.db.transaction((tx) => insertRounds(tx, [extra], { teeIdOf: () => null }));
    const after = await call('POST', paths.selectedRoundIds(ids.other), { filter: filter('All', null, 918) });
    expect(after.json()).toEqual([9101, 9100]);
  });

  it('answers a repeated overview group with the remembered bytes until the data changes', async () => {
    const request: OverviewGroupRequest = {
      groupName: 'Everything',
      roundFilters: [filter('All', null, 918)],
      standardsFilter: { level: 'scratch' },
    };
    const first = await call('POST', paths.overviewGroup(ids.other), request);
    const again = await call('POST', paths.overviewGroup(ids.other), request);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    const roundIds = (res: typeof first) =>
      res.json().overviews.All.performanceStats.golfRoundIds as number[];
    expect(roundIds(first)).not.toContain(9102);
    const extra = makeRound(
      { id: 9102, accountId: ids.other, playedAt: '2025-05-04T08:00:00.000Z', holeCount: 18, seed: 2 },
      ids.course,
    );
    await t.db.db.transaction((tx) => insertRounds(tx, [extra], { teeIdOf: () => null }));
    const after = await call('POST', paths.overviewGroup(ids.other), request);
    expect(roundIds(after)[0]).toBe(9102);
  });

  it('keeps computing the other overviews when one filter fails', async () => {
    const gate = await t.app.repos.playerAnalytics.findGate(ids.owner, null);
    const dataset = await createDatasetCache().get(t.app.repos.playerAnalytics, gate!);
    let calls = 0;
    const failed: string[] = [];
    const result = computeOverviewGroup(
      dataset,
      {
        groupName: 'G',
        roundFilters: [filter('Broken', [9004]), filter('Fine', [9003])],
        standardsFilter: { level: 'scratch' },
      },
      {
        compute: (holes, standard) => {
          if (calls++ === 0) throw new Error('boom');
          return computeOverview(holes, standard);
        },
        onFilterError: (name) => failed.push(name),
      },
    );
    expect(result.overviews.Broken).toEqual({ error: 'Unable to load performance stats for Broken' });
    expect(result.overviews.Fine).toHaveProperty('performanceStats');
    expect(failed).toEqual(['Broken']);
  });
});
