import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiPaths,
  type CompareReportRequest,
  type CompareStats,
  type ComparePlayerOptions,
  type AssociatedPlayers,
} from '@linksight/api-contract';
import {
  DEFAULT_METRICS,
  defaultSelections,
  serializeCompareRequest,
  type StatFilterSelections,
} from '@linksight/golf-core';
import { schema } from '../src/db/client';
import { insertRounds } from '../src/repositories/rounds-writer';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, setWebsiteSettings, type Viewer } from './player-fixtures';
import { insertFixtureCourse, makeRound } from './round-fixtures';

const paths = apiPaths.players;
const NOW = new Date('2025-06-15T12:00:00Z');
const WEBSITE = 88;
const STATS = 63;
/** Owner: to par of rounds in the last 12 months (2025) and the prior 12 months (2024). */
const LAST = [2, -1, 4, 0];
const PRIOR = [6, 5, 7];
const monthOf2025 = (k: number) => new Date(Date.UTC(2025, k, 10, 9)).toISOString();
const monthOf2024 = (k: number) => new Date(Date.UTC(2024, k + 1, 10, 9)).toISOString();

/**
 * Issue 17: the Compare Stats calls on a hand-made player (Last vs Prior 12 Months, figures worked out
 * below), a second player compared side by side, bad input, and the per-side privacy matrix.
 */
