import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import {
  apiPaths,
  type CourseIngestBody,
  type CourseSummary,
  type PlayerSummary,
  type RoundImportResponse,
  type RoundIngestBody,
} from '@linksight/api-contract';
import { csvToRounds } from '@linksight/golf-core';
import { schema } from '../src/db/client';
import { findPlayerHandicap, recomputeHandicap } from '../src/repositories/handicaps';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, type People, type Viewer } from './player-fixtures';

const paths = apiPaths.players;
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5];
const NOW = new Date('2025-06-01T12:00:00Z');

const course = (externalId: string, visibility: 'private' | 'public' = 'private'): CourseIngestBody => ({
  externalId,
  name: `Ingest Links ${externalId}`,
  location: { latitude: 40, longitude: -75 },
  visibility,
  tees: [
    { name: 'Blue', rating: 72.4, slope: 131, yardages: PARS.map((p) => p * 100) },
    { name: 'White', rating: 70.1, slope: 124, yardages: PARS.map((p) => p * 90) },
  ],
  holes: PARS.map((par, i) => ({
    number: i + 1,
    par,
    pin: { latitude: 40 + i * 0.01 + 0.004, longitude: -75 },
    green: [
      `-75 ${40 + i * 0.01 + 0.004}, -75.0002 ${40 + i * 0.01 + 0.004}, -75.0002 ${40 + i * 0.01 + 0.0042}`,
    ],
  })),
});

/** A score-only round: par on every hole, plus `over` on the first. */
const scoreOnly = (
  courseExternalId: string,
  day: number,
  over = 0,
  extra: Partial<RoundIngestBody> = {},
): RoundIngestBody => ({
  courseExternalId,
  teeName: 'Blue',
  playedAt: `2025-05-${String(day).padStart(2, '0')}T08:00:00Z`,
  roundType: 1,
  holeCount: 18,
  holes: PARS.map((par, i) => ({
    number: i + 1,
    par,
    score: par + (i === 0 ? over : 0),
    putts: 2,
    fairway: par > 3 ? 'hit' : null,
  })),
  ...extra,
});

/** Hole 3 (par 3) with three GPS shots: tee → green → putt → holed. */
function withShots(courseExternalId: string, day: number): RoundIngestBody {
  const r = scoreOnly(courseExternalId, day);
  const y = 40 + 2 * 0.01;
  r.holes[2] = {
    number: 3,
    par: 3,
    score: 3,
    shots: [
      {
        number: 1,
        start: { latitude: y, longitude: -75 },
        end: { latitude: y + 0.0039, longitude: -75 },
        endLie: 'green',
        club: '7i',
      },
      {
        number: 2,
        start: { latitude: y + 0.0039, longitude: -75 },
        end: { latitude: y + 0.00399, longitude: -75 },
        isPutt: true,
      },
      {
        number: 3,
        start: { latitude: y + 0.00399, longitude: -75 },
        end: { latitude: y + 0.004, longitude: -75 },
        isPutt: true,
      },
    ],
  };
  return r;
}

