import { describe, expect, it } from 'vitest';
import type { HoleFeatures } from '../features/hole-features';
import { compareStatsPdfFileName } from '../format/file-names';
import {
  CompareInputError,
  defaultSelections,
  nextSeasons,
  normalizeYears,
  parseStatFilter,
  serializeStatFilter,
  toggleAllRoundTypes,
  toggleMonth,
  type StatFilterSelections,
} from './selections';
import {
  applyTrend,
  foreignRoundIds,
  monthsWithRounds,
  selectCompareRounds,
  type CompareRound,
} from './select-rounds';
import {
  DEFAULT_ROUND_SORT,
  arrangeRoundOptions,
  nextRoundSort,
  roundOptionText,
  roundOptionsWithin,
  selectAllRounds,
  toRoundOption,
  toggleRound,
} from './round-options';
import {
  DEFAULT_METRICS,
  betterSide,
  compareRows,
  formatDifference,
  metricGroups,
  parseMetricsSelections,
} from './metrics';
import { COMPARE_TABS, DEFAULT_COMPARE_TAB, sampleEvenly, sideFigures } from './tabs';
import { parseCompareRequest, serializeCompareRequest } from './compare-request';
import { computeStats } from '../stats/compute-stats';
import { formatStatValue } from '../stats/format';
import { STAT_CATALOG, getStat } from '../stats/catalog';

const NOW = new Date('2026-06-15T12:00:00Z');
const PLAYER = { accountId: 7, playerName: 'Wes Haugen' };

function rnd(id: number, playedAt: string, partial: Partial<CompareRound> = {}): CompareRound {
  return {
    id,
    playedAt,
    holeCount: 18,
    roundType: 1,
    roundNumber: 1,
    tournamentId: null,
    isSimulator: false,
    isCompleted: true,
    courseName: `Course ${id}`,
    courseLengthYards: 6800,
    score: 72,
    scoreVsPar: 0,
    tournamentName: null,
    ...partial,
  };
}

const ROUNDS: CompareRound[] = [
  rnd(1, '2026-06-01T15:00:00Z', { score: 70, scoreVsPar: -2, roundType: 3, tournamentName: 'Spring Open' }),
  rnd(2, '2026-04-10T15:00:00Z', { score: 75, scoreVsPar: 3, courseLengthYards: 6200 }),
  rnd(3, '2025-12-20T15:00:00Z', { score: 71, scoreVsPar: -1 }),
  rnd(4, '2025-03-05T15:00:00Z', { score: 78, scoreVsPar: 6, roundType: 11 }),
  rnd(5, '2024-07-04T15:00:00Z', { score: 69, scoreVsPar: -3, courseLengthYards: 7300 }),
  rnd(6, '2026-05-01T15:00:00Z', { holeCount: 9, score: 36, scoreVsPar: 0 }),
  rnd(7, '2026-05-02T15:00:00Z', { isCompleted: false, score: null, scoreVsPar: null }),
];
const ids = (rounds: readonly CompareRound[]) => rounds.map((r) => r.id);
const withSel = (
  patch: Partial<StatFilterSelections>,
  advanced: Partial<StatFilterSelections['advancedFilter']> = {},
) => {
  const base = defaultSelections(PLAYER);
  return { ...base, ...patch, advancedFilter: { ...base.advancedFilter, ...advanced } };
};

