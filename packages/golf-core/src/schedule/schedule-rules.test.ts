import { describe, expect, it } from 'vitest';
import {
  applyFirstScoreData,
  chooseResultsHoleCount,
  fallBackFromEmptyFeatured,
  initialResultsState,
  parseScoreThreshold,
  resultsRounds,
  setScoreThreshold,
  switchFavoritesView,
  type ResultsRound,
} from './favorites-view';
import { filterHighlightStats } from './highlight';
import {
  defaultScheduleOptions,
  isAllEventTypesChecked,
  isAllLocaleTypesChecked,
  isAllStatusesChecked,
  selectAllEventTypes,
  selectAllLocaleTypes,
  selectAllStatuses,
  toggleOption,
} from './options';
import {
  CONFIRMED_STATUSES,
  CONSIDERING_STATUSES,
  DEFAULT_SCHEDULE_STATUSES,
  statusCounts,
} from './statuses';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('statuses (spec 3 §4)', () => {
  it('groups 1, 3, 4 as confirmed and 2, 6, 5 as considering, and selects 1, 3, 4, 2, 6 by default', () => {
    expect(CONFIRMED_STATUSES).toEqual([1, 3, 4]);
    expect(CONSIDERING_STATUSES).toEqual([2, 6, 5]);
    expect(DEFAULT_SCHEDULE_STATUSES).toEqual([1, 3, 4, 2, 6]);
    expect(defaultScheduleOptions()).toEqual({
      statuses: [1, 3, 4, 2, 6],
      eventTypes: [3, 10, 11],
      localeTypes: [1, 3, 4],
      eventFilter: 'All',
      mergeStatusTables: false,
      viewBy: 'Month',
    });
  });

  it('counts players per status at one event', () => {
    expect(statusCounts([1, 1, 4, 6, 5, 2, 3])).toEqual({
      infield: 2,
      applied: 1,
      qualifying: 1,
      considering: 1,
      invited: 1,
      conflict: 1,
    });
  });
});

