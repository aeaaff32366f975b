import { describe, expect, it } from 'vitest';
import { deriveHoleFeatures } from '../features/derive-hole-features';
import type { RoundMeta } from '../selection/round-meta';
import { levelStandardValues } from '../standards/standards';
import { computeStats } from '../stats/compute-stats';
import { randomRound, scoreOnlyRound } from '../testing/fixtures';
import { buildOverviewGroups, DEFAULT_GROUP } from './group-catalog';
import { assignColors, dedupeFilterNames, paletteFor } from './labels-colors';
import {
  isGroupIncomplete,
  loadingStateOf,
  performanceErrorMessage,
  strengthWeaknessErrorMessage,
  visibleAndHidden,
} from './loading';
import { computeOverview, shownBeat, skillPerformance, standardValuesOf } from './overview';
import { applyRoundFilter } from './round-filter';

const meta = (id: number, playedAt: string, extra: Partial<RoundMeta> = {}): RoundMeta => ({
  id,
  playedAt,
  holeCount: 18,
  roundType: 3,
  roundNumber: 1,
  tournamentId: null,
  isSimulator: false,
  isCompleted: true,
  ...extra,
});

describe('applyRoundFilter', () => {
  const rounds = [
    meta(1, '2025-01-01T00:00:00Z', { tournamentId: 5, roundNumber: 1, scoreVsPar: 4 }),
    meta(2, '2025-01-02T00:00:00Z', { tournamentId: 5, roundNumber: 2, scoreVsPar: 1 }),
    meta(3, '2025-02-01T00:00:00Z', { holeCount: 9, roundType: 1, scoreVsPar: 0 }),
    meta(4, '2025-03-01T00:00:00Z', { isSimulator: true, scoreVsPar: -2 }),
    meta(5, '2025-04-01T00:00:00Z', { isCompleted: false }),
    meta(6, '2025-05-01T00:00:00Z', { tournamentId: 6, roundNumber: 1, scoreVsPar: 3 }),
  ];
  const ids = (f: Parameters<typeof applyRoundFilter>[1]) => applyRoundFilter(rounds, f).map((r) => r.id);
  it('applies each criterion', () => {
    expect(ids({ filterName: 'a', holeCount: 918 })).toEqual([6, 4, 3, 2, 1]);
    expect(ids({ filterName: 'a', holeCount: 9 })).toEqual([3]);
    expect(ids({ filterName: 'a', holeCount: 918, inProgressRounds: true })).toContain(5);
    expect(ids({ filterName: 'a', holeCount: 918, roundTypes: [1] })).toEqual([3]);
    expect(ids({ filterName: 'a', holeCount: 918, playedInSimulator: true })).toEqual([4]);
    expect(ids({ filterName: 'a', holeCount: 918, tournamentIds: [5] })).toEqual([2, 1]);
    expect(ids({ filterName: 'a', holeCount: 918, golfRoundIds: [1, 3] })).toEqual([3, 1]);
    // A quick set that picked no round (Last 3 Tournaments of a nine-hole view) selects none, not all.
    expect(ids({ filterName: 'a', holeCount: 918, golfRoundIds: [] })).toEqual([]);
    expect(ids({ filterName: 'a', holeCount: 918, golfRoundIds: null })).toEqual([6, 4, 3, 2, 1]);
    expect(
      ids({
        filterName: 'a',
        holeCount: 918,
        dateRange: { min: '2025-01-02T00:00:00Z', max: '2025-03-01T00:00:00Z' },
      }),
    ).toEqual([4, 3, 2]);
  });
  it('treats round number 0 as the final round', () => {
    expect(ids({ filterName: 'a', holeCount: 918, roundNumbers: [0] })).toEqual([6, 2]);
    expect(ids({ filterName: 'a', holeCount: 918, roundNumbers: [1] })).toEqual([6, 4, 3, 1]);
  });
  it('applies best/last timeframes', () => {
    const tf = (period: 'best' | 'last', unit: 'rounds' | 'tournaments', count: number) =>
      ids({ filterName: 'a', holeCount: 918, timeframe: { period, unit, count } });
    expect(tf('last', 'rounds', 2)).toEqual([6, 4]);
    expect(tf('best', 'rounds', 2)).toEqual([4, 3]);
    expect(tf('last', 'tournaments', 1)).toEqual([6]);
    expect(tf('best', 'tournaments', 1)).toEqual([2, 1]);
  });
});