describe('selectCompareRounds (spec 2 §4, §5)', () => {
  it('keeps completed rounds of the hole count, newest first', () => {
    expect(ids(selectCompareRounds(ROUNDS, withSel({}), NOW))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(selectCompareRounds(ROUNDS, withSel({ holeCount: 9 }), NOW))).toEqual([6]);
  });
  it('Last 12 Months is after one year ago; Prior 12 Months between two years and one year ago', () => {
    expect(ids(selectCompareRounds(ROUNDS, withSel({ years: ['Last 12 Months'] }), NOW))).toEqual([1, 2, 3]);
    expect(ids(selectCompareRounds(ROUNDS, withSel({ years: ['Prior 12 Months'] }), NOW))).toEqual([4, 5]);
    expect(ids(selectCompareRounds(ROUNDS, withSel({ years: [2025] }), NOW))).toEqual([3, 4]);
  });
  it('filters by the seasons’ months and the round types', () => {
    // Spring: March–May → rounds 2 (April) and 4 (March).
    expect(ids(selectCompareRounds(ROUNDS, withSel({ seasons: ['Spring'] }), NOW))).toEqual([2, 4]);
    expect(ids(selectCompareRounds(ROUNDS, withSel({ seasons: ['Winter', 'Summer'] }), NOW))).toEqual([
      1, 3, 5,
    ]);
    expect(ids(selectCompareRounds(ROUNDS, withSel({ roundTypes: [3, 11] }), NOW))).toEqual([1, 4]);
    expect(() => selectCompareRounds(ROUNDS, withSel({ seasons: [] }), NOW)).toThrow('No seasons selected');
  });
  it('Round tab: chosen ids; Month tab: chosen months', () => {
    expect(ids(selectCompareRounds(ROUNDS, withSel({}, { rounds: [2, 5, 6] }), NOW))).toEqual([2, 5]);
    expect(
      ids(selectCompareRounds(ROUNDS, withSel({}, { label: 'Month', month: { months: [6, 7] } }), NOW)),
    ).toEqual([1, 5]);
  });
  it('Scoring tab: score at or under the threshold, yardage within bounds (Any = unbounded)', () => {
    const scoring = (t: number, min: number | null, max: number | null) =>
      ids(
        selectCompareRounds(
          ROUNDS,
          withSel(
            {},
            {
              label: 'Scoring',
              scoring: { scoringThreshold: t, scoringYardageMin: min, scoringYardageMax: max },
            },
          ),
          NOW,
        ),
      );
    expect(scoring(72, null, null)).toEqual([1, 3, 5]);
    expect(scoring(75, 6400, 7000)).toEqual([1, 3]);
    expect(scoring(80, 7000, null)).toEqual([5]);
  });
  it('Scoring tab: a round without a recorded length is kept under Any, never counted as 0 yards', () => {
    const imported = rnd(8, '2026-03-01T15:00:00Z', { courseLengthYards: null, score: 72 });
    const scoring = (min: number | null, max: number | null) =>
      ids(
        selectCompareRounds(
          [...ROUNDS, imported],
          withSel(
            {},
            {
              label: 'Scoring',
              scoring: { scoringThreshold: 72, scoringYardageMin: min, scoringYardageMax: max },
            },
          ),
          NOW,
        ),
      );
    expect(scoring(null, null)).toEqual([1, 8, 3, 5]);
    // Its length is unknown: it cannot be shown to lie under 7000 yd (null is not 0 yd) nor over 6000.
    expect(scoring(null, 7000)).toEqual([1, 3]);
    expect(scoring(6000, null)).toEqual([1, 3, 5]);
  });
  it('Trend tab: best, worst, last and best consecutive rounds', () => {
    const t = (
      trendType: 'Best Rounds' | 'Worst Rounds' | 'Last Rounds' | 'Best Consecutive Rounds',
      trendCount: 3 | 5,
    ) =>
      ids(
        selectCompareRounds(ROUNDS, withSel({}, { label: 'Trend', trend: { trendType, trendCount } }), NOW),
      );
    expect(t('Best Rounds', 3)).toEqual([1, 3, 5]);
    expect(t('Worst Rounds', 3)).toEqual([2, 3, 4]);
    expect(t('Last Rounds', 3)).toEqual([1, 2, 3]);
    // Chronological to par: 5:-3, 4:+6, 3:-1, 2:+3, 1:-2 → windows of 3: +2, +8, 0 → the last (3, 2, 1).
    expect(t('Best Consecutive Rounds', 3)).toEqual([1, 2, 3]);
    expect(
      ids(applyTrend(ROUNDS.slice(0, 2), { trendType: 'Best Consecutive Rounds', trendCount: 3 })),
    ).toEqual([1, 2]);
  });
  it('names rounds of another player', () => {
    expect(foreignRoundIds(withSel({}, { rounds: [1, 99] }), new Set(ids(ROUNDS)))).toEqual([99]);
  });
});

