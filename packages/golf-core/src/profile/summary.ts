import { roundTo } from '../format/score';
import type { HandicapScore } from '../handicap/player-index';
import { addMonths, toDate } from '../selection/dates';
import type { RoundFilter } from '../overviews/round-filter';
import type { LevelId } from '../standards/levels';

/**
 * The Summary page ("player at a glance"; the spec does not show it, issue 16 describes it): figures a
 * coach reads first, each with the number of rounds it rests on.
 */

/** The Summary reads the player's most recent completed 18-hole rounds, at most this many. */
export const SUMMARY_RECENT_ROUNDS = 20;
/** Below this many rounds the Summary says there are too few instead of showing a figure. */
export const SUMMARY_MIN_ROUNDS = 5;
/**
 * The rounds behind the Summary's strokes gained and its strengths and weaknesses: the player's last 20
 * completed 18-hole rounds. One filter, so the API's strokes gained and the strength/weakness call the
 * page makes rest on the same rounds.
 */
export const SUMMARY_ROUND_FILTER: RoundFilter = {
  filterName: `Last ${SUMMARY_RECENT_ROUNDS} Rounds`,
  holeCount: 18,
  timeframe: { period: 'last', count: SUMMARY_RECENT_ROUNDS, unit: 'rounds' },
};

/** The scoring average and the handicap trend look back this many months. */
export const SUMMARY_WINDOW_MONTHS = 12;

/** A completed round as the scoring average needs it. */
export type ScoredRound = {
  playedAt: string;
  holeCount: number;
  isCompleted: boolean;
  score: number | null;
  par: number;
};

export type ScoringAverage = {
  /** Gross strokes per 18-hole round, one decimal; null without a round. */
  average: number | null;
  /** Average score to par, one decimal; null without a round. */
  averageToPar: number | null;
  rounds: number;
};

/**
 * Scoring average over the completed 18-hole rounds of the last 12 months before `now` (9-hole rounds
 * are left out rather than doubled). Decision: a window rather than all time, so it describes the
 * player today; the count says how many rounds it rests on.
 */
export function scoringAverage(rounds: readonly ScoredRound[], now: Date): ScoringAverage {
  const from = addMonths(now, -SUMMARY_WINDOW_MONTHS).getTime();
  const to = now.getTime();
  let n = 0;
  let strokes = 0;
  let toPar = 0;
  for (const r of rounds) {
    if (!r.isCompleted || r.holeCount !== 18 || r.score === null) continue;
    const t = toDate(r.playedAt).getTime();
    if (t < from || t > to) continue;
    n++;
    strokes += r.score;
    toPar += r.score - r.par;
  }
  return n === 0
    ? { average: null, averageToPar: null, rounds: 0 }
    : { average: roundTo(strokes / n, 1), averageToPar: roundTo(toPar / n, 1), rounds: n };
}

/** The strokes-gained categories of the Summary, with the stat of the catalog that measures each. */
export const STROKES_GAINED_CATEGORIES = [
  { key: 'offTheTee', label: 'Off the tee', statId: 'sg-off-the-tee' },
  { key: 'approach', label: 'Approach', statId: 'sg-approach' },
  { key: 'aroundTheGreen', label: 'Around the green', statId: 'sg-around-the-green' },
  { key: 'putting', label: 'Putting', statId: 'sg-putting' },
] as const;
export const STROKES_GAINED_TOTAL_STAT = 'sg-total';

export type StrokesGainedRow = {
  key: (typeof STROKES_GAINED_CATEGORIES)[number]['key'] | 'total';
  label: string;
  /** Strokes gained per round by the player against the PGA TOUR baseline; null without shots. */
  player: number | null;
  /** The standard's strokes gained per round against the same baseline. */
  standard: number | null;
  /** player − standard, two decimals: strokes per round gained (positive) or lost against the standard. */
  gained: number | null;
};

/**
 * Strokes gained per round by category against a chosen standard. The catalog's strokes-gained stats
 * are measured against the PGA TOUR baseline for the player and for every level alike, so the
 * difference of the two is what the player gains or loses per round against the standard.
 */
export function strokesGainedVsStandard(
  player: Readonly<Record<string, number | null>>,
  standard: Readonly<Record<string, number | null>>,
): StrokesGainedRow[] {
  const row = (key: StrokesGainedRow['key'], label: string, statId: string): StrokesGainedRow => {
    const p = player[statId] ?? null;
    const s = standard[statId] ?? null;
    return {
      key,
      label,
      player: p,
      standard: s,
      gained: p === null || s === null ? null : roundTo(p - s, 2),
    };
  };
  return [
    ...STROKES_GAINED_CATEGORIES.map((c) => row(c.key, c.label, c.statId)),
    row('total', 'Total', STROKES_GAINED_TOTAL_STAT),
  ];
}

export type HandicapTrendPoint = { date: string; index: number };

/**
 * The index over the last 12 months: the index standing at the start of the window (the last one
 * before it, if any) and the index after every score inside it, oldest first; `change` is the last
 * minus the first (negative = the player improved). Scores without an index yet are skipped.
 */
export function handicapTrend(
  history: readonly Pick<HandicapScore, 'playedAt' | 'indexAfter'>[],
  now: Date,
): { points: HandicapTrendPoint[]; change: number | null } {
  const from = addMonths(now, -SUMMARY_WINDOW_MONTHS);
  const fromIso = from.toISOString();
  const points: HandicapTrendPoint[] = [];
  let before: number | null = null;
  for (const s of history) {
    if (s.indexAfter === null) continue;
    if (toDate(s.playedAt).getTime() < from.getTime()) before = s.indexAfter;
    else points.push({ date: s.playedAt, index: s.indexAfter });
  }
  if (before !== null) points.unshift({ date: fromIso, index: before });
  const first = points[0];
  const last = points.at(-1);
  return { points, change: first && last && points.length > 1 ? roundTo(last.index - first.index, 1) : null };
}

/**
 * Handicap-like level of each benchmark (the simulator profiles they were generated from:
 * packages/demo-data sim/profiles.ts and sim/tour-level.ts; negative = plus handicap).
 */
export const LEVEL_HANDICAP: Readonly<Record<LevelId, number>> = {
  'pga-tour': -5.4,
  'plus-4': -4,
  'college-men': -2,
  scratch: 0,
  'college-women': 1,
  'hcp-5': 5,
  'hcp-10': 10,
  'hcp-15': 15,
  'hcp-20': 20,
  'hcp-25': 25,
};

/** The standard the Summary compares with when the visitor has not chosen one. */
export const DEFAULT_SUMMARY_STANDARD: LevelId = 'scratch';

/**
 * The benchmark nearest the player's Handicap Index, so the Summary compares the player with their own
 * level by default. The college levels are left out of the automatic choice: they are one gender's
 * game (the account does not say which), and a visitor can still pick them.
 */
export function standardForHandicap(index: number | null): LevelId {
  if (index === null) return DEFAULT_SUMMARY_STANDARD;
  let best: LevelId = DEFAULT_SUMMARY_STANDARD;
  let bestGap = Infinity;
  for (const [id, level] of Object.entries(LEVEL_HANDICAP) as [LevelId, number][]) {
    if (id === 'college-men' || id === 'college-women') continue;
    const gap = Math.abs(level - index);
    if (gap < bestGap) [best, bestGap] = [id, gap];
  }
  return best;
}
