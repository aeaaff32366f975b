import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUNDS_GRID_PAGE_SIZE,
  deriveHoleFeatures,
  roundAverages,
  roundsGridRow,
  type HoleInput,
  type Lie,
  type RoundInput,
  type ShotInput,
} from '@linksight/golf-core';
import { apiPaths, type RoundsTableRequest, type RoundsTableRow } from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { insertRounds } from '../src/repositories/rounds-writer';
import { PLAYER_UNAVAILABLE } from '../src/services/access/player-access';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, setWebsiteSettings } from './player-fixtures';

const PARS: (3 | 4 | 5)[] = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5];
const COURSE = 'Grid Links';
const TOURNAMENTS = [
  { name: 'Grid Open', url: 'gridopen.example.com/2025' },
  { name: 'Grid Invitational', url: null },
] as const;

/** A seeded hole: tee shot, approach(es), maybe a chip, then one or two putts, so rounds differ in every column. */
function makeHole(n: number, par: 3 | 4 | 5, seed: number): HoleInput {
  let state = (seed * 7919 + n * 104729) >>> 0 || 1;
  const rand = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const length = par === 3 ? 150 + Math.round(rand() * 50) : par === 4 ? 380 : 520;
  const point = { lat: 40 + n * 0.01, lng: -75 };
  const shots: ShotInput[] = [];
  let distance = length;
  let lie: Lie = 'tee';
  const add = (endLie: Lie, after: number) => {
    shots.push({
      shotNumber: shots.length + 1,
      start: point,
      end: point,
      startLie: lie,
      endLie,
      distanceToPinBeforeYards: distance,
      distanceToPinAfterYards: after,
      penaltyStrokes: 0,
    });
    lie = endLie;
    distance = after;
  };
  if (par > 3) add(rand() < 0.55 ? 'fairway' : 'rough', par === 4 ? 140 : 250);
  if (par === 5) add('fairway', 90);
  const isGreenHit = rand() < 0.6;
  add(isGreenHit ? 'green' : 'sand', isGreenHit ? 3 + Math.round(rand() * 12) : 8 + Math.round(rand() * 10));
  if (!isGreenHit) add('green', 1 + Math.round(rand() * 4));
  if (rand() < 0.3) add('hole', 0);
  else {
    add('green', 0.5);
    add('hole', 0);
  }
  return {
    roundHoleNumber: n,
    courseHoleNumber: n,
    par,
    strokeIndex: n,
    lengthYards: length,
    score: shots.length,
    putts: shots.filter((s) => s.startLie === 'green').length,
    fairway: par === 3 ? null : shots[0]!.endLie === 'fairway' ? 'hit' : 'left',
    tee: point,
    pin: point,
    isExcluded: false,
    shots,
  };
}

function makeRound(
  id: number,
  accountId: number,
  courseId: number,
  playedAt: string,
  holeCount: 9 | 18,
  tournament: { id: number; name: string } | null = null,
): RoundInput {
  return {
    id,
    accountId,
    playedAt,
    courseId,
    courseName: COURSE,
    teeName: 'Blue',
    courseRating: 72,
    slope: 130,
    coursePar: 72,
    holeCount,
    roundType: tournament ? 3 : 1,
    roundNumber: 1,
    tournamentId: tournament?.id ?? null,
    tournamentName: tournament?.name ?? null,
    isSimulator: false,
    isCompleted: true,
    holes: PARS.slice(0, holeCount).map((par, i) => makeHole(i + 1, par, id)),
  };
}

