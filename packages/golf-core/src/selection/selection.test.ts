import { describe, expect, it } from 'vitest';
import { addMonths, compareIso } from './dates';
import {
  customRangeLabel,
  findRangeOption,
  isSameRangeByDay,
  searchDateRanges,
  toIsoDay,
} from './date-range-search';
import { bestFuzzyMatch, fuzzyFilter, fuzzyScore } from './fuzzy';
import { holeCountOfOption, isRoundsGridHoleCount, matchesHoleCount, parseHoleCount } from './hole-count';
import { isQuickSetAvailable, matchesYears, quickSetRoundIds, quickSetViewRoundIds } from './quick-sets';
import type { RoundMeta } from './round-meta';
import { roundTypeName } from './round-types';

const meta = (id: number, playedAt: string, tournamentId: number | null = null): RoundMeta => ({
  id,
  playedAt,
  holeCount: 18,
  roundType: tournamentId ? 3 : 1,
  roundNumber: 1,
  tournamentId,
  isSimulator: false,
  isCompleted: true,
});

const now = new Date('2025-04-15T12:00:00Z');
const rounds = [
  meta(1, '2023-03-01T10:00:00Z', 10),
  meta(2, '2024-01-10T10:00:00Z', 11),
  meta(3, '2024-06-01T10:00:00Z', 12),
  meta(4, '2024-12-20T10:00:00Z', 12),
  meta(5, '2025-02-10T10:00:00Z'),
  meta(6, '2025-03-20T10:00:00Z', 13),
  meta(7, '2025-04-01T10:00:00Z'),
  meta(8, '2025-04-10T10:00:00Z'),
  meta(9, '2025-05-01T10:00:00Z'), // in the future: ignored
];

describe('quick sets (spec 3 §4, §9)', () => {
  it.each([
    ['Last 6 Rounds', [8, 7, 6, 5, 4, 3]],
    ['Last 3 Tournaments', [2, 3, 4, 6]],
    ['Past 30 Days', [8, 7, 6]],
    ['Current Season', [8, 7, 6]],
    ['2 Seasons', [8, 7, 6, 5, 4]],
    ['Past 12 Months', [8, 7, 6, 5, 4, 3]],
    ['Past 2 Years', [8, 7, 6, 5, 4, 3, 2]],
  ] as const)('%s', (set, ids) => {
    expect(quickSetRoundIds(set, rounds, now)!.sort()).toEqual([...ids].sort());
  });
  it('keeps the manual selection for Custom and disables empty sets', () => {
    expect(quickSetRoundIds('Custom', rounds, now)).toBeNull();
    expect(isQuickSetAvailable('Custom', [], now)).toBe(true);
    expect(isQuickSetAvailable('Past 30 Days', [rounds[0]!], now)).toBe(false);
  });
});

describe('quick sets of a page that lists rounds', () => {
  // Round 10 is the newest and still in progress (4 holes played).
  const withInProgress = [...rounds, { ...meta(10, '2025-04-12T10:00:00Z'), isCompleted: false }];

  it('counts finished rounds for the sets that count, as the overviews do', () => {
    expect(quickSetViewRoundIds('Last 6 Rounds', withInProgress, now)).toEqual([8, 7, 6, 5, 4, 3]);
    // The overviews' "Last 6 Rounds" of the same player: the same six finished rounds.
    expect(
      quickSetRoundIds(
        'Last 6 Rounds',
        withInProgress.filter((r) => r.isCompleted),
        now,
      ),
    ).toEqual([8, 7, 6, 5, 4, 3]);
  });

  it('lists every round of a stretch of days, the one in progress too, and keeps Custom as it is', () => {
    expect(quickSetViewRoundIds('Past 30 Days', withInProgress, now)).toEqual([10, 8, 7, 6]);
    expect(quickSetViewRoundIds('Custom', withInProgress, now)).toBeNull();
  });
});