describe('selectors (spec 2 §4)', () => {
  it('seasons never become empty; years all = All', () => {
    expect(nextSeasons(['Fall'], [])).toEqual(['Fall']);
    expect(nextSeasons(['Fall'], ['Winter', 'Spring'])).toEqual(['Spring', 'Winter']);
    expect(normalizeYears([2024, 2025, 2026], [2026, 2025, 2024])).toEqual([]);
    expect(normalizeYears([2025], [2026, 2025])).toEqual([2025]);
    expect(normalizeYears(['Last 12 Months'], [2026])).toEqual(['Last 12 Months']);
  });
  it('the All round type box restores the earlier selection when unticked', () => {
    const on = toggleAllRoundTypes([3], null);
    expect(on.roundTypes).toEqual([1, 3, 10, 11]);
    expect(toggleAllRoundTypes(on.roundTypes, on.beforeAll).roundTypes).toEqual([3]);
  });
  it('months: only months with rounds, at least one stays', () => {
    const months = monthsWithRounds(ROUNDS, 18);
    expect(months).toEqual([3, 4, 6, 7, 12]);
    expect(toggleMonth([], 4, months)).toEqual([3, 6, 7, 12]);
    expect(toggleMonth([4], 4, months)).toEqual([4]);
    expect(toggleMonth([4], 1, months)).toEqual([4]);
  });
  it('sorts: date newest first by default, same sort toggles, another starts descending', () => {
    const options = ROUNDS.slice(0, 5).map(toRoundOption);
    expect(arrangeRoundOptions(options, DEFAULT_ROUND_SORT, '').map((o) => o.golfRoundID)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    const asc = nextRoundSort(DEFAULT_ROUND_SORT, 'date');
    expect(asc).toEqual({ property: 'date', direction: 'asc' });
    expect(arrangeRoundOptions(options, asc, '').map((o) => o.golfRoundID)).toEqual([5, 4, 3, 2, 1]);
    const score = nextRoundSort(asc, 'score');
    expect(score).toEqual({ property: 'score', direction: 'desc' });
    expect(arrangeRoundOptions(options, score, '').map((o) => o.score)).toEqual([78, 75, 72 - 1, 70, 69]);
    expect(() => nextRoundSort(DEFAULT_ROUND_SORT, 'course')).toThrow('Invalid sort property');
  });
  it('search is fuzzy with baseline 0.4, ordered by match, with typos', () => {
    const options = ROUNDS.slice(0, 5).map(toRoundOption);
    expect(roundOptionText(options[0]!)).toBe(
      'Spring Open · Course 1 · 06/01/2026 · R1 · Tournament · 70 (-2)',
    );
    // Outside a tournament a round has no round number; a tournament's round 0 is its final round.
    expect(roundOptionText(options[1]!)).not.toMatch(/ · R\d/);
    expect(roundOptionText({ ...options[1]!, roundNumber: 0 })).not.toContain('R0');
    expect(roundOptionText({ ...options[0]!, roundNumber: 0 })).toBe(
      'Spring Open · Course 1 · 06/01/2026 · Final · Tournament · 70 (-2)',
    );
    expect(arrangeRoundOptions(options, DEFAULT_ROUND_SORT, 'sprng opn').map((o) => o.golfRoundID)).toEqual([
      1,
    ]);
    expect(arrangeRoundOptions(options, DEFAULT_ROUND_SORT, 'zzzz')).toEqual([]);
  });
  it('the Round tab lists the rounds the side’s years, seasons and round types keep', () => {
    const options = ROUNDS.filter((r) => r.isCompleted && r.holeCount === 18).map(toRoundOption);
    const listed = (patch: Partial<StatFilterSelections>) =>
      roundOptionsWithin(options, withSel(patch), NOW).map((o) => o.golfRoundID);
    // The same rounds the side itself keeps, before its category tab.
    const patches: Partial<StatFilterSelections>[] = [
      { years: ['Last 12 Months'] },
      { seasons: ['Spring'] },
      { roundTypes: [3] },
    ];
    for (const patch of patches)
      expect(listed(patch)).toEqual(ids(selectCompareRounds(ROUNDS, withSel(patch), NOW)));
    expect(listed({ years: ['Last 12 Months'] })).toEqual([1, 2, 3]);
    expect(listed({})).toEqual([1, 2, 3, 4, 5]);
  });
  it('select none falls back to the first option; all is null', () => {
    const options = ROUNDS.slice(0, 3).map(toRoundOption);
    expect(selectAllRounds(options, true)).toBeNull();
    expect(selectAllRounds(options, false)).toEqual([1]);
    expect(toggleRound(options, null, 2)).toEqual([1, 3]);
    expect(toggleRound(options, [2], 2)).toEqual([1]);
    expect(toggleRound(options, [1, 2], 3)).toBeNull();
  });
});

describe('parseStatFilter (bad input)', () => {
  const good = serializeStatFilter(defaultSelections(PLAYER, ['Last 12 Months']));
  it('round-trips', () => {
    expect(parseStatFilter(good)).toEqual(defaultSelections(PLAYER, ['Last 12 Months']));
  });
  it('refuses malformed text, hole counts, empty seasons, non-numeric thresholds', () => {
    const err = (text: string) => {
      try {
        parseStatFilter(text);
      } catch (e) {
        return e instanceof CompareInputError ? [e.code, e.message] : ['other', String(e)];
      }
      return null;
    };
    const patch = (p: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(good), ...p });
    expect(err('{nope')).toEqual(['INVALID_FILTER', 'The filter is not valid JSON']);
    expect(err(patch({ holeCount: 27 }))).toEqual(['INVALID_HOLE_COUNT', 'Invalid hole count value']);
    expect(err(patch({ seasons: [] }))).toEqual(['NO_SEASONS', 'No seasons selected']);
    expect(err(patch({ advancedFilter: { scoring: { scoringThreshold: 'abc' } } }))).toEqual([
      'INVALID_FILTER',
      'Score Threshold must be a number',
    ]);
    expect(err(patch({ player: { accountId: 0 } }))?.[0]).toBe('INVALID_FILTER');
    expect(err(patch({ years: ['Yesterday'] }))?.[0]).toBe('INVALID_FILTER');
  });
  it('refuses unknown metric ids', () => {
    expect(() => parseMetricsSelections(JSON.stringify({ Drive: ['no-such-stat'] }))).toThrow(
      'Unknown metric: no-such-stat',
    );
    expect(() => parseMetricsSelections(JSON.stringify({ Drive: ['gir-pct'] }))).toThrow('Unknown metric');
    expect(parseMetricsSelections('')).toEqual(DEFAULT_METRICS);
  });
  it('one bad side fails alone', () => {
    const request = serializeCompareRequest({
      left: defaultSelections(PLAYER),
      right: defaultSelections(PLAYER),
      metrics: DEFAULT_METRICS,
    });
    const parsed = parseCompareRequest({ ...request, rightFilter: patchHoleCount(request.rightFilter) });
    expect(parsed.left.ok).toBe(true);
    expect(parsed.right.ok).toBe(false);
  });
});
const patchHoleCount = (text: string) => JSON.stringify({ ...JSON.parse(text), holeCount: 12 });