describe.each(testDatabases)('rounds table API on %s (spec 3 §7 Rounds table)', (kind) => {
  let t: TestApp;
  const ids = { owner: 0, member: 0, manager: 0, stranger: 0, other: 0, course: 0 };
  const tournamentIds: number[] = [];
  const tokens: Partial<Record<'owner' | 'member' | 'manager' | 'stranger', string>> = {};
  /** The owner's 18-hole rounds, newest first; 9-hole rounds; another player's round. */
  let eighteens: RoundInput[];
  let nines: RoundInput[];
  let foreign: RoundInput;

  const setSettings = (settings: { featureId: number; isPublic: boolean }[]) =>
    setWebsiteSettings(t, ids.owner, settings);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const people = await insertPeople(t);
    Object.assign(ids, people.ids);
    Object.assign(tokens, people.tokens);
    const [course] = await t.db.db
      .insert(schema.courses)
      .values({ name: COURSE, style: 'links', latitude: 40, longitude: -75, perimeterPoints: '-75 40' })
      .returning({ id: schema.courses.id });
    ids.course = course!.id;
    for (const tournament of TOURNAMENTS) {
      const [row] = await t.db.db
        .insert(schema.tournaments)
        .values({
          ...tournament,
          eventType: 3,
          localeType: 1,
          startDate: '2025-01-01',
          endDate: '2025-12-31',
        })
        .returning({ id: schema.tournaments.id });
      tournamentIds.push(row!.id);
    }
    const tournamentOf = (i: number) =>
      i === 1 || i === 4
        ? { id: tournamentIds[0]!, name: TOURNAMENTS[0].name }
        : i === 7
          ? { id: tournamentIds[1]!, name: TOURNAMENTS[1].name }
          : null;
    // 12 eighteen-hole rounds, one per day of May 2025, newest first (ids descending with the date).
    eighteens = Array.from({ length: 12 }, (_, i) =>
      makeRound(
        9312 - i,
        ids.owner,
        ids.course,
        `2025-05-${String(28 - i).padStart(2, '0')}T08:00:00.000Z`,
        18,
        tournamentOf(i),
      ),
    );
    nines = [
      makeRound(9402, ids.owner, ids.course, '2025-05-30T08:00:00.000Z', 9),
      makeRound(9401, ids.owner, ids.course, '2025-04-02T08:00:00.000Z', 9, {
        id: tournamentIds[0]!,
        name: TOURNAMENTS[0].name,
      }),
    ];
    foreign = makeRound(9500, ids.other, ids.course, '2025-05-15T08:00:00.000Z', 18);
    await t.db.db.transaction((tx) =>
      insertRounds(tx, [...eighteens, ...nines, foreign], { teeIdOf: () => null }),
    );
  });
  afterAll(() => closeQuietly(t));
  afterEach(() => setSettings([]));

  type Viewer = 'owner' | 'member' | 'manager' | 'stranger' | 'anonymous';
  type Ask = { as?: Viewer; accountId?: number };
  /** The owner asks unless `as` names another viewer; `anonymous` sends no token. */
  const post = (payload: unknown, { as: who = 'owner', accountId = ids.owner }: Ask = {}) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.players.roundsTable(accountId),
      payload: payload as Record<string, unknown>,
      headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` },
    });
  const request = (roundIds: number[], holeCount: number, more: Partial<RoundsTableRequest> = {}) => ({
    roundIds,
    holeCount,
    ...more,
  });
  const idsOf = (rounds: readonly RoundInput[]) => rounds.map((r) => r.id);

  /** golf-core's row for a fixture round, as the API should answer it (JSON round trip). */
  function expectedRow(input: RoundInput): RoundsTableRow {
    const url = TOURNAMENTS.find((x) => x.name === input.tournamentName)?.url ?? null;
    const row = roundsGridRow({
      startDate: input.playedAt,
      tournament: input.tournamentName,
      tournamentURL: url,
      course: COURSE,
      yards: input.holes.reduce((s, h) => s + h.lengthYards!, 0),
      isCompleted: input.isCompleted,
      holes: deriveHoleFeatures(input),
    });
    return JSON.parse(JSON.stringify({ golfRoundId: input.id, ...row })) as RoundsTableRow;
  }

  it('answers the first page of rows as golf-core computes them, newest first, with averages of all rounds', async () => {
    // Request order is not display order: the grid is newest first.
    const res = await post(request([...idsOf(eighteens)].reverse(), 18));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(12);
    expect(body.page).toBe(0);
    expect(body.pageSize).toBe(ROUNDS_GRID_PAGE_SIZE);
    expect(body.rows).toEqual(eighteens.slice(0, 10).map(expectedRow));
    expect(body.averages).toEqual(roundAverages(eighteens.map(expectedRow)));
    // The fixture varies: averages are not all whole numbers, so rounding per column is exercised.
    expect(new Set(body.rows.map((r: RoundsTableRow) => r.score)).size).toBeGreaterThan(3);
  });

  it('prefixes tournament links with https:// and leaves rounds without a tournament page unlinked', async () => {
    const res = await post(request(idsOf(eighteens.slice(0, 8)), 18));
    const rows: RoundsTableRow[] = res.json().rows;
    expect(rows[1]).toMatchObject({
      tournament: 'Grid Open',
      tournamentURL: 'https://gridopen.example.com/2025',
    });
    expect(rows[7]).toMatchObject({ tournament: 'Grid Invitational', tournamentURL: null });
    expect(rows[0]).toMatchObject({ tournament: null, tournamentURL: null, course: COURSE });
  });

  it('pages by 10: the second page holds the rest, later pages are empty, averages stay those of all rounds', async () => {
    const all = idsOf(eighteens);
    const second = (await post(request(all, 18, { page: 1 }))).json();
    expect(second.rows).toEqual(eighteens.slice(10).map(expectedRow));
    expect(second).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(second.averages).toEqual(roundAverages(eighteens.map(expectedRow)));
    const beyond = (await post(request(all, 18, { page: 2 }))).json();
    expect(beyond).toMatchObject({ rows: [], total: 12, page: 2 });
    const small = (await post(request(all, 18, { page: 2, pageSize: 5 }))).json();
    expect(small.rows.map((r: RoundsTableRow) => r.golfRoundId)).toEqual(idsOf(eighteens.slice(10)));
    const tooLarge = await post(request(all, 18, { pageSize: 101 }));
    expect(tooLarge.statusCode).toBe(400);
  });

  it('keeps only rounds of the hole count: 9-hole rounds are not in an 18-hole table and vice versa', async () => {
    const mixed = [...idsOf(nines), ...idsOf(eighteens.slice(0, 3))];
    const eighteen = (await post(request(mixed, 18))).json();
    expect(eighteen.rows.map((r: RoundsTableRow) => r.golfRoundId)).toEqual(idsOf(eighteens.slice(0, 3)));
    expect(eighteen.total).toBe(3);
    const nine = (await post(request(mixed, 9))).json();
    expect(nine.rows).toEqual(nines.map(expectedRow));
    expect(nine.averages).toEqual(roundAverages(nines.map(expectedRow)));
    // A selection with no round of the hole count is an empty table, not an error.
    const none = await post(request(idsOf(eighteens), 9));
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ rows: [], total: 0 });
    expect(Object.values(none.json().averages).every((v) => v === null)).toBe(true);
  });

  it('counts a round listed twice once', async () => {
    const id = eighteens[0]!.id;
    const body = (await post(request([id, id], 18))).json();
    expect(body.total).toBe(1);
    expect(body.rows).toEqual([expectedRow(eighteens[0]!)]);
  });

  describe('bad input answers 4xx with the spec message', () => {
    const expectError = async (res: Awaited<ReturnType<typeof post>>, status: number, message: RegExp) => {
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(typeof body.code).toBe('string');
      expect(body.message).toMatch(message);
    };

    it('rejects an empty rounds list', async () => {
      await expectError(await post(request([], 18)), 400, /^Cannot set empty rounds list$/);
    });

    it('rejects hole counts other than 9 and 18, including 918 (all holes)', async () => {
      for (const holeCount of [918, 27, 0, -18])
        await expectError(
          await post(request(idsOf(eighteens), holeCount)),
          400,
          /^Invalid hole count value$/,
        );
    });

    it("rejects another player's round and unknown rounds", async () => {
      await expectError(
        await post(request([eighteens[0]!.id, foreign.id], 18)),
        400,
        new RegExp(`^Round ${foreign.id} is not a round of player ${ids.owner}$`),
      );
      await expectError(
        await post(request([foreign.id, 99999], 18)),
        400,
        new RegExp(`^Rounds ${foreign.id}, 99999 are not rounds of player ${ids.owner}$`),
      );
    });

    it('rejects a malformed body', async () => {
      await expectError(await post({ holeCount: 18 }), 400, /Invalid body/);
      await expectError(await post(request([eighteens[0]!.id], 18, { page: -1 })), 400, /Invalid body/);
    });
  });

  describe('authorisation (spec 2 §6), as the other round-list calls', () => {
    const viewers: Viewer[] = ['owner', 'member', 'manager', 'stranger', 'anonymous'];
    const statuses = async () => {
      const result: number[] = [];
      for (const who of viewers)
        result.push((await post(request([eighteens[0]!.id], 18), { as: who })).statusCode);
      return result;
    };

    it('lets everyone see a public site without settings', async () => {
      expect(await statuses()).toEqual([200, 200, 200, 200, 200]);
    });

    it('hides a private website from strangers and anonymous visitors as if missing', async () => {
      await setSettings([{ featureId: 88, isPublic: false }]);
      expect(await statuses()).toEqual([200, 200, 200, 404, 404]);
      const res = await post(request([eighteens[0]!.id], 18), { as: 'stranger' });
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PLAYER_UNAVAILABLE });
    });

    it('answers 403 when neither the dashboard nor My Rounds is public, 200 when one of them is', async () => {
      await setSettings([
        { featureId: 88, isPublic: true },
        { featureId: 59, isPublic: false },
        { featureId: 89, isPublic: false },
        { featureId: 86, isPublic: false },
      ]);
      expect(await statuses()).toEqual([200, 200, 200, 403, 403]);
      await setSettings([
        { featureId: 59, isPublic: false },
        { featureId: 89, isPublic: false },
        { featureId: 86, isPublic: true },
      ]);
      expect(await statuses()).toEqual([200, 200, 200, 200, 200]);
    });

    it('answers 404 for a missing player and 401 to a rejected bearer token', async () => {
      const missing = await post(request([eighteens[0]!.id], 18), { accountId: 999999 });
      expect(missing.statusCode).toBe(404);
      const rejected = await t.app.inject({
        method: 'POST',
        url: apiPaths.players.roundsTable(ids.owner),
        payload: request([eighteens[0]!.id], 18),
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(rejected.statusCode).toBe(401);
    });
  });
});