describe('Select All (spec 3 §5)', () => {
  it('event types: two selected clears, anything else selects all three; checked at length 2', () => {
    expect(selectAllEventTypes([3, 10])).toEqual([]);
    expect(selectAllEventTypes([])).toEqual([3, 10, 11]);
    expect(selectAllEventTypes([11])).toEqual([3, 10, 11]);
    // The spec's rule: with all three selected Select All selects all three again.
    expect(selectAllEventTypes([3, 10, 11])).toEqual([3, 10, 11]);
    expect(isAllEventTypesChecked([10, 11])).toBe(true);
    expect(isAllEventTypesChecked([3, 10, 11])).toBe(false);
  });

  it('locale types: three selected clears, else all', () => {
    expect(selectAllLocaleTypes([1, 3, 4])).toEqual([]);
    expect(selectAllLocaleTypes([4])).toEqual([1, 3, 4]);
    expect(selectAllLocaleTypes([])).toEqual([1, 3, 4]);
    expect(isAllLocaleTypesChecked([1, 3, 4])).toBe(true);
    expect(isAllLocaleTypesChecked([1, 3])).toBe(false);
  });

  it('statuses: six selected clears, else all six', () => {
    expect(selectAllStatuses([1, 2, 3, 4, 5, 6])).toEqual([]);
    expect(selectAllStatuses([1, 3, 4, 2, 6])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(selectAllStatuses([])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(isAllStatusesChecked([6, 5, 4, 3, 2, 1])).toBe(true);
    expect(isAllStatusesChecked([1, 3, 4, 2, 6])).toBe(false);
  });

  it('ticks and unticks one option', () => {
    expect(toggleOption([3, 10], 11)).toEqual([3, 10, 11]);
    expect(toggleOption([3, 10, 11], 10)).toEqual([3, 11]);
  });
});

const round = (id: number, playedAt: string, score: number, extra: Partial<ResultsRound> = {}) => ({
  id,
  playedAt,
  score,
  par: 72,
  holeCount: 18,
  isFeatured: false,
  ...extra,
});

describe('favorites view (spec 3 §4)', () => {
  it('opens Featured on All Time and all holes, Score on 12 months and the default hole count or 18', () => {
    expect(initialResultsState(0)).toEqual({
      view: 0,
      timeframe: { timePeriod: 'ALL' },
      holeCount: 918,
      threshold: -1,
    });
    expect(initialResultsState(1)).toEqual({
      view: 1,
      timeframe: { timePeriod: 'Months', timeSelectedType: 'FILTER', count: 12 },
      holeCount: 18,
      threshold: -1,
    });
    expect(initialResultsState(1, 9).holeCount).toBe(9);
  });

  it('switching resets the timeframe and the threshold; the same view changes nothing', () => {
    const score = { ...initialResultsState(1), threshold: 80, timeframe: { timePeriod: 'ALL' as const } };
    expect(switchFavoritesView(score, 0)).toEqual({
      view: 0,
      timeframe: { timePeriod: 'ALL' },
      holeCount: 918,
      threshold: 0,
    });
    const featured = { ...initialResultsState(0), timeframe: SIX_ROUNDS };
    expect(switchFavoritesView(featured, 1, 9)).toEqual({
      view: 1,
      timeframe: { timePeriod: 'Months', timeSelectedType: 'FILTER', count: 12 },
      holeCount: 9,
      threshold: 0,
    });
    expect(switchFavoritesView(score, 1)).toBe(score);
  });

  it('turns the unset threshold into the rounded average + 6 on first data, once', () => {
    // In the last 12 months at 18 holes: 70, 75, 74 → average 73 → 79. The 9-hole and the old round do not count.
    const rounds = [
      round(1, '2026-01-10T15:00:00Z', 70),
      round(2, '2025-12-01T15:00:00Z', 75),
      round(3, '2025-09-01T15:00:00Z', 74),
      round(4, '2026-02-01T15:00:00Z', 40, { holeCount: 9, par: 36 }),
      round(5, '2024-01-01T15:00:00Z', 100),
    ];
    const first = applyFirstScoreData(initialResultsState(1), rounds, NOW);
    expect(first.threshold).toBe(79);
    expect(applyFirstScoreData(first, [round(9, '2026-03-01T15:00:00Z', 90)], NOW)).toBe(first);
    // 70 + 75 + 76 = 221 / 3 = 73.67 → 74 → 80.
    const rounded = applyFirstScoreData(
      initialResultsState(1),
      [rounds[0]!, rounds[1]!, round(6, '2026-03-01T15:00:00Z', 76)],
      NOW,
    );
    expect(rounded.threshold).toBe(80);
    expect(applyFirstScoreData(initialResultsState(0), rounds, NOW).threshold).toBe(-1);
  });

  it('9 or 18 sets the hole count and threshold 0; All sets 0', () => {
    const state = { ...initialResultsState(1), threshold: 79 };
    expect(chooseResultsHoleCount(state, 9)).toEqual({ ...state, holeCount: 9, threshold: 0 });
    expect(setScoreThreshold(state, 'All').threshold).toBe(0);
    expect(setScoreThreshold(state, 75).threshold).toBe(75);
  });

  it('reads a typed threshold as a whole number from 0 to 200, else null', () => {
    expect(parseScoreThreshold(' 78 ')).toBe(78);
    expect(parseScoreThreshold('0')).toBe(0);
    expect(parseScoreThreshold('abc')).toBeNull();
    expect(parseScoreThreshold('7.5')).toBeNull();
    expect(parseScoreThreshold('-3')).toBeNull();
    expect(parseScoreThreshold('201')).toBeNull();
    expect(parseScoreThreshold('')).toBeNull();
  });

  it('lists featured rounds newest first, or the best rounds under the threshold lowest first', () => {
    const rounds = [
      round(1, '2026-01-10T15:00:00Z', 70, { isFeatured: true }),
      round(2, '2025-12-01T15:00:00Z', 75),
      round(3, '2026-02-01T15:00:00Z', 72, { isFeatured: true, holeCount: 9, par: 36 }),
      round(4, '2025-11-01T15:00:00Z', 70),
    ];
    expect(resultsRounds(rounds, initialResultsState(0), NOW).map((r) => r.id)).toEqual([3, 1]);
    const score = { ...initialResultsState(1), threshold: 72 };
    // 70 and 70 (newer first), 75 is over the threshold, the 9-hole round is another hole count.
    expect(resultsRounds(rounds, score, NOW).map((r) => r.id)).toEqual([1, 4]);
    expect(resultsRounds(rounds, { ...score, threshold: 0 }, NOW).map((r) => r.id)).toEqual([1, 4, 2]);
  });

  it('falls back to Score only from an empty Featured view the player did not choose', () => {
    const featured = initialResultsState(0);
    expect(fallBackFromEmptyFeatured(featured, { rounds: 0, tournaments: 0 }, false, 9)).toEqual(
      initialResultsState(1, 9),
    );
    expect(fallBackFromEmptyFeatured(featured, { rounds: 0, tournaments: 0 }, true)).toBe(featured);
    expect(fallBackFromEmptyFeatured(featured, { rounds: 0, tournaments: 1 }, false)).toBe(featured);
    expect(fallBackFromEmptyFeatured(featured, { rounds: 2, tournaments: 0 }, false)).toBe(featured);
    const score = initialResultsState(1);
    expect(fallBackFromEmptyFeatured(score, { rounds: 0, tournaments: 0 }, false)).toBe(score);
  });
});

const SIX_ROUNDS = { timePeriod: 'Rounds' as const, timeSelectedType: 'FILTER' as const, count: 6 };

describe('highlight search (spec 3 §5)', () => {
  it('keeps stats whose statName contains the text, ignoring case', () => {
    const stats = [{ statName: 'Best 1 Round Score' }, { statName: 'Tournament Count' }, { statName: 'GIR' }];
    expect(filterHighlightStats(stats, 'ROUND').map((s) => s.statName)).toEqual(['Best 1 Round Score']);
    expect(filterHighlightStats(stats, 'gi').map((s) => s.statName)).toEqual(['GIR']);
    expect(filterHighlightStats(stats, 'ount').map((s) => s.statName)).toEqual(['Tournament Count']);
    expect(filterHighlightStats(stats, '')).toHaveLength(3);
    expect(filterHighlightStats(stats, 'putt')).toEqual([]);
  });
});