function feat(roundId: number, n: number, partial: Partial<HoleFeatures>): HoleFeatures {
  const f: HoleFeatures = {
    roundId,
    roundHoleNumber: n,
    courseHoleNumber: n,
    par: 4,
    lengthYards: 400,
    score: 4,
    scoreVsPar: 0,
    isExcluded: false,
    isPar3: false,
    isPar4: true,
    isPar5: false,
    madeParOrBetter: true,
    madePar: true,
    madeOverPar: false,
    madeBogey: false,
    madeUnderPar: false,
    madeBirdie: false,
    madeEagle: false,
    madeDoubleBogeyOrHigher: false,
    fairwayHit: false,
    fairwayMissed: false,
    fairwayMissedLeft: false,
    fairwayMissedRight: false,
    teeShotEndLie: null,
    driveDistanceYards: null,
    hasTeePenalty: false,
    penaltyStrokes: 0,
    madeGreenInRegulation: false,
    missedGreenInRegulation: false,
    approachDistanceYards: null,
    approachProximityFeet: null,
    approachStartLie: null,
    approachInside5Pct: false,
    approachOutside12Pct: false,
    approachShortSided: false,
    approachMissedGreen: false,
    hasSandShot: false,
    madeUpDown: false,
    missedUpDown: false,
    upDownBand: null,
    isSandSaveChance: false,
    madeScramble: false,
    puttCount: 2,
    firstPuttFeet: null,
    madePuttFeet: null,
    puttFeetTotal: 0,
    puttsUnder4Ft: 0,
    missedPuttsUnder4Ft: 0,
    putts4To12Ft: 0,
    missedPutts4To12Ft: 0,
    putts12To25Ft: 0,
    missedPutts12To25Ft: 0,
    puttsOver25Ft: 0,
    missedPuttsOver25Ft: 0,
    onePutt: false,
    threePuttOrMore: false,
    sgOffTheTee: null,
    sgApproach: null,
    sgAroundTheGreen: null,
    sgPutting: null,
    sgTotal: null,
  };
  return { ...f, ...partial };
}