describe.each(testDatabases)('rounds in and out (issue 20) on %s', (kind) => {
  let t: TestApp;
  let ids: People;
  let tokens: Record<Viewer, string>;

  const call = (
    method: string,
    url: string,
    who: Viewer | string | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(who ? { authorization: `Bearer ${who in tokens ? tokens[who as Viewer] : who}` } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const scoringAverage = async (accountId: number, who: Viewer = 'owner') => {
    const res = await call('POST', paths.performanceStats(accountId), who, {
      roundsFilter: { filterName: 'All', holeCount: 918 },
      standardsFilter: { level: 'scratch' },
    });
    expect(res.statusCode).toBe(200);
    const stats = res.json().stats as { id: string; performance: { raw: number | null } }[];
    return Object.fromEntries(stats.map((s) => [s.id, s.performance.raw]));
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    vi.spyOn(t.app.clock, 'now').mockReturnValue(NOW);
    ({ ids, tokens } = await insertPeople(t));
    (tokens as Record<string, string>).other = (
      await t.app.auth.sessions.issueSession(ids.other)
    ).accessToken;
    const res = await call('POST', apiPaths.courses(), 'owner', course('home'));
    expect(res.statusCode).toBe(201);
  });
  afterAll(async () => closeQuietly(t));

  describe('courses', () => {
    it('is the same course when posted twice with the same external id', async () => {
      const first = await call('POST', apiPaths.courses(), 'owner', course('twice'));
      const again = await call('POST', apiPaths.courses(), 'owner', { ...course('twice'), name: 'Renamed' });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json().courseId).toBe(first.json().courseId);
      const detail = await call('GET', apiPaths.course(first.json().courseId), 'owner');
      expect(detail.json()).toMatchObject({ name: 'Renamed', isOwn: true, isPrivate: true });
      expect(detail.json().holes[0].green).toHaveLength(1);
    });

    it('hides a private course from another player and finds shared ones by name and near a point', async () => {
      const own = await call('POST', apiPaths.courses(), 'owner', course('secret'));
      expect((await call('GET', apiPaths.course(own.json().courseId), 'stranger')).statusCode).toBe(404);
      expect((await call('GET', apiPaths.course(own.json().courseId), 'manager')).statusCode).toBe(200);
      await call('POST', apiPaths.courses(), 'owner', {
        ...course('shared', 'public'),
        location: { latitude: 41, longitude: -75 },
      });
      const byName = await call('GET', apiPaths.courses({ q: 'ingest links' }), 'stranger');
      expect(byName.json().map((c: { externalId: string | null; name: string }) => c.name)).toEqual([
        'Ingest Links shared',
      ]);
      const near = await call(
        'GET',
        apiPaths.courses({ latitude: 41.05, longitude: -75, radiusKm: 10 }),
        null,
      );
      expect(near.json()).toHaveLength(1);
      expect(near.json()[0].distanceKm).toBeCloseTo(5.56, 1);
    });

    it('names the JSON path of a bad course field', async () => {
      const bad = course('bad');
      bad.tees[0]!.slope = 200;
      const res = await call('POST', apiPaths.courses(), 'owner', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', path: '$.tees[0].slope' });
    });
  });

  describe('rounds: create, replace, delete and the analytics that follow at once', () => {
    it('posts a score-only round; shot stats are no-data, not 0; the dashboard moves', async () => {
      const before = await scoringAverage(ids.owner);
      expect(before['scoring-average']).toBeNull();
      const res = await call('POST', paths.rounds(ids.owner), 'owner', scoreOnly('home', 10, 2));
      expect(res.statusCode).toBe(201);
      const after = await scoringAverage(ids.owner);
      expect(after['scoring-average']).toBe(74);
      expect(after['putts-per-round']).toBe(36);
      for (const id of ['missed-putts-under-4', 'sg-total', 'sand-shot-holes-per-round', 'driving-distance'])
        expect(after[id], id).toBeNull();
    });

    it('a PUT keeping the id and a DELETE move the cached numbers at once', async () => {
      const created = await call('POST', paths.rounds(ids.owner), 'owner', withShots('home', 11));
      const roundId = created.json().roundId as number;
      const withTwo = await scoringAverage(ids.owner);
      expect(withTwo['scoring-average']).toBe(73);
      expect(withTwo['sg-putting']).not.toBeNull();
      const put = await call('PUT', paths.round(ids.owner, roundId), 'owner', scoreOnly('home', 11, 4));
      expect(put.statusCode).toBe(200);
      expect(put.json().roundId).toBe(roundId);
      const replaced = await scoringAverage(ids.owner);
      expect(replaced['scoring-average']).toBe(75);
      expect(replaced['sg-putting']).toBeNull();
      const del = await call('DELETE', paths.round(ids.owner, roundId), 'owner');
      expect(del.statusCode).toBe(204);
      expect((await scoringAverage(ids.owner))['scoring-average']).toBe(74);
      expect((await call('DELETE', paths.round(ids.owner, roundId), 'owner')).statusCode).toBe(404);
    });

    it('keeps shots with their club and derived distances', async () => {
      const res = await call('POST', paths.rounds(ids.owner), 'owner', withShots('home', 12));
      const [shot] = await t.db.db
        .select()
        .from(schema.shots)
        .where(eq(schema.shots.roundId, res.json().roundId as number));
      expect(shot).toMatchObject({ club: '7i', startLie: 'tee', endLie: 'green' });
      expect(shot!.distanceToPinBeforeYards).toBeGreaterThan(400);
      await call('DELETE', paths.round(ids.owner, res.json().roundId as number), 'owner');
    });

    it('strokes gained on the Summary rest on the rounds tracked shot by shot, and say how many', async () => {
      const made: number[] = [];
      for (const day of [20, 21, 22, 23, 24])
        made.push(
          (await call('POST', paths.rounds(ids.owner), 'owner', scoreOnly('home', day))).json().roundId,
        );
      made.push((await call('POST', paths.rounds(ids.owner), 'owner', withShots('home', 25))).json().roundId);
      const summary = (await call('GET', paths.summary(ids.owner), 'owner')).json<PlayerSummary>();
      // Six recent rounds, one tracked: too few for strokes gained (five score-only rounds measured nothing).
      expect(summary.recentRounds.count).toBeGreaterThanOrEqual(6);
      expect(summary.strokesGainedRounds).toBe(1);
      expect(summary.strokesGained).toEqual([]);
      for (const id of made) await call('DELETE', paths.round(ids.owner, id), 'owner');
    });

    it('allows the owner and a product manager; refuses others', async () => {
      expect((await call('POST', paths.rounds(ids.owner), 'member', scoreOnly('home', 13))).statusCode).toBe(
        403,
      );
      expect(
        (await call('POST', paths.rounds(ids.owner), 'stranger', scoreOnly('home', 13))).statusCode,
      ).toBe(403);
      expect((await call('POST', paths.rounds(ids.owner), null, scoreOnly('home', 13))).statusCode).toBe(401);
      // A PM writes for the player but may not use another owner's private course for them either.
      const pm = await call('POST', paths.rounds(ids.other), 'manager', scoreOnly('home', 13));
      expect(pm.statusCode).toBe(400);
      expect(pm.json()).toMatchObject({ path: '$.courseExternalId' });
      const mine = await call('POST', paths.rounds(ids.owner), 'manager', scoreOnly('home', 13));
      expect(mine.statusCode).toBe(201);
      // Nobody changes someone else's round through their own account's URL.
      const foreign = await call(
        'DELETE',
        paths.round(ids.stranger, mine.json().roundId as number),
        'stranger',
      );
      expect(foreign.statusCode).toBe(404);
      await call('DELETE', paths.round(ids.owner, mine.json().roundId as number), 'owner');
    });

    it('refuses a course of another owner by id', async () => {
      const [secret] = await t.db.db
        .select()
        .from(schema.courses)
        .where(eq(schema.courses.externalId, 'home'));
      const { courseExternalId: _x, ...body } = scoreOnly('home', 14);
      const res = await call('POST', paths.rounds(ids.other), 'other', { ...body, courseId: secret!.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: `no course ${secret!.id} that this player may use`,
        path: '$.courseId',
      });
    });
  });

  describe('tournaments', () => {
    it('joins rounds of one event into one tournament and widens its dates', async () => {
      const tournament = { name: 'Ingest Open' };
      const day1 = await call(
        'POST',
        paths.rounds(ids.owner),
        'owner',
        scoreOnly('home', 16, 0, { roundType: 3, tournament }),
      );
      const day2 = await call(
        'POST',
        paths.rounds(ids.owner),
        'owner',
        scoreOnly('home', 17, 0, { roundType: 3, roundNumber: 2, tournament }),
      );
      const rows = await t.db.db.select().from(schema.rounds).where(eq(schema.rounds.accountId, ids.owner));
      const ofEvent = rows.filter((r) => [day1.json().roundId, day2.json().roundId].includes(r.id));
      expect(new Set(ofEvent.map((r) => r.tournamentId)).size).toBe(1);
      const [event] = await t.db.db
        .select()
        .from(schema.tournaments)
        .where(eq(schema.tournaments.id, ofEvent[0]!.tournamentId!));
      expect(event).toMatchObject({
        name: 'Ingest Open',
        startDate: '2025-05-16',
        endDate: '2025-05-17',
        eventType: 3,
      });
      for (const r of ofEvent) await call('DELETE', paths.round(ids.owner, r.id), 'owner');
    });
  });

  describe('idempotency', () => {
    it('returns the same round for two concurrent identical posts with one Idempotency-Key', async () => {
      const body = scoreOnly('home', 15, 1);
      const headers = { 'idempotency-key': 'retry-me-1' };
      const [a, b] = await Promise.all([
        call('POST', paths.rounds(ids.owner), 'owner', body, headers),
        call('POST', paths.rounds(ids.owner), 'owner', body, headers),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().roundId).toBe(b.json().roundId);
      const again = await call('POST', paths.rounds(ids.owner), 'owner', { ...body, clientRoundId: 'c-1' });
      const retry = await call('POST', paths.rounds(ids.owner), 'owner', { ...body, clientRoundId: 'c-1' });
      expect(retry.json()).toMatchObject({ roundId: again.json().roundId, isDuplicate: true });
      const rows = await t.db.db.select().from(schema.rounds).where(eq(schema.rounds.accountId, ids.owner));
      expect(rows.filter((r) => r.playedAt.toISOString().startsWith('2025-05-15'))).toHaveLength(2);
    });
  });

  describe('bad input: 400 { code, message, path }, nothing written', () => {
    const cases: [string, (r: RoundIngestBody) => void, string, RegExp][] = [
      [
        'latitude out of range',
        (r) => (r.holes[2]!.shots![2]!.start.latitude = 95),
        '$.holes[2].shots[2].start.latitude',
        /^hole 3 shot 3: latitude out of range/,
      ],
      [
        'duplicate hole number',
        (r) => (r.holes[5]!.number = 5),
        '$.holes[5].number',
        /duplicate hole number/,
      ],
      ['score below 1', (r) => (r.holes[0]!.score = 0), '$.holes[0].score', /below the allowed 1–20/],
      ['score above 20', (r) => (r.holes[0]!.score = 21), '$.holes[0].score', /above the allowed 1–20/],
      ['par outside 3–6', (r) => (r.holes[0]!.par = 7), '$.holes[0].par', /par 7 is above/],
      [
        'a date more than a day in the future',
        (r) => (r.playedAt = '2025-06-03T00:00:00Z'),
        '$.playedAt',
        /more than a day in the future/,
      ],
      [
        'shots out of order',
        (r) => ((r.holes[2]!.shots![1]!.number = 3), (r.holes[2]!.shots![2]!.number = 2)),
        '$.holes[2].shots[2].number',
        /out of order/,
      ],
      [
        'a 9-hole round with 18 holes',
        (r) => (r.holeCount = 9),
        '$.holes',
        /9-hole round has at most 9 holes/,
      ],
      ['an unknown tee', (r) => (r.teeName = 'Gold'), '$.teeName', /no tee "Gold"/],
    ];
    it.each(cases)('%s', async (_name, spoil, path, message) => {
      const body = withShots('home', 20);
      spoil(body);
      const countBefore = (await t.db.db.select().from(schema.rounds)).length;
      const res = await call('POST', paths.rounds(ids.owner), 'owner', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', path });
      expect(res.json().message).toMatch(message);
      expect((await t.db.db.select().from(schema.rounds)).length).toBe(countBefore);
    });

    it('refuses shots that cannot be measured: no pin anywhere and the last shot not holed', async () => {
      const noPins = course('no-pins');
      noPins.holes = noPins.holes.map(({ pin: _pin, green: _green, ...hole }) => hole);
      expect((await call('POST', apiPaths.courses(), 'owner', noPins)).statusCode).toBe(201);
      const body = withShots('no-pins', 20);
      // Picked up on the green: two shots, no score, no pin.
      body.holes[2] = { ...body.holes[2]!, score: null, shots: body.holes[2]!.shots!.slice(0, 2) };
      body.holes[2]!.shots![1]!.endLie = 'green';
      const countBefore = (await t.db.db.select().from(schema.rounds)).length;
      const res = await call('POST', paths.rounds(ids.owner), 'owner', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', path: '$.holes[2].pin' });
      expect(res.json().message).toMatch(/hole 3: its shots cannot be measured without a pin/);
      expect((await t.db.db.select().from(schema.rounds)).length).toBe(countBefore);
      // The hole's pin, or the device's own distances, make the same round acceptable.
      body.holes[2]!.pin = { latitude: 40.024, longitude: -75 };
      const withPin = await call('POST', paths.rounds(ids.owner), 'owner', body);
      expect(withPin.statusCode).toBe(201);
      await call('DELETE', paths.round(ids.owner, withPin.json().roundId as number), 'owner');
      delete body.holes[2]!.pin;
      for (const shot of body.holes[2]!.shots!)
        Object.assign(shot, { distanceToPinBeforeYards: 150, distanceToPinAfterYards: 10 });
      const measured = await call('POST', paths.rounds(ids.owner), 'owner', body);
      expect(measured.statusCode).toBe(201);
      await call('DELETE', paths.round(ids.owner, measured.json().roundId as number), 'owner');
    });

    it('refuses a huge body with 413', async () => {
      const res = await call('POST', paths.rounds(ids.owner), 'owner', {
        ...scoreOnly('home', 20),
        pad: 'x'.repeat(2_000_000),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    });
  });

  describe('personal access tokens', () => {
    const createToken = async (scopes: string[], expiresInDays: number | null = 30) => {
      const res = await call('POST', apiPaths.tokens(), 'owner', {
        name: `t-${scopes.join('+')}`,
        scopes,
        expiresInDays,
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; token: string; prefix: string };
    };

    it('a rounds:write token posts; a read token reads but may not write; neither makes tokens', async () => {
      const writer = await createToken(['rounds:write']);
      const reader = await createToken(['read']);
      expect(writer.token.startsWith(writer.prefix)).toBe(true);
      const posted = await call('POST', paths.rounds(ids.owner), writer.token, scoreOnly('home', 21));
      expect(posted.statusCode).toBe(201);
      const denied = await call('POST', paths.rounds(ids.owner), reader.token, scoreOnly('home', 22));
      expect(denied.statusCode).toBe(403);
      expect((await call('GET', paths.histories(ids.owner), reader.token)).statusCode).toBe(200);
      expect((await call('GET', paths.histories(ids.owner), writer.token)).statusCode).toBe(403);
      expect(
        (
          await call('POST', apiPaths.tokens(), reader.token, {
            name: 'x',
            scopes: ['read'],
            expiresInDays: 1,
          })
        ).statusCode,
      ).toBe(403);
      // A token speaks for its own account only.
      expect(
        (await call('POST', paths.rounds(ids.other), writer.token, scoreOnly('home', 22))).statusCode,
      ).toBe(403);
      const list = await call('GET', apiPaths.tokens(), 'owner');
      const listed = list.json().find((x: { id: number }) => x.id === writer.id);
      expect(listed.lastUsedAt).toBe(NOW.toISOString());
      expect(JSON.stringify(list.json())).not.toContain(writer.token);
      await call('DELETE', paths.round(ids.owner, posted.json().roundId as number), 'owner');
    });

    it('stops working when revoked or expired', async () => {
      const token = await createToken(['read'], 1);
      expect((await call('GET', paths.histories(ids.owner), token.token)).statusCode).toBe(200);
      vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date(NOW.getTime() + 2 * 86_400_000));
      expect((await call('GET', paths.histories(ids.owner), token.token)).statusCode).toBe(401);
      vi.spyOn(t.app.clock, 'now').mockReturnValue(NOW);
      const other = await createToken(['read']);
      expect((await call('DELETE', apiPaths.token(other.id), 'owner')).statusCode).toBe(204);
      const res = await call('GET', paths.histories(ids.owner), other.token);
      expect(res.statusCode).toBe(401);
      expect((await call('GET', paths.histories(ids.owner), 'lsk_not-a-token')).statusCode).toBe(401);
    });
  });

  describe('handicap on write', () => {
    it('stores the index and history on every write', async () => {
      const player = ids.member;
      const memberToken = (await t.app.auth.sessions.issueSession(player)).accessToken;
      await call('POST', apiPaths.courses(), memberToken, course('member-home'));
      for (let day = 1; day <= 3; day++)
        await call('POST', paths.rounds(player), memberToken, scoreOnly('member-home', day, day));
      const stored = await findPlayerHandicap(t.db.db, player);
      expect(stored.history).toHaveLength(3);
      expect(stored.handicapIndex).not.toBeNull();
      const res = await call('GET', paths.handicap(player), memberToken);
      expect(res.json().handicapIndex).toBe(stored.handicapIndex);
      // Posts append to the stored history; a full recompute gives the same.
      await recomputeHandicap(t.db.db, player, NOW);
      expect(await findPlayerHandicap(t.db.db, player)).toEqual(stored);
    });
  });

  describe('batch import and export', () => {
    it('imports valid rounds, skips duplicates, reports failures by path; dry run writes nothing', async () => {
      const player = ids.stranger;
      const body = {
        courses: [course('imp')],
        rounds: [scoreOnly('imp', 1), { ...scoreOnly('imp', 2), teeName: 'Nope' }, scoreOnly('imp', 3, 1)],
      };
      const dry = await call('POST', paths.roundsImport(player), 'stranger', { ...body, dryRun: true });
      expect(dry.json().rounds.map((r: { status: string }) => r.status)).toEqual([
        'valid',
        'failed',
        'valid',
      ]);
      expect(
        (await t.db.db.select().from(schema.rounds).where(eq(schema.rounds.accountId, player))).length,
      ).toBe(0);
      const first = await call('POST', paths.roundsImport(player), 'stranger', body);
      expect(first.json().rounds.map((r: { status: string }) => r.status)).toEqual([
        'imported',
        'failed',
        'imported',
      ]);
      expect(first.json().rounds[1].issues[0]).toMatchObject({ path: '$.rounds[1].teeName' });
      const again = await call('POST', paths.roundsImport(player), 'stranger', body);
      expect(again.json().rounds.map((r: { status: string }) => r.status)).toEqual([
        'duplicate',
        'failed',
        'duplicate',
      ]);
    });

    it('skips every round of a CSV imported a second time and writes nothing (issue 20)', async () => {
      const [row] = await t.db.db
        .insert(schema.accounts)
        .values({ username: `csv-twice-${kind}`, accountGuid: 'c' })
        .returning({ id: schema.accounts.id });
      const player = row!.id;
      const token = (await t.app.auth.sessions.issueSession(player)).accessToken;
      const name = 'Maple Creek';
      const text = [
        'date,course,tee,hole,par,score,putts,fairway,gir,penalties',
        ...[4, 5, 3, 4, 4, 3, 4, 5, 4].map(
          (par, i) => `2025-05-02,${name},White,${i + 1},${par},${par},2,hit,yes,0`,
        ),
        ...[4, 5, 3, 4, 4, 3, 4, 5, 4].map(
          (par, i) => `2025-05-09,${name},White,${i + 1},${par},${par + 1},2,,no,0`,
        ),
      ].join('\n');
      // What the import page sends (apps/web import-plan.ts): a course found by name is named by its id;
      // an unknown one is made as a private course with a `csv:` externalId and named by that.
      const pageBody = async () => {
        const { rounds, issues } = csvToRounds(text);
        expect(issues).toEqual([]);
        const found = (
          (await call('GET', apiPaths.courses({ q: name }), token)).json() as CourseSummary[]
        ).find((c) => c.name === name);
        const externalId = `csv:${name.toLowerCase()}`;
        const made = {
          externalId,
          name,
          visibility: 'private',
          tees: [{ name: 'White', rating: 72, slope: 113, yardages: Array<number>(9).fill(0) }],
          holes: [4, 5, 3, 4, 4, 3, 4, 5, 4].map((par, i) => ({ number: i + 1, par })),
        };
        return {
          courses: found ? [] : [made],
          rounds: rounds.map(({ round: { courseName: _name, ...round } }) => ({
            ...round,
            ...(found ? { courseId: found.courseId } : { courseExternalId: externalId }),
          })),
        };
      };
      // The page's two steps: a dry run to check, then the import of the rounds that passed.
      const importFile = async () => {
        const body = await pageBody();
        const check = (
          await call('POST', paths.roundsImport(player), token, { ...body, dryRun: true })
        ).json() as RoundImportResponse;
        const done = (
          await call('POST', paths.roundsImport(player), token, body)
        ).json() as RoundImportResponse;
        return { check: check.rounds.map((r) => r.status), done: done.rounds.map((r) => r.status) };
      };
      const roundCount = async () =>
        (await t.db.db.select().from(schema.rounds).where(eq(schema.rounds.accountId, player))).length;

      expect(await importFile()).toEqual({ check: ['valid', 'valid'], done: ['imported', 'imported'] });
      expect(await roundCount()).toBe(2);
      const handicap = await call('GET', paths.handicap(player), token);
      expect(await importFile()).toEqual({
        check: ['duplicate', 'duplicate'],
        done: ['duplicate', 'duplicate'],
      });
      expect(await roundCount()).toBe(2);
      expect((await call('GET', paths.handicap(player), token)).json()).toEqual(handicap.json());
    });

    it('exports the penalties and greens in regulation of a round without shots, which import again', async () => {
      // A newcomer's score-only CSV round lost its penalties in holes.csv and rounds.json: re-importing the
      // export changed their Penalty Strokes per Round.
      const newAccount = async (username: string) => {
        const [row] = await t.db.db
          .insert(schema.accounts)
          .values({ username: `${username}-${kind}`, accountGuid: 'p' })
          .returning({ id: schema.accounts.id });
        return { id: row!.id, token: (await t.app.auth.sessions.issueSession(row!.id)).accessToken };
      };
      const player = await newAccount('penalties-out');
      const pars = [4, 5, 3, 4, 4, 3, 4, 5, 4];
      const penalties = [1, 0, 0, 0, 2, 0, 0, 0, 0];
      const { rounds, issues } = csvToRounds(
        [
          'date,course,tee,hole,par,score,putts,fairway,gir,penalties',
          ...pars.map(
            (par, i) =>
              `2025-06-01,Quill Creek,White,${i + 1},${par},${par + penalties[i]!},2,hit,${i % 2 ? 'yes' : 'no'},${penalties[i]}`,
          ),
        ].join('\n'),
      );
      expect(issues).toEqual([]);
      const course = {
        externalId: 'csv:quill creek',
        name: 'Quill Creek',
        visibility: 'private',
        tees: [{ name: 'White', rating: 70.5, slope: 125, yardages: Array<number>(9).fill(0) }],
        holes: pars.map((par, i) => ({ number: i + 1, par })),
      };
      const body = {
        courses: [course],
        rounds: rounds.map(({ round: { courseName: _name, ...round } }) => ({
          ...round,
          courseExternalId: course.externalId,
        })),
      };
      const first = await call('POST', paths.roundsImport(player.id), player.token, body);
      expect(first.json().rounds.map((r: { status: string }) => r.status)).toEqual(['imported']);

      const files = unzipSync(
        new Uint8Array((await call('GET', paths.export(player.id), player.token)).rawPayload),
      );
      const holeLines = strFromU8(files['holes.csv']!).trim().split('\r\n').slice(1);
      expect(holeLines[0]).toMatch(/^2025-06-01,Quill Creek,White,1,4,5,2,hit,no,1,/);
      expect(holeLines[1]).toMatch(/^2025-06-01,Quill Creek,White,2,5,5,2,hit,yes,0,/);
      expect(holeLines[4]).toMatch(/,4,6,2,hit,no,2,/);
      const doc = JSON.parse(strFromU8(files['rounds.json']!));
      const holes = doc.rounds[0].holes as { penaltyStrokes: number; isGreenInRegulation: boolean }[];
      expect(holes.map((h) => h.penaltyStrokes)).toEqual(penalties);
      expect(holes[1]!.isGreenInRegulation).toBe(true);

      const copy = await newAccount('penalties-in');
      const again = await call('POST', paths.roundsImport(copy.id), copy.token, {
        courses: doc.courses,
        rounds: doc.rounds,
      });
      expect(again.json().rounds.map((r: { status: string }) => r.status)).toEqual(['imported']);
      const before = await scoringAverageAs(player.id, player.token);
      const after = await scoringAverageAs(copy.id, copy.token);
      expect(before['penalty-strokes-per-round']).toBe(6);
      expect(after['penalty-strokes-per-round']).toBe(before['penalty-strokes-per-round']);
      expect(after['gir-pct']).toBe(before['gir-pct']);
    });

    it('exports a zip whose rounds.json, imported into an empty account, gives the same dashboard numbers', async () => {
      const res = await call('GET', paths.export(ids.owner), 'owner');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      expect(Object.keys(files).sort()).toEqual(
        [
          'README.txt',
          'account.json',
          'holes.csv',
          'media.json',
          'rounds.csv',
          'rounds.json',
          'schedule.json',
          'shots.csv',
          'shots.geojson',
        ].sort(),
      );
      const geo = JSON.parse(strFromU8(files['shots.geojson']!));
      expect(geo.type).toBe('FeatureCollection');
      expect(JSON.parse(strFromU8(files['account.json']!)).account.passwordHash).toBeUndefined();
      const doc = JSON.parse(strFromU8(files['rounds.json']!));
      const [fresh] = await t.db.db
        .insert(schema.accounts)
        .values({ username: `fresh-${kind}`, accountGuid: 'f' })
        .returning({ id: schema.accounts.id });
      const freshToken = (await t.app.auth.sessions.issueSession(fresh!.id)).accessToken;
      const imported = await call('POST', paths.roundsImport(fresh!.id), freshToken, {
        courses: doc.courses,
        rounds: doc.rounds,
      });
      expect(imported.json().rounds.every((r: { status: string }) => r.status === 'imported')).toBe(true);
      const copyStats = await scoringAverageAs(fresh!.id, freshToken);
      const ownerStats = await scoringAverage(ids.owner);
      for (const [id, value] of Object.entries(ownerStats)) expect(copyStats[id], id).toBe(value);
      const owner = await call('GET', paths.handicap(ids.owner), 'owner');
      const copy = await call('GET', paths.handicap(fresh!.id), freshToken);
      expect(copy.json().handicapIndex).toBe(owner.json().handicapIndex);
    });
  });

  const scoringAverageAs = async (accountId: number, token: string) => {
    const res = await call('POST', paths.performanceStats(accountId), token, {
      roundsFilter: { filterName: 'All', holeCount: 918 },
      standardsFilter: { level: 'scratch' },
    });
    const stats = res.json().stats as { id: string; performance: { raw: number | null } }[];
    return Object.fromEntries(stats.map((s) => [s.id, s.performance.raw]));
  };
});
