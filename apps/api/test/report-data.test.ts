import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  reportPaths,
  type BestRoundReportData,
  type CoursePlanReportData,
  type DataReportKind,
  type DispersionReportData,
  type FavoritesReportData,
  type OverviewReportData,
  type ReportList,
  type StatsReportData,
} from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { insertRounds } from '../src/repositories/rounds-writer';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, setWebsiteSettings, type Viewer } from './player-fixtures';
import { insertFixtureCourse, makeRound, PARS } from './round-fixtures';

const NOW = new Date('2025-06-15T12:00:00Z');
/** Score to par of the owner's six 18-hole rounds, played every 10 days from 1 January 2025. */
const TO_PAR = [3, -2, 5, 0, 1, 4];
const ROUND_IDS = TO_PAR.map((_, k) => 8000 + k);
const F = { reports: 77, dataAnalysis: 59, summary: 89, myRounds: 86 } as const;
const PAR_4_AND_5 = PARS.filter((p) => p >= 4).length;

/**
 * Issue 19: the nine report pages' data calls, their bad input and their privacy (spec 2 §6: the
 * Reports feature 77 and each report's own data feature), on hand-made rounds.
 */
describe.each(testDatabases)('report data calls on %s', (kind) => {
  let t: TestApp;
  let ids: Record<Viewer | 'other', number>;
  let tokens: Record<Viewer, string>;
  let courseId = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ ids, tokens } = await insertPeople(t));
    vi.spyOn(t.app.clock, 'now').mockReturnValue(NOW);
    ({ courseId } = await insertFixtureCourse(t));
    const { teeId } = {
      teeId: (
        await t.db.db.select().from(schema.courseTees).where(eq(schema.courseTees.courseId, courseId))
      )[0]!.id,
    };
    const rounds = TO_PAR.map((toPar, k) =>
      makeRound(
        {
          id: ROUND_IDS[k]!,
          accountId: ids.owner,
          playedAt: new Date(Date.UTC(2025, 0, 1 + 10 * k, 9)).toISOString(),
          holeCount: 18,
          seed: 0,
          toPar,
        },
        courseId,
      ),
    );
    rounds.push(
      makeRound(
        { id: 8100, accountId: ids.other, playedAt: '2025-02-01T09:00:00Z', holeCount: 18, seed: 1 },
        courseId,
      ),
    );
    await t.db.db.transaction((tx) => insertRounds(tx, rounds, { teeIdOf: () => teeId }));
    await t.db.db.update(schema.rounds).set({ isFeatured: true }).where(eq(schema.rounds.id, ROUND_IDS[1]!));
  });
  afterAll(() => closeQuietly(t));

  const post = (
    reportKind: DataReportKind,
    body: object,
    who: Viewer | 'anonymous' = 'owner',
    accountId = ids.owner,
  ) =>
    t.app.inject({
      method: 'POST',
      url: reportPaths.data(accountId, reportKind),
      headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` },
      payload: body,
    });

  it('prints every catalog stat of the selection against the standard, with strokes gained per round (ppr)', async () => {
    const res = await post('ppr', { golfRoundIds: ROUND_IDS.slice(0, 3), standard: 'scratch' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<StatsReportData>();
    expect(data.header).toMatchObject({ playerName: 'owner', roundCount: 3, standardLabel: 'Scratch' });
    expect(data.header.roundsLabel).toBe('3 rounds · Jan 1 – 21, 2025');
    expect(data.performance.golfRoundIds.sort()).toEqual(ROUND_IDS.slice(0, 3));
    expect(data.performance.stats.length).toBeGreaterThan(20);
    // Newest first, with the score to par of the fixture (TO_PAR 5, −2, 3).
    expect(data.rounds.map((r) => r.scoreToPar)).toEqual([5, -2, 3]);
    expect(data.rounds.every((r) => r.strokesGained.total !== null)).toBe(true);
  });

  it('answers 4xx { code, message } for an empty selection, foreign rounds and an unknown standard', async () => {
    const empty = await post('public-player-stats-report', { golfRoundIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: expect.any(String), message: 'Cannot set empty rounds list' });
    const foreign = await post('ppr', { golfRoundIds: [8100] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('8100');
    const standard = await post('ppr', { golfRoundIds: ROUND_IDS, standard: 'tour-god' });
    expect(standard.statusCode).toBe(400);
    expect(standard.json().message).toContain('Unknown standard "tour-god"');
    const huge = await post('ppr', { golfRoundIds: [2 ** 31] });
    expect(huge.statusCode).toBe(400);
    const noCourse = await post('course-plan-report', {});
    expect(noCourse.statusCode).toBe(400);
    const unplayed = await post('course-plan-report', { courseId: courseId + 1000 });
    expect(unplayed.statusCode).toBe(400);
    expect(unplayed.json().message).toContain('is not a course of player');
  });

  it('answers 404 for an unknown report, as data and as PDF', async () => {
    const data = await t.app.inject({
      method: 'POST',
      url: `/api/v1/players/${ids.owner}/reports/not-a-report`,
      headers: { authorization: `Bearer ${tokens.owner}` },
      payload: {},
    });
    expect(data.statusCode).toBe(404);
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/v1/players/${ids.owner}/reports/not-a-report/pdf`,
      headers: { authorization: `Bearer ${tokens.owner}` },
      payload: { params: {} },
    });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Unknown report "not-a-report"' });
  });

  it('groups full shots by club category with their offsets from the target line (dispersion)', async () => {
    const res = await post('dispersion-analysis', { golfRoundIds: ROUND_IDS });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<DispersionReportData>();
    expect(data.minShots).toBe(5);
    const drives = data.groups.find((g) => g.category === 'driverWoods')!;
    // Every par-4 and par-5 tee shot of the six rounds (6 × 14) and nothing else: the group is the tee
    // shots' (its band says so), so the 253-yd sand shot of the bogey on hole 4 (par 5) of the rounds with
    // TO_PAR 5 and 4 is not one of them (it fits no band). The par-3 tee shots have their pin 0.003° = 365
    // yd away, beyond MAX_PIN_AIM_YARDS: lay-ups of unknown aim, left out.
    expect(drives.offsets).toHaveLength(6 * PAR_4_AND_5);
    // Fixture shots end 0.0001° east of their start: 0.0001 × 111 195 m × cos 40° = 8.52 m = 9.3 yd, right
    // of a line heading north.
    expect(drives.stats!.mean.x).toBeCloseTo(9.32, 1);
    expect(drives.stats!.ellipses.map((e) => e.probability)).toEqual([0.68, 0.95]);
  });

  it('builds the other reports for the owner', async () => {
    const summary = await post('player-performance-summary', { standard: 'scratch' });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json<OverviewReportData>().groupName).toBe('Recent Performance');
    const assessment = await post('data-analysis', {});
    expect(assessment.statusCode, assessment.body).toBe(200);
    expect(assessment.json<OverviewReportData>().overviews.length).toBeGreaterThan(0);
    const favorites = await post('favorites', {});
    expect(favorites.statusCode).toBe(200);
    const fav = favorites.json<FavoritesReportData>();
    expect(fav.rounds.map((r) => r.round.roundId)).toEqual([ROUND_IDS[1]]);
    expect(fav.rounds[0]!.holes).toHaveLength(18);
    expect(fav.rounds[0]!.holes.reduce((s, h) => s + h.score!, 0)).toBe(72 - 2);
    const best = await post('player-best-stats-report', {});
    expect(best.statusCode, best.body).toBe(200);
    const rr = await post('rr', { golfRoundIds: ROUND_IDS.slice(2) });
    expect(rr.statusCode, rr.body).toBe(200);
    const round = rr.json<BestRoundReportData>();
    // Of TO_PAR 5, 0, 1, 4 the best is the even-par round.
    expect(round.round).toMatchObject({ roundId: ROUND_IDS[3], scoreToPar: 0 });
    expect(round.maps).toHaveLength(18);
    expect(round.maps[0]!.shots.length).toBeGreaterThan(1);
    const plan = await post('course-plan-report', { courseId });
    expect(plan.statusCode, plan.body).toBe(200);
    const course = plan.json<CoursePlanReportData>();
    expect(course.holes).toHaveLength(18);
    expect(course.holes[0]!.timesPlayed).toBe(6);
  });

  it('needs the Reports feature and the data feature of each report, for data and PDF alike', async () => {
    await setWebsiteSettings(t, ids.owner, [{ featureId: F.reports, isPublic: false }]);
    expect((await post('ppr', { golfRoundIds: ROUND_IDS }, 'stranger')).statusCode).toBe(403);
    expect((await post('ppr', { golfRoundIds: ROUND_IDS }, 'anonymous')).statusCode).toBe(403);
    expect((await post('ppr', { golfRoundIds: ROUND_IDS }, 'member')).statusCode).toBe(200);
    // data-analysis prints the assessment table: 77 does not close it, 59 does.
    expect((await post('data-analysis', {}, 'stranger')).statusCode).toBe(200);
    const pdf = await t.app.inject({
      method: 'POST',
      url: reportPaths.pdf(ids.owner, 'data-analysis'),
      headers: { authorization: `Bearer ${tokens.stranger}` },
      payload: { params: {} },
    });
    expect(pdf.statusCode).toBe(403);
    const list = (who: Viewer) =>
      t.app.inject({
        method: 'GET',
        url: reportPaths.list(ids.owner),
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
    expect((await list('stranger')).statusCode).toBe(403);
    await setWebsiteSettings(t, ids.owner, [{ featureId: F.myRounds, isPublic: false }]);
    // The Reports page lists what this visitor may open: shot reports need My Rounds (86).
    const open = (await list('stranger')).json<ReportList>().reports;
    expect(open.find((r) => r.kind === 'rr')?.isOpen).toBe(false);
    expect(open.find((r) => r.kind === 'dispersion-analysis')?.isOpen).toBe(false);
    expect(open.find((r) => r.kind === 'ppr')?.isOpen).toBe(true);
    expect((await list('member')).json<ReportList>().reports.every((r) => r.isOpen)).toBe(true);
    expect((await post('dispersion-analysis', { golfRoundIds: ROUND_IDS }, 'stranger')).statusCode).toBe(403);
    expect((await post('ppr', { golfRoundIds: ROUND_IDS }, 'stranger')).statusCode).toBe(200);
    await setWebsiteSettings(t, ids.owner, []);
  });

  it("opens a report's data with its snapshot token, and nothing else", async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await t.app.reportTokens.sign({ kind: 'ppr', accountId: ids.owner }, expiresAt);
    const as = (reportKind: DataReportKind, accountId = ids.owner) =>
      t.app.inject({
        method: 'POST',
        url: reportPaths.data(accountId, reportKind),
        headers: { authorization: `Bearer ${token}` },
        payload: { golfRoundIds: ROUND_IDS },
      });
    expect((await as('ppr')).statusCode).toBe(200);
    expect((await as('dispersion-analysis')).statusCode).toBe(403);
    expect((await as('ppr', ids.other)).statusCode).toBe(403);
  });
});