describe('sideFigures (hand-computed)', () => {
  const holes = [
    // Fairway, 260 yd drive, GIR from 120 yd fairway to 20 ft, birdie.
    feat(1, 1, {
      fairwayHit: true,
      driveDistanceYards: 260,
      madeGreenInRegulation: true,
      approachDistanceYards: 120,
      approachStartLie: 'fairway',
      approachProximityFeet: 20,
      score: 3,
      scoreVsPar: -1,
      madePar: false,
      madeBirdie: true,
      madeUnderPar: true,
      firstPuttFeet: 20,
      puttCount: 1,
      putts12To25Ft: 1,
    }),
    // Missed left, 230 yd, missed green from 160 rough, up and down par.
    feat(1, 2, {
      fairwayMissed: true,
      fairwayMissedLeft: true,
      driveDistanceYards: 230,
      missedGreenInRegulation: true,
      approachDistanceYards: 160,
      approachStartLie: 'rough',
      approachProximityFeet: 40,
      approachMissedGreen: true,
      approachShortSided: true,
      madeUpDown: true,
      madeScramble: true,
      puttCount: 1,
      putts4To12Ft: 1,
    }),
    // Fairway, 280 yd, GIR from 140 fairway to 40 ft, three-putt bogey.
    feat(1, 3, {
      fairwayHit: true,
      driveDistanceYards: 280,
      madeGreenInRegulation: true,
      approachDistanceYards: 140,
      approachStartLie: 'fairway',
      approachProximityFeet: 40,
      score: 5,
      scoreVsPar: 1,
      madePar: false,
      madeParOrBetter: false,
      madeOverPar: true,
      madeBogey: true,
      firstPuttFeet: 40,
      puttCount: 3,
      threePuttOrMore: true,
      puttsOver25Ft: 1,
      missedPuttsOver25Ft: 1,
      puttsUnder4Ft: 2,
      missedPuttsUnder4Ft: 1,
    }),
    // Par 5 went for it from 220, par.
    feat(1, 4, {
      par: 5,
      isPar4: false,
      isPar5: true,
      score: 5,
      approachDistanceYards: 220,
      missedGreenInRegulation: true,
      approachMissedGreen: true,
      madeUpDown: true,
      madeScramble: true,
    }),
  ];
  const figures = sideFigures([holes]);
  it('scores, drives, approaches, putts', () => {
    expect(figures.rounds).toBe(1);
    expect(figures.holes).toBe(4);
    expect(figures.scoreDistribution.map((b) => b.count)).toEqual([0, 1, 2, 1, 0]);
    expect(figures.driveDistribution.find((b) => b.label === '225–250 yd')?.count).toBe(1);
    expect(figures.driveDistribution.find((b) => b.label === '275–300 yd')?.count).toBe(1);
    const band100 = figures.approachBands.find((b) => b.label === '100–150 yd')!;
    expect(band100.fairway).toEqual({ proximityFeet: 30, shots: 2 });
    expect(band100.gir).toEqual({ successes: 2, opportunities: 2, percent: 100 });
    expect(figures.approachBands.find((b) => b.label === '150–200 yd')!.rough).toEqual({
      proximityFeet: 40,
      shots: 1,
    });
    expect(figures.puttBands[0]).toMatchObject({ successes: 1, opportunities: 2, percent: 50 });
    expect(figures.puttBands[3]).toMatchObject({ successes: 0, opportunities: 1 });
  });
  it('playing style and probabilities explain themselves', () => {
    expect(figures.playingStyle.goForGreenInTwo).toEqual({ successes: 1, opportunities: 1, percent: 100 });
    expect(figures.playingStyle.missLeft).toMatchObject({ successes: 1, opportunities: 3 });
    expect(figures.playingStyle.dispersion).toHaveLength(3);
    const p = Object.fromEntries(figures.probabilities.map((x) => [x.id, x]));
    expect(p['par-after-missed-green']).toMatchObject({ successes: 2, opportunities: 2, percent: 100 });
    expect(p['birdie-after-gir']).toMatchObject({ successes: 1, opportunities: 2, percent: 50 });
    expect(p['three-putt-long']).toMatchObject({ successes: 1, opportunities: 1 });
    expect(p['gir-after-fairway']).toMatchObject({ successes: 2, opportunities: 2 });
  });
  it('compare rows mark the better side and the difference', () => {
    const worse = holes.map((h) => ({
      ...h,
      score: (h.score ?? 0) + 1,
      scoreVsPar: (h.scoreVsPar ?? 0) + 1,
    }));
    const groups = compareRows(DEFAULT_METRICS, computeStats(holes), computeStats(worse));
    const scoring = groups.find((g) => g.shotType === 'Scoring')!;
    const avg = scoring.rows.find((r) => r.id === 'scoring-average')!;
    // 17 strokes over 4 holes → 76.5 per 18; the other side 21 → 94.5.
    expect(avg.left?.formatted).toBe('76.5');
    expect(avg.right?.formatted).toBe('94.5');
    expect(avg.better).toBe('left');
    expect(avg.difference).toBe('-18.0');
    // A difference that rounds to zero has no sign ("-0.0" read as a loss).
    const average = getStat('scoring-average')!;
    expect(formatDifference(average, 76.0, 76.04)).toBe('0.0');
    expect(formatDifference(average, 76.0, 75.94)).toBe('+0.1');
    // The difference and the better side are those of the values as shown: 76.7 against 76.8.
    expect(formatDifference(average, 76.74, 76.76)).toBe('-0.1');
    expect(betterSide(average, 76.74, 76.76)).toBe('left');
    const vsPar = getStat('score-vs-par')!;
    expect([formatStatValue(4.94, vsPar.format), formatStatValue(4.86, vsPar.format)]).toEqual([
      '+4.9',
      '+4.9',
    ]);
    expect(betterSide(vsPar, 4.94, 4.86)).toBeNull();
    expect(formatDifference(vsPar, 4.94, 4.86)).toBe('0.0');
    const percent = STAT_CATALOG.find((s) => s.format === 'percent')!;
    // 10.7% and 12.9% as shown, though their unrounded difference (−2.28) would read −2.3%.
    expect(formatDifference(percent, 10.66, 12.94)).toBe('-2.2%');
    expect(compareRows(DEFAULT_METRICS, computeStats(holes), null)[0]!.rows[0]!.better).toBeNull();
  });
  it('metric menus and tabs', () => {
    const groups = metricGroups();
    expect(groups.map((g) => g.label)).toEqual([
      'Scoring',
      'Off the Tee',
      'Shots to Green',
      'Around the Green',
      'Putt',
    ]);
    expect(groups[1]!.metrics.find((m) => m.id === 'driving-distance')?.isSelected).toBe(true);
    expect(COMPARE_TABS.indexOf(DEFAULT_COMPARE_TAB)).toBe(3);
  });
});

describe('sampleEvenly', () => {
  it('keeps short lists and spaces long ones', () => {
    expect(sampleEvenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(sampleEvenly([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5)).toEqual([0, 2, 4, 6, 8]);
  });
});

describe('compareStatsPdfFileName (spec 2 §7)', () => {
  it('is First-Last-next year-Compare-Stats.pdf', () => {
    expect(compareStatsPdfFileName({ firstName: 'Wes', lastName: 'Haugen' }, NOW)).toBe(
      'Wes-Haugen-2027-Compare-Stats.pdf',
    );
  });
});