describe.each(testDatabases)('Compare Stats on %s', (kind) => {
  let t: TestApp;
  let ids: Record<Viewer | 'other', number>;
  let tokens: Record<Viewer, string>;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ ids, tokens } = await insertPeople(t));
    vi.spyOn(t.app.clock, 'now').mockReturnValue(NOW);
    const { courseId, teeId } = await insertFixtureCourse(t);
    const rounds = [
      ...LAST.map((toPar, k) =>
        makeRound(
          { id: 9000 + k, accountId: ids.owner, playedAt: monthOf2025(k), holeCount: 18, seed: 0, toPar },
          courseId,
        ),
      ),
      ...PRIOR.map((toPar, k) =>
        makeRound(
          { id: 9100 + k, accountId: ids.owner, playedAt: monthOf2024(k), holeCount: 18, seed: 0, toPar },
          courseId,
        ),
      ),
      makeRound(
        { id: 9200, accountId: ids.owner, playedAt: monthOf2025(5), holeCount: 9, seed: 0, toPar: 1 },
        courseId,
      ),
      makeRound(
        { id: 9300, accountId: ids.other, playedAt: monthOf2025(2), holeCount: 18, seed: 0, toPar: 10 },
        courseId,
      ),
      makeRound(
        { id: 9301, accountId: ids.other, playedAt: monthOf2025(3), holeCount: 18, seed: 0, toPar: 8 },
        courseId,
      ),
    ];
    await t.db.db.transaction((tx) => insertRounds(tx, rounds, { teeIdOf: () => teeId }));
    // The other player is in the owner's circle: an associated player (issue 17 decision).
    await t.db.db.insert(schema.accountCircles).values({ accountId: ids.owner, memberAccountId: ids.other });
  });
  afterAll(() => closeQuietly(t));

  const side = (accountId: number, patch: Partial<StatFilterSelections> = {}): StatFilterSelections => ({
    ...defaultSelections({ accountId, playerName: '' }),
    ...patch,
  });
  const request = (left: StatFilterSelections, right: StatFilterSelections): CompareReportRequest =>
    serializeCompareRequest({ left, right, metrics: DEFAULT_METRICS });
  const compare = (body: unknown, who?: Viewer, accountId = ids.owner) =>
    t.app.inject({
      method: 'POST',
      url: paths.compareStats(accountId),
      payload: body as object,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    });

  it('compares Last 12 Months with Prior 12 Months: rounds, table and figures', async () => {
    const res = await compare(
      request(
        side(ids.owner, { years: ['Last 12 Months'] }),
        side(ids.owner, { years: ['Prior 12 Months'] }),
      ),
      'owner',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<CompareStats>();
    if (!body.left.ok || !body.right.ok) throw new Error('both sides should answer');
    expect(body.left.rounds.map((r) => r.golfRoundID)).toEqual([9003, 9002, 9001, 9000]);
    expect(body.right.rounds.map((r) => r.golfRoundID)).toEqual([9102, 9101, 9100]);
    expect(body.left.player.playerName).toBe('owner');
    // (2 − 1 + 4 + 0) / 4 = +1.3 per round; (6 + 5 + 7) / 3 = +6.0.
    const scoring = body.groups.find((g) => g.shotType === 'Scoring')!;
    const toPar = scoring.rows.find((r) => r.id === 'score-vs-par')!;
    expect([toPar.left?.formatted, toPar.right?.formatted, toPar.better]).toEqual(['+1.3', '+6.0', 'left']);
    // The difference of the values as shown (+1.3 − +6), not of the unrounded ones (1.25 − 6 = −4.75).
    expect(toPar.difference).toBe('-4.7');
    expect(body.left.figures.scoreDistribution.find((b) => b.label === 'Bogey')?.count).toBe(6);
    expect(body.left.figures.probabilities.length).toBeGreaterThan(0);
    expect(body.metricGroups).toHaveLength(5);
  });

  it('changes hole count and seasons', async () => {
    const nine = await compare(
      request(side(ids.owner, { holeCount: 9 }), side(ids.owner, { seasons: ['Winter'] })),
      'owner',
    );
    const body = nine.json<CompareStats>();
    if (!body.left.ok || !body.right.ok) throw new Error('both sides should answer');
    expect(body.left.rounds.map((r) => r.golfRoundID)).toEqual([9200]);
    // Winter: December–February → Jan 2025, Feb 2025, Feb 2024.
    expect(body.right.rounds.map((r) => r.golfRoundID)).toEqual([9001, 9000, 9100]);
  });

  it('compares with another player, whose side is authorised on its own', async () => {
    const res = await compare(request(side(ids.owner), side(ids.other)), 'manager');
    const body = res.json<CompareStats>();
    expect(body.right.ok && body.right.rounds.map((r) => r.golfRoundID)).toEqual([9301, 9300]);
    expect(body.right.ok && body.right.player.playerName).toBe('other');
  });

  it('answers bad input with 400 { code, message }, one bad side on that side only', async () => {
    const good = request(side(ids.owner), side(ids.owner));
    const patch = (text: string, p: object) => JSON.stringify({ ...JSON.parse(text), ...p });
    const sideError = async (rightFilter: string) => {
      const res = await compare({ ...good, rightFilter }, 'owner');
      expect(res.statusCode).toBe(200);
      const body = res.json<CompareStats>();
      expect(body.left.ok).toBe(true);
      return body.right.ok ? null : [body.right.status, body.right.error.code, body.right.error.message];
    };
    expect(await sideError('{not json')).toEqual([400, 'INVALID_FILTER', 'The filter is not valid JSON']);
    expect(await sideError(patch(good.rightFilter, { holeCount: 27 }))).toEqual([
      400,
      'INVALID_HOLE_COUNT',
      'Invalid hole count value',
    ]);
    expect(await sideError(patch(good.rightFilter, { seasons: [] }))).toEqual([
      400,
      'NO_SEASONS',
      'No seasons selected',
    ]);
    expect(
      (
        await sideError(patch(good.rightFilter, { advancedFilter: { scoring: { scoringThreshold: 'x' } } }))
      )?.[2],
    ).toBe('Score Threshold must be a number');
    // A round of another player.
    expect((await sideError(patch(good.rightFilter, { advancedFilter: { rounds: [9300] } })))?.[2]).toMatch(
      /not this player's/,
    );
    const metrics = await compare({ ...good, metricsSelections: '{"Drive":["nope"]}' }, 'owner');
    expect([metrics.statusCode, metrics.json()]).toEqual([
      400,
      { code: 'UNKNOWN_METRIC', message: 'Unknown metric: nope' },
    ]);
    const missing = await compare({ leftFilter: '' }, 'owner');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('lists player options, rounds and associated players', async () => {
    const auth = { authorization: `Bearer ${tokens.owner}` };
    const options = await t.app.inject({
      method: 'GET',
      url: paths.compareStatsPlayerOptions(ids.owner, 18),
      headers: auth,
    });
    expect(options.json<ComparePlayerOptions>()).toMatchObject({
      years: [2025, 2024],
      months: [1, 2, 3, 4],
      roundCount: 7,
    });
    const rounds = await t.app.inject({
      method: 'GET',
      url: paths.compareStatsRounds(ids.owner, 9),
      headers: auth,
    });
    expect(rounds.json().rounds.map((r: { golfRoundID: number }) => r.golfRoundID)).toEqual([9200]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${paths.compareStatsRounds(ids.owner, 18)}0`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
    const players = await t.app.inject({
      method: 'GET',
      url: paths.compareStatsAssociatedPlayers(ids.owner),
      headers: auth,
    });
    // The member has no rounds; the other player's recent and best average: (10 + 8) / 2 = 9.
    expect(players.json<AssociatedPlayers>().players).toEqual([
      expect.objectContaining({
        account: ids.other,
        relation: 'circle',
        recentRoundsSvPAverage: 9,
        bestRoundsSvPAverage: 9,
      }),
    ]);
  });

  it('stores and resolves a shared state; a bad hash or another player answers 404', async () => {
    const body = request(side(ids.owner, { years: ['Last 12 Months'] }), side(ids.other));
    const stored = await t.app.inject({
      method: 'POST',
      url: paths.compareStatsState(ids.owner),
      payload: body,
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(stored.statusCode).toBe(200);
    const { hash } = stored.json<{ hash: string }>();
    const read = await t.app.inject({ method: 'GET', url: paths.compareStatsState(ids.owner, hash) });
    expect(read.json()).toEqual(body);
    expect(
      (await t.app.inject({ method: 'GET', url: paths.compareStatsState(ids.other, hash) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: paths.compareStatsState(ids.owner, 'x'.repeat(43)) }))
        .statusCode,
    ).toBe(404);
    // The snapshot call of report pages never serves a compare state.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/reports/snapshots/${hash}` })).statusCode).toBe(
      404,
    );
    const badState = await t.app.inject({
      method: 'POST',
      url: paths.compareStatsState(ids.owner),
      payload: { ...body, leftFilter: '{' },
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(badState.statusCode).toBe(200);
  });

  describe('privacy per side (spec 2 §6, feature 63)', () => {
    const statusOf = (body: CompareStats, s: 'left' | 'right') =>
      body[s].ok ? 200 : (body[s] as { status: number }).status;
    it.each([
      // viewer, owner's 63 public?, other's 63 public? → [call status, left, right]
      ['stranger', true, true, [200, 200, 200]],
      ['stranger', true, false, [200, 200, 403]],
      [undefined, true, false, [200, 200, 403]],
      ['stranger', false, true, [403]],
      ['member', false, false, [200, 200, 403]],
      ['owner', true, false, [200, 200, 403]],
      ['manager', false, false, [200, 200, 200]],
    ] as const)('%s, owner open %s, other open %s', async (who, ownerOpen, otherOpen, expected) => {
      await setWebsiteSettings(t, ids.owner, [
        { featureId: WEBSITE, isPublic: true },
        { featureId: STATS, isPublic: ownerOpen },
      ]);
      await setWebsiteSettings(t, ids.other, [
        { featureId: WEBSITE, isPublic: true },
        { featureId: STATS, isPublic: otherOpen },
      ]);
      const res = await compare(request(side(ids.owner), side(ids.other)), who);
      if (expected.length === 1) {
        expect(res.statusCode).toBe(expected[0]);
        return;
      }
      const body = res.json<CompareStats>();
      expect([res.statusCode, statusOf(body, 'left'), statusOf(body, 'right')]).toEqual(expected);
      // A shared hash does not bypass it: the same request read back from a state answers the same.
      if (!otherOpen && who === 'stranger') {
        const stored = await t.app.inject({
          method: 'POST',
          url: paths.compareStatsState(ids.owner),
          payload: request(side(ids.owner), side(ids.other)),
          headers: { authorization: `Bearer ${tokens.manager}` },
        });
        const state = await t.app.inject({
          method: 'GET',
          url: paths.compareStatsState(ids.owner, stored.json().hash),
          headers: { authorization: `Bearer ${tokens.stranger}` },
        });
        const again = (await compare(state.json(), 'stranger')).json<CompareStats>();
        expect(statusOf(again, 'right')).toBe(403);
      }
      await setWebsiteSettings(t, ids.owner, []);
      await setWebsiteSettings(t, ids.other, []);
    });
  });
});