describe('years and dates', () => {
  it('matches Last and Prior 12 Months and calendar years', () => {
    expect(matchesYears('2025-01-01T00:00:00Z', ['Last 12 Months'], now)).toBe(true);
    expect(matchesYears('2024-01-01T00:00:00Z', ['Last 12 Months'], now)).toBe(false);
    expect(matchesYears('2024-01-01T00:00:00Z', ['Prior 12 Months'], now)).toBe(true);
    expect(matchesYears('2023-01-01T00:00:00Z', ['Prior 12 Months', 2023], now)).toBe(true);
    expect(matchesYears('2020-01-01T00:00:00Z', [], now)).toBe(true);
  });
  it('clamps month arithmetic to the month end', () => {
    expect(addMonths(new Date('2025-03-31T00:00:00Z'), -1).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});

describe('hole counts and round types', () => {
  it('maps and validates', () => {
    expect(holeCountOfOption('Both')).toBe(9);
    expect(holeCountOfOption('9 Hole')).toBe(9);
    expect(holeCountOfOption('18 Hole')).toBe(18);
    expect(parseHoleCount('918')).toBe(918);
    expect(() => parseHoleCount(27)).toThrow('Invalid hole count value');
    expect(isRoundsGridHoleCount(918)).toBe(false);
    expect(matchesHoleCount(9, 918)).toBe(true);
    expect(matchesHoleCount(9, 18)).toBe(false);
    expect(roundTypeName(10)).toBe('Qualifier');
  });
});

describe('fuzzy matching', () => {
  it('scores exact > prefix > substring > subsequence > none', () => {
    const s = (q: string) => fuzzyScore(q, 'Spring 2024');
    expect(s('spring 2024')).toBe(1);
    expect(s('spr')).toBeGreaterThan(s('2024'));
    expect(s('2024')).toBeGreaterThan(s('sg24'));
    expect(s('zzz')).toBe(0);
    expect(fuzzyScore('', 'x')).toBe(0);
  });
  it('filters by baseline and returns the best match', () => {
    const groups = ['Spring 2024', 'Summer 2024', 'Fall 2023'];
    expect(fuzzyFilter(groups, 'summer', (g) => g)).toEqual(['Summer 2024']);
    expect(bestFuzzyMatch(groups, 'fal', (g) => g)).toBe('Fall 2023');
    expect(bestFuzzyMatch(groups, 'qqq', (g) => g)).toBeNull();
  });
});

describe('date range search (spec 3 §5)', () => {
  const labels = (q: string) => searchDateRanges(q, now).map((o) => o.label);
  it('offers the defaults when empty', () => {
    expect(labels('  ')).toEqual(['Last 12 Months', 'Last 24 Months', 'All Time']);
  });
  it('reads a number plus a fuzzy unit', () => {
    expect(labels('10 wks')).toEqual(['Last 10 Weeks']);
    expect(labels('1 year')).toEqual(['Last 1 Year']);
    const [option] = searchDateRanges('10 weeks', now);
    expect(option!.dateRange.start!.toISOString()).toBe('2025-02-04T12:00:00.000Z');
  });
  it('expands a number alone and a unit alone', () => {
    expect(labels('3')).toEqual(['Last 3 Days', 'Last 3 Weeks', 'Last 3 Months', 'Last 3 Years']);
    expect(labels('months')).toEqual(['Last 6 Months', 'Last 12 Months', 'Last 24 Months', 'Last 36 Months']);
  });
  it('reads fuzzy unit words in singular, plural, abbreviated and misspelled forms', () => {
    expect(labels('10 Weeks')).toEqual(['Last 10 Weeks']);
    expect(labels('6months')).toEqual(['Last 6 Months']);
    expect(labels('2 yrs')).toEqual(['Last 2 Years']);
    expect(labels('45 day')).toEqual(['Last 45 Days']);
    expect(labels('3 mnths')).toEqual(['Last 3 Months']);
    expect(labels('1 month')).toEqual(['Last 1 Month']);
    expect(labels('week')).toEqual(['Last 6 Weeks', 'Last 12 Weeks', 'Last 24 Weeks', 'Last 36 Weeks']);
    expect(labels('yr')).toEqual(['Last 6 Years', 'Last 12 Years', 'Last 24 Years', 'Last 36 Years']);
  });
  it('counts back from now by calendar units', () => {
    const [months] = searchDateRanges('6 months', now);
    expect(months!.dateRange.start!.toISOString()).toBe('2024-10-15T12:00:00.000Z');
    expect(months!.dateRange.end).toEqual(now);
    const [days] = searchDateRanges('3 days', now);
    expect(days!.dateRange.start!.toISOString()).toBe('2025-04-12T12:00:00.000Z');
    const [years] = searchDateRanges('2 years', now);
    expect(years!.dateRange.start!.toISOString()).toBe('2023-04-15T12:00:00.000Z');
    const all = searchDateRanges('', now)[2]!;
    expect(all).toEqual({ label: 'All Time', dateRange: { start: null, end: null } });
  });
  it('gives nothing for nonsense', () => {
    expect(labels('0 days')).toEqual([]);
    expect(labels('weeks 10')).toEqual([]);
    expect(labels('-3 weeks')).toEqual([]);
    expect(labels('qqq')).toEqual([]);
    expect(labels('3 - 4')).toEqual([]);
  });
});

describe('date range selection (spec 3 §4)', () => {
  const day = (iso: string) => new Date(iso);
  it('compares ranges by calendar day', () => {
    const a = { start: day('2024-04-15T08:00:00Z'), end: day('2025-04-15T08:00:00Z') };
    expect(
      isSameRangeByDay(a, { start: day('2024-04-15T23:00:00Z'), end: day('2025-04-15T01:00:00Z') }),
    ).toBe(true);
    expect(isSameRangeByDay(a, { start: day('2024-04-16T00:00:00Z'), end: a.end })).toBe(false);
    expect(isSameRangeByDay(a, { start: a.start, end: null })).toBe(false);
    expect(isSameRangeByDay({ start: null, end: null }, { start: null, end: null })).toBe(true);
  });
  it('finds the selected option by day and labels a custom range with short dates', () => {
    const options = searchDateRanges('', now);
    const later = new Date(now.getTime() + 60_000);
    expect(findRangeOption(options, searchDateRanges('', later)[1]!.dateRange)?.label).toBe('Last 24 Months');
    expect(findRangeOption(options, { start: day('2020-01-01T00:00:00Z'), end: now })).toBeNull();
    expect(customRangeLabel({ start: day('2025-01-05T00:00:00Z'), end: day('2025-03-09T00:00:00Z') })).toBe(
      '1/5/25 - 3/9/25',
    );
    expect(toIsoDay(day('2025-03-09T23:59:00Z'))).toBe('2025-03-09');
    expect(toIsoDay(null)).toBeNull();
  });
});

describe('compareIso', () => {
  it('orders ISO dates and date-times as time does, without collation', () => {
    const dates = ['2026-11-18T10:00:00Z', '2025-12-31T23:59:59Z', '2026-01-02', '2026-11-18T09:59:00Z'];
    expect([...dates].sort(compareIso)).toEqual([
      '2025-12-31T23:59:59Z',
      '2026-01-02',
      '2026-11-18T09:59:00Z',
      '2026-11-18T10:00:00Z',
    ]);
    expect(compareIso('2026-11-18', '2026-11-18')).toBe(0);
  });
});