describe('names and colours', () => {
  it('suffixes duplicate names', () => {
    expect(dedupeFilterNames(['A', 'B', 'A', 'A', 'A (2)'])).toEqual(['A', 'B', 'A (3)', 'A (4)', 'A (2)']);
    expect(dedupeFilterNames(['A', 'A', 'A'])).toEqual(['A', 'A (2)', 'A (3)']);
  });
  it('keeps a label colour when labels are swapped', () => {
    const first = assignColors(['x', 'y', 'z']);
    expect(new Set(Object.values(first)).size).toBe(3);
    const swapped = assignColors(['z', 'x', 'y'], first);
    expect(swapped).toEqual(first);
    const next = assignColors(['z', 'w', 'y'], first);
    expect(next['z']).toBe(first['z']);
    expect(next['w']).toBe(first['x']);
    expect(paletteFor(1)).toHaveLength(2);
    expect(paletteFor(9)).toHaveLength(7);
    expect(Object.keys(assignColors(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']))).toHaveLength(8);
  });
});

describe('computeOverview', () => {
  const holes = [1, 2, 3].flatMap((i) => deriveHoleFeatures(randomRound(i, i * 31)));
  const overview = computeOverview(holes, levelStandardValues('hcp-10'));
  it('computes Skill Performance as the whole-percent share of stats beating the standard', () => {
    const drive = overview.stats.filter((s) => s.category === 'Drive' && s.beatStandard !== null);
    const expected = Math.round((drive.filter((s) => s.beatStandard).length / drive.length) * 100);
    expect(overview.byCategory.find((c) => c.category === 'Drive')!.performance).toBe(expected);
    expect(overview.byView.Drive).toBe(expected);
    expect(overview.byView.Scorecard).not.toBeNull();
  });
  it('ranks strengths and weaknesses with evidence', () => {
    expect(overview.strengths.length).toBeGreaterThan(0);
    for (const s of overview.strengths) expect(s.relativeGap).toBeGreaterThan(0);
    for (const w of overview.weaknesses) expect(w.relativeGap).toBeLessThan(0);
    const gaps = overview.weaknesses.map((w) => w.relativeGap);
    expect([...gaps].sort((a, b) => a - b)).toEqual(gaps);
    expect(overview.strengths[0]!.evidence.value).toMatch(/\d/);
  });
  it('lists no strength or weakness whose value and standard read the same', () => {
    const eagles = overview.stats.find((s) => s.id === 'eagles-per-round')!;
    // Every standard equal to the player's value but one, a hair above it: a real gap (−100 % when the
    // player has no eagle), invisible at the stat's one decimal.
    const hairline = computeOverview(holes, {
      ...Object.fromEntries(overview.stats.map((s) => [s.id, s.performance.raw])),
      'eagles-per-round': eagles.performance.raw! + 0.01,
    });
    const listed = [...hairline.strengths, ...hairline.weaknesses];
    expect(listed.map((s) => s.statId)).not.toContain('eagles-per-round');
    for (const s of listed) expect(s.evidence.value).not.toBe(s.evidence.standard);
  });
  it('counts a stat as beating its standard in Skill Performance only when the page shows it beating', () => {
    const values = Object.fromEntries(overview.stats.map((s) => [s.id, s.performance.raw]));
    const fir = overview.stats.find((s) => s.id === 'fairways-hit-pct')!;
    // A standard a hair below the player's fairways: beaten raw, a tie at the shown 0.1 %.
    const hairline = computeOverview(holes, { ...values, 'fairways-hit-pct': fir.performance.raw! - 0.001 });
    const shown = hairline.stats.find((s) => s.id === 'fairways-hit-pct')!;
    expect(shown.beatStandard).toBe(true);
    expect(shown.performance.formatted).toBe(shown.standardFormatted);
    expect(hairline.byView.Drive).toBe(0);
    // Beaten as shown (0.1 % is visible): it counts.
    const visible = computeOverview(holes, { ...values, 'fairways-hit-pct': fir.performance.raw! - 1 });
    expect(visible.byView.Drive).toBeGreaterThan(0);
  });
  it('compares with another filter of the same player', () => {
    const other = deriveHoleFeatures(scoreOnlyRound(9, '2025-01-01T00:00:00Z', Array(18).fill(1)));
    const o = computeOverview(holes, standardValuesOf(computeStats(other)));
    const scoring = o.stats.find((s) => s.id === 'scoring-average')!;
    expect(scoring.standard).toBe(90);
    expect(scoring.beatStandard).toBe(scoring.performance.raw! < 90);
    expect(skillPerformance([], 'Putt')).toBeNull();
  });
});

describe('loading states (spec 3 §4, §8)', () => {
  it('derives states and group completeness', () => {
    expect(loadingStateOf(undefined)).toBe('waiting');
    expect(loadingStateOf(null)).toBe('error');
    expect(loadingStateOf({ error: 'x' })).toBe('error');
    expect(loadingStateOf(computeOverview([], {}))).toBe('no-data');
    expect(isGroupIncomplete(['loaded', 'error', 'no-data'])).toBe(true);
    expect(isGroupIncomplete(['loaded', 'loaded'])).toBe(false);
    const lists = visibleAndHidden([
      { state: 'loaded', isHidden: false },
      { state: 'loaded', isHidden: true },
      { state: 'error', isHidden: false },
    ] as const);
    expect([lists.visible.length, lists.hidden.length]).toEqual([1, 1]);
    expect(performanceErrorMessage('')).toBe('Unable to load performance stats for Unnamed Filter');
    expect(strengthWeaknessErrorMessage('Recent')).toBe('Unable to load strength/weakness stats for Recent');
  });
});

describe('overview groups', () => {
  it('builds both modes from quick sets with their defaults first', () => {
    const rounds = [meta(1, '2025-04-01T00:00:00Z', { tournamentId: 1 })];
    const groups = buildOverviewGroups('Player Performance', rounds, new Date('2025-04-10T00:00:00Z'), 18);
    expect(groups[0]!.groupName).toBe(DEFAULT_GROUP['Player Performance']);
    expect(groups[0]!.overviews[0]).toMatchObject({
      filterName: 'Last 6 Rounds',
      golfRoundIds: [1],
      holeCount: 18,
    });
    expect(buildOverviewGroups('Assessment', rounds, new Date(), 9)[0]!.groupName).toBe('Recent');
  });
});

describe('a verdict a reader can see', () => {
  const stat = (beatStandard: boolean | null, formatted: string, standardFormatted: string) => ({
    beatStandard,
    performance: { formatted },
    standardFormatted,
  });
  it('is no verdict when the two values read the same on the page', () => {
    expect(shownBeat(stat(false, '0.0', '0.0'))).toBeNull();
    expect(shownBeat(stat(true, '55.2%', '55.2%'))).toBeNull();
  });
  it('keeps the verdict when the values differ, and none without a standard', () => {
    expect(shownBeat(stat(false, '0.0', '0.1'))).toBe(false);
    expect(shownBeat(stat(true, '58.1%', '52.0%'))).toBe(true);
    expect(shownBeat(stat(null, '–', '0.1'))).toBeNull();
  });
});
