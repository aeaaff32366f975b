import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  reportPaths,
  type DataReportKind,
  type OverviewReportData,
  type StatsReportData,
} from '@linksight/api-contract';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople } from './player-fixtures';
import { insertFixtureCourse, insertFixtureRounds, makeRound } from './round-fixtures';

const NOW = new Date('2025-06-15T12:00:00Z');
/** Eight 18-hole rounds, every 20 days back from 5 June 2025 (newest first), and one 9-hole round. */
const TO_PAR = [4, 2, 0, 6, 3, 1, 5, 2];
const EIGHTEENS = TO_PAR.map((_, k) => 8600 + k);
const NINE = 8700;
const NINE_TO_PAR = 1;

/**
 * Issue 1 of the report review: a report's header describes exactly the rounds and figures its tables
 * use. Key figures are the tables' own per-18-hole stats (a 9-hole round weighs half, not as a whole
 * round); the overview reports' header covers every row of their table.
 */
describe.each(testDatabases)('report headers on %s', (kind) => {
  let t: TestApp;
  let owner = 0;
  let token = '';

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const people = await insertPeople(t);
    owner = people.ids.owner;
    token = people.tokens.owner;
    vi.spyOn(t.app.clock, 'now').mockReturnValue(NOW);
    const { courseId, teeId } = await insertFixtureCourse(t);
    const day = (k: number) => new Date(Date.UTC(2025, 5, 5 - 20 * k, 9)).toISOString();
    const rounds = TO_PAR.map((toPar, k) =>
      makeRound(
        { id: EIGHTEENS[k]!, accountId: owner, playedAt: day(k), holeCount: 18, seed: 0, toPar },
        courseId,
      ),
    );
    rounds.push(
      makeRound(
        { id: NINE, accountId: owner, playedAt: day(1.5), holeCount: 9, seed: 0, toPar: NINE_TO_PAR },
        courseId,
      ),
    );
    await insertFixtureRounds(t, rounds, teeId);
  });
  afterAll(() => closeQuietly(t));

  const post = (reportKind: DataReportKind, body: object) =>
    t.app.inject({
      method: 'POST',
      url: reportPaths.data(owner, reportKind),
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  it.each(['ppr', 'public-player-stats-report'] as const)(
    '%s: key figures are the table’s per-18-hole stats, and the header names the 9-hole round',
    async (reportKind) => {
      const res = await post(reportKind, { golfRoundIds: [...EIGHTEENS, NINE], standard: 'scratch' });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<StatsReportData>();
      expect(data.header.roundCount).toBe(9);
      expect(data.header.roundsLabel).toMatch(/^9 rounds \(1 of 9 holes; figures per 18 holes\) · /);
      const nineOnly = (
        await post(reportKind, { golfRoundIds: [NINE], standard: 'scratch' })
      ).json<StatsReportData>();
      expect(nineOnly.header.roundsLabel).toMatch(/^1 round of 9 holes \(figures per 18 holes\) · /);
      expect(data.keyStats.map((s) => s.id)).toEqual(['score-vs-par', 'sg-total']);
      // The key figures are the rows of the table, value and text alike.
      for (const key of data.keyStats)
        expect(key).toEqual(data.performance.stats.find((s) => s.id === key.id));
      // Per 18 holes: 23 + 1 over par in 8 × 18 + 9 = 153 holes → 24 × 18 / 153 = +2.82, printed +2.8.
      // Averaging whole rounds (24 / 9 = +2.7) would count the 9-hole round as an 18.
      const toPar = data.keyStats[0]!;
      const over = TO_PAR.reduce((a, b) => a + b, 0) + NINE_TO_PAR;
      expect(toPar.performance.raw).toBeCloseTo((over * 18) / (8 * 18 + 9), 6);
      expect(toPar.performance.formatted).toBe('+2.8');
    },
  );

  it('covers every overview of the table in the header of the overview reports', async () => {
    for (const reportKind of ['player-performance-summary', 'data-analysis'] as const) {
      const res = await post(reportKind, { standard: 'scratch' });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<OverviewReportData>();
      const counts = data.overviews.map((o) => o.roundCount);
      // Last 6 Rounds has 6; Past 12 Months all eight 18-hole rounds: the header covers those eight.
      expect(Math.max(...counts)).toBe(8);
      expect(data.header.roundCount).toBe(8);
      expect(data.header.roundsLabel).toBe('8 rounds · Jan 16 – Jun 5, 2025');
    }
  });
});
