import { describe, expect, it } from 'vitest';
import { deriveHoleFeatures } from '../features/derive-hole-features';
import { scoreOnlyRound } from '../testing/fixtures';
import {
  applyTimeframe,
  bestMetricAverages,
  defaultScoreThreshold,
  formatBestMetric,
  historicalMetrics,
  roundsWithinThreshold,
  timeframeLabel,
  type ResultRound,
} from './best-metrics';

const NOW = new Date('2025-06-30T12:00:00Z');

/** A score-only round (2 putts a hole) with the given scores vs par. */
function result(
  id: number,
  playedAt: string,
  vsPar: number[],
  extra: Partial<ResultRound> = {},
): ResultRound {
  const input = scoreOnlyRound(id, playedAt, vsPar);
  const holes = deriveHoleFeatures(input);
  const score = holes.reduce((s, h) => s + h.score!, 0);
  const par = holes.reduce((s, h) => s + h.par, 0);
  return {
    id,
    playedAt,
    score,
    par,
    yards: 6500,
    holeCount: input.holeCount,
    tournamentId: null,
    holes,
    ...extra,
  };
}
const even = (n = 18) => Array.from({ length: n }, () => 0);

describe('timeframes', () => {
  const rounds = [
    { id: 1, playedAt: '2024-05-01T10:00:00Z' },
    { id: 2, playedAt: '2025-01-15T10:00:00Z' },
    { id: 3, playedAt: '2025-06-01T10:00:00Z' },
  ];
  it('keeps all, the last N months, the last N rounds, or a date range, newest first', () => {
    const ids = (t: Parameters<typeof applyTimeframe>[1]) => applyTimeframe(rounds, t, NOW).map((r) => r.id);
    expect(ids({ timePeriod: 'ALL' })).toEqual([3, 2, 1]);
    expect(ids({ timePeriod: 'Months', timeSelectedType: 'FILTER', count: 12 })).toEqual([3, 2]);
    expect(ids({ timePeriod: 'Rounds', timeSelectedType: 'FILTER', count: 1 })).toEqual([3]);
    expect(
      ids({
        timePeriod: 'Months',
        timeSelectedType: 'DATE',
        startDate: '2024-05-01',
        endDate: '2025-01-15T00:00:00Z',
      }),
    ).toEqual([2, 1]);
  });
  it('labels them', () => {
    expect(timeframeLabel({ timePeriod: 'ALL' })).toBe('All Time');
    expect(timeframeLabel({ timePeriod: 'Rounds', timeSelectedType: 'FILTER', count: 20 })).toBe(
      'Last 20 Rounds',
    );
  });
});

describe('score threshold', () => {
  it('defaults to the rounded average plus 6 and keeps rounds at or under it; 0 keeps all', () => {
    const rounds = [{ score: 70 }, { score: 75 }, { score: 80 }, { score: 90 }];
    // Average 78.75 → 79 + 6 = 85.
    expect(defaultScoreThreshold(rounds)).toBe(85);
    expect(roundsWithinThreshold(rounds, 75)).toEqual([{ score: 70 }, { score: 75 }]);
    expect(roundsWithinThreshold(rounds, 0)).toHaveLength(4);
  });
});

describe('bestMetricAverages', () => {
  it('averages per round and pools rates; unknown columns are null', () => {
    // Round 1: one birdie, one double; round 2: two doubles. 2 putts on every hole.
    const r1 = result(
      1,
      '2025-05-01T10:00:00Z',
      even().map((_, i) => (i === 0 ? -1 : i === 1 ? 2 : 0)),
    );
    const r2 = result(
      2,
      '2025-05-02T10:00:00Z',
      even().map((_, i) => (i < 2 ? 2 : 0)),
      { yards: 6601 },
    );
    const m = bestMetricAverages([r1, r2]);
    expect(m.recordCount).toBe(2);
    expect(m.score).toBe(74.5); // 73 and 76
    expect(m.scoreToPar).toBe(2.5);
    expect(m.yards).toBe(6551); // 6550.5 rounds half up
    expect(m.putts).toBe(36);
    expect(m.onePutts).toBe(0);
    expect(m.birdieOrBetter).toBe(0.5);
    expect(m.doubleOverOrHigher).toBe(1.5);
    // Score-only holes have no putt shots: the first-putt distance is unknown, not 0.
    expect(m.firstPuttDist).toBeNull();
  });
});

describe('historicalMetrics', () => {
  const t = (
    id: number,
    day: string,
    score: number,
    tournamentId: number | null,
    holeCount: 9 | 18 = 18,
  ) => ({
    id,
    playedAt: `${day}T10:00:00Z`,
    score,
    par: 72,
    holeCount,
    tournamentId,
  });
  const rounds = [
    t(1, '2024-04-01', 74, 10),
    t(2, '2024-04-02', 70, 10),
    t(3, '2025-05-01', 71, 11),
    t(4, '2025-05-02', 72, 11),
    t(5, '2025-05-03', 68, 11),
    t(6, '2025-06-01', 66, null), // practice: not a tournament round
    t(7, '2025-06-10', 33, 12, 9), // 9-hole: left out
  ];
  it('counts tournaments and finds the best 1-4 consecutive rounds within one tournament', () => {
    const m = historicalMetrics(rounds, NOW);
    expect(m[0]).toMatchObject({ statName: 'Tournament Count', value: 2 });
    expect(m[1]).toMatchObject({
      statName: 'Best 1 Round Score',
      value: 68,
      toPar: -4,
      year: 2025,
      daysSince: 58,
      roundIds: [5],
    });
    // Two-round totals: 144 (1-2), 143 (3-4), 140 (4-5).
    expect(m[2]).toMatchObject({ statName: 'Best 2 Round Score', value: 140, roundIds: [4, 5] });
    expect(m[3]).toMatchObject({
      statName: 'Best 3 Round Score',
      value: 211,
      toPar: -5,
      roundIds: [3, 4, 5],
    });
    expect(m[4]).toMatchObject({ statName: 'Best 4 Round Score', value: null, year: null, roundIds: [] });
  });
  it('counts days since in calendar days, whatever the time of day', () => {
    // May 3 10:00 → Jun 30 08:00 is 57 days and 22 hours, and 58 days on the calendar.
    const early = historicalMetrics(rounds, new Date('2025-06-30T08:00:00Z'));
    expect(early[1]).toMatchObject({ statName: 'Best 1 Round Score', daysSince: 58 });
  });
});

describe('formatBestMetric', () => {
  it('prints rates as whole percents and per-round averages with their decimal', () => {
    expect(formatBestMetric('fir', 25)).toBe('25%');
    expect(formatBestMetric('upDown', 56)).toBe('56%');
    expect(formatBestMetric('score', 77)).toBe('77.0');
    expect(formatBestMetric('onePutts', 5.6)).toBe('5.6');
    expect(formatBestMetric('yards', 6275)).toBe('6275');
    expect(formatBestMetric('firstPuttDist', 18)).toBe('18.0');
  });
  it('says a figure is missing: "—" for a measurement not recorded, "-" otherwise', () => {
    expect(formatBestMetric('yards', null)).toBe('—');
    expect(formatBestMetric('gir', null)).toBe('-');
    // No round at all: no measurement was missed, there is no figure.
    expect(formatBestMetric('yards', null, 0)).toBe('-');
    expect(formatBestMetric('firstPuttDist', null, 0)).toBe('-');
    expect(formatBestMetric('yards', null, 3)).toBe('—');
    expect(formatBestMetric('putts', null)).toBe('-');
  });
});
