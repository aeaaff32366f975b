import type { HoleFeatures } from '../features/hole-features';
import { formatMeasurement } from '../format/measurement';
import { roundTo } from '../format/score';
import { meanOfRecorded } from '../model/measurement';
import { countedHoles, holeRates, roundPutts } from '../scorecards/aggregates';
import { addMonths, calendarDaysBetween, compareIso, toDate, yearOf } from '../selection/dates';

/**
 * The schedule's My Results tab and the player-best-stats report (spec 3 §2 Player tournaments screen,
 * §3 Best metrics and ResultsTimeframe filter, §4 Favorites view, §9 schedule defaults). One implementation for
 * the API, the screen and the report.
 */

/** A completed round as the results see it; holes are its derived hole features. */
export type ResultRound = {
  id: number;
  /** ISO date-time. */
  playedAt: string;
  score: number;
  par: number;
  /** Course length; null when not recorded (the Yards average leaves the round out). */
  yards: number | null;
  holeCount: 9 | 18;
  tournamentId: number | null;
  holes: readonly HoleFeatures[];
};

// ---------------------------------------------------------------------------------------------------
// ResultsTimeframe (spec 3 §3 ResultsTimeframe filter: timePeriod ALL, Months, Rounds; timeSelectedType DATE, FILTER)

export type ResultsTimeframe =
  | { timePeriod: 'ALL' }
  | { timePeriod: 'Months' | 'Rounds'; timeSelectedType: 'FILTER'; count: number }
  | { timePeriod: 'Months' | 'Rounds'; timeSelectedType: 'DATE'; startDate: string; endDate: string };

/** spec 3 §9: the timeframe defaults to All Time; the Score view uses the last 12 months. */
export const ALL_TIME: ResultsTimeframe = { timePeriod: 'ALL' };
export const SCORE_VIEW_MONTHS = 12;
export const SCORE_VIEW_TIMEFRAME: ResultsTimeframe = {
  timePeriod: 'Months',
  timeSelectedType: 'FILTER',
  count: SCORE_VIEW_MONTHS,
};

/** The label a timeframe shows: All Time, Last 12 Months, Last 20 Rounds, or the dates. */
export function timeframeLabel(t: ResultsTimeframe): string {
  if (t.timePeriod === 'ALL') return 'All Time';
  if (t.timeSelectedType === 'FILTER') return `Last ${t.count} ${t.timePeriod}`;
  return `${t.startDate.slice(0, 10)} – ${t.endDate.slice(0, 10)}`;
}

const newestFirst = <T extends { playedAt: string; id: number }>(rounds: readonly T[]) =>
  [...rounds].sort((a, b) => compareIso(b.playedAt, a.playedAt) || b.id - a.id);

/**
 * Rounds within a timeframe, newest first: ALL keeps every round; FILTER keeps the last `count` months
 * (after the date `count` months before `now`) or the last `count` rounds; DATE keeps rounds whose
 * calendar day lies between the two dates, both included.
 */
export function applyTimeframe<T extends { playedAt: string; id: number }>(
  rounds: readonly T[],
  timeframe: ResultsTimeframe,
  now: Date,
): T[] {
  const ordered = newestFirst(rounds);
  if (timeframe.timePeriod === 'ALL') return ordered;
  if (timeframe.timeSelectedType === 'DATE') {
    const start = timeframe.startDate.slice(0, 10);
    const end = timeframe.endDate.slice(0, 10);
    return ordered.filter((r) => r.playedAt.slice(0, 10) >= start && r.playedAt.slice(0, 10) <= end);
  }
  if (timeframe.timePeriod === 'Rounds') return ordered.slice(0, timeframe.count);
  const since = addMonths(now, -timeframe.count).getTime();
  return ordered.filter((r) => toDate(r.playedAt).getTime() > since);
}

// ---------------------------------------------------------------------------------------------------
// Score threshold (spec 3 §4 Favorites view, §5, §9)

/** spec 3 §4: the threshold starts unset (−1); All sets it to 0. */
export const THRESHOLD_UNSET = -1;
export const THRESHOLD_ALL = 0;
/** spec 3 §9: the default threshold is the average score plus 6. */
export const THRESHOLD_OVER_AVERAGE = 6;

/** The threshold the Score view starts on with its first data: the rounded average score plus 6. */
export function defaultScoreThreshold(rounds: readonly { score: number }[]): number {
  if (rounds.length === 0) return THRESHOLD_ALL;
  const average = rounds.reduce((s, r) => s + r.score, 0) / rounds.length;
  return Math.round(average) + THRESHOLD_OVER_AVERAGE;
}

/** The rounds at or under the threshold; 0 (All) or unset keeps every round. */
export function roundsWithinThreshold<T extends { score: number }>(
  rounds: readonly T[],
  threshold: number,
): T[] {
  return threshold <= THRESHOLD_ALL ? [...rounds] : rounds.filter((r) => r.score <= threshold);
}

// ---------------------------------------------------------------------------------------------------
// Best metrics (spec 3 §3: averages of score, yards, fir, gir, upDown, putts, onePutts, firstPuttDist,
// birdieOrBetter, doubleOverOrHigher)

export type BestMetricAverages = {
  /** How many rounds the averages rest on. */
  recordCount: number;
  score: number | null;
  scoreToPar: number | null;
  yards: number | null;
  /** Whole percents. */
  fir: number | null;
  gir: number | null;
  upDown: number | null;
  /** Per round, one decimal. */
  putts: number | null;
  onePutts: number | null;
  /** Feet, one decimal: the average first-putt distance over holes with a putt. */
  firstPuttDist: number | null;
  birdieOrBetter: number | null;
  doubleOverOrHigher: number | null;
};

/** A column's average over the rounds that have it (model/measurement's one rule). */
const mean = meanOfRecorded;
const at = (value: number | null, decimals: number) => (value === null ? null : roundTo(value, decimals));

/**
 * Per-round averages of the best-metrics columns. Rates are pooled over all holes of the rounds (a
 * 9-hole round weighs half an 18-hole one), counts are per round, and a column no round has data for
 * (e.g. putts of score-only rounds) is null, never 0.
 */
export function bestMetricAverages(rounds: readonly ResultRound[]): BestMetricAverages {
  const holes = countedHoles(rounds.flatMap((r) => r.holes));
  const perRound = rounds.map((r) => countedHoles(r.holes));
  const rates = holeRates(holes);
  const firstPutts = holes.map((h) => h.firstPuttFeet);
  return {
    recordCount: rounds.length,
    score: at(mean(rounds.map((r) => r.score)), 1),
    scoreToPar: at(mean(rounds.map((r) => r.score - r.par)), 1),
    yards: at(mean(rounds.map((r) => r.yards)), 0),
    fir: rates.fir,
    gir: rates.gir,
    upDown: rates.upDown,
    putts: at(mean(perRound.map((h) => roundPutts(h))), 1),
    onePutts: at(
      mean(
        perRound.map((h) => (h.some((x) => x.puttCount !== null) ? h.filter((x) => x.onePutt).length : null)),
      ),
      1,
    ),
    firstPuttDist: at(mean(firstPutts), 1),
    birdieOrBetter: at(mean(perRound.map((h) => h.filter((x) => x.madeUnderPar).length)), 1),
    doubleOverOrHigher: at(mean(perRound.map((h) => h.filter((x) => x.madeDoubleBogeyOrHigher).length)), 1),
  };
}

/** The best-metric averages shown as figures (all but the round count and the score to par). */
export type BestMetricKey = Exclude<keyof BestMetricAverages, 'recordCount' | 'scoreToPar'>;

/**
 * A best-metric average as the schedule, its PDF and the best-stats report print it: rates as whole
 * percents ("56%"), per-round averages at one decimal ("77.0", never "77"), yards whole and first-putt feet
 * at one decimal; a measurement not recorded reads "—" (formatMeasurement), any other missing figure "-".
 * Without any round (`recordCount` 0) nothing was measured either: every figure reads "-", or a new
 * player's row of tiles mixed "-" and "—".
 */
export function formatBestMetric(key: BestMetricKey, value: number | null, recordCount?: number): string {
  if (recordCount === 0) return '-';
  if (key === 'yards') return formatMeasurement(value);
  if (key === 'firstPuttDist') return formatMeasurement(value, '', 1);
  if (value === null) return '-';
  if (key === 'fir' || key === 'gir' || key === 'upDown') return `${Math.round(value)}%`;
  return value.toFixed(1);
}

// ---------------------------------------------------------------------------------------------------
// Historical metrics (spec 3 §3: Tournament Count, Best 1/2/3/4 Round Score with year and daysSince)

export type HistoricalMetric = {
  statName: string;
  value: number | null;
  /** Score to par of the best rounds; null for counts or without data. */
  toPar: number | null;
  /** Year the best score was completed (its last round). */
  year: number | null;
  daysSince: number | null;
  roundIds: number[];
};

export const BEST_ROUND_SCORE_COUNTS = [1, 2, 3, 4] as const;

/**
 * Tournament Count (tournaments with at least one 18-hole round) and Best N Round Score: the lowest
 * total of N consecutive 18-hole rounds of one tournament (N = 1: the best single tournament round),
 * ties going to the earlier. Decision: the spec names the metrics only; a "2 round score" is read the
 * way tournament golf reads it, a 36-hole total within one event. Practice rounds are left out.
 */
export function historicalMetrics(
  rounds: readonly Omit<ResultRound, 'holes' | 'yards'>[],
  now: Date,
): HistoricalMetric[] {
  const byTournament = new Map<number, (typeof rounds)[number][]>();
  for (const r of rounds) {
    if (r.tournamentId === null || r.holeCount !== 18) continue;
    const list = byTournament.get(r.tournamentId) ?? [];
    list.push(r);
    byTournament.set(r.tournamentId, list);
  }
  const metrics: HistoricalMetric[] = [
    {
      statName: 'Tournament Count',
      value: byTournament.size,
      toPar: null,
      year: null,
      daysSince: null,
      roundIds: [],
    },
  ];
  for (const n of BEST_ROUND_SCORE_COUNTS) {
    let best: { total: number; toPar: number; last: string; ids: number[] } | null = null;
    for (const list of byTournament.values()) {
      const ordered = [...list].sort((a, b) => compareIso(a.playedAt, b.playedAt) || a.id - b.id);
      for (let i = 0; i + n <= ordered.length; i++) {
        const run = ordered.slice(i, i + n);
        const total = run.reduce((s, r) => s + r.score, 0);
        const last = run.at(-1)!.playedAt;
        if (best === null || total < best.total || (total === best.total && last < best.last))
          best = {
            total,
            toPar: run.reduce((s, r) => s + r.score - r.par, 0),
            last,
            ids: run.map((r) => r.id),
          };
      }
    }
    metrics.push({
      statName: `Best ${n} Round Score`,
      value: best?.total ?? null,
      toPar: best?.toPar ?? null,
      year: best ? yearOf(best.last) : null,
      daysSince: best ? calendarDaysBetween(best.last, now) : null,
      roundIds: best?.ids ?? [],
    });
  }
  return metrics;
}
