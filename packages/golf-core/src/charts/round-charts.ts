import { roundTo } from '../format/score';
import { averageRecordedYards } from '../model/measurement';
import { BEST_CHART_ROUNDS, best10ConsecutiveRounds, best10Rounds } from '../scorecards/best-charts';
import { compareIso } from '../selection/dates';

/**
 * The four round charts of the resume (spec 2 §3 resume data, §9 chart names) and the profile
 * dashboard's Performance Trends (spec 3 §2: Best 10 Rounds, Best 10 Consecutive Rounds). One
 * implementation: the API builds resume data and profile chart data from these, and the reports reuse
 * them.
 */

/** A completed round as the charts see it. Scores are gross over the holes played. */
export type ChartRound = {
  id: number;
  /** ISO date-time the round was played. */
  playedAt: string;
  score: number;
  par: number;
  /** Course length of the tee played, in yards; null when not recorded (a CSV import). */
  yards: number | null;
  courseName: string;
  tournamentId: number | null;
  tournamentName: string | null;
  /** Holes finished under par (spec 2 §3 underParCount). */
  underParCount: number;
};

export type RoundChartKind = 'bestTen' | 'bestTenConsecutive' | 'lastTen' | 'priorTen';

/** Display titles; spec 2 §9 names them "best ten, best ten consecutive, last ten, prior ten rounds". */
export const ROUND_CHART_TITLES: Record<RoundChartKind, string> = {
  bestTen: 'Best 10 Rounds',
  bestTenConsecutive: 'Best 10 Consecutive Rounds',
  lastTen: 'Last 10 Rounds',
  priorTen: 'Prior 10 Rounds',
};
export const ROUND_CHART_KINDS: readonly RoundChartKind[] = [
  'bestTen',
  'bestTenConsecutive',
  'lastTen',
  'priorTen',
];

/** spec 2 §9: rounds drawn in rgb(19, 70, 120), the average in black. */
export const CHART_ROUND_COLOR = 'rgb(19, 70, 120)';
export const CHART_AVERAGE_COLOR = 'black';
/** spec 2 §9: rounds labelled R1, R2 and so on. */
export const chartRoundLabel = (index: number) => `R${index + 1}`;

const byDate = <T extends ChartRound>(a: T, b: T) => compareIso(a.playedAt, b.playedAt) || a.id - b.id;
const newestFirst = <T extends ChartRound>(rounds: readonly T[]) => [...rounds].sort((a, b) => byDate(b, a));

/**
 * The rounds a chart covers, or null when there are too few to draw it:
 * - best ten: the 10 lowest to par, from 10 rounds up (spec 3 §2);
 * - best ten consecutive: the run of 10 with the lowest total to par, from 11 rounds up (spec 3 §2);
 * - last ten: the 10 most recent, from 1 round up;
 * - prior ten: the up-to-10 before the last ten, from 11 rounds up (decision: the spec names the chart
 *   only; "prior" is read as the ten before the last ten, so the two compare like for like).
 */
export function pickChartRounds<T extends ChartRound>(
  kind: RoundChartKind,
  rounds: readonly T[],
): T[] | null {
  const toPar = rounds.map((r) => ({
    round: r,
    playedAt: r.playedAt,
    id: r.id,
    score: r.score,
    scoreVsPar: r.score - r.par,
  }));
  const unwrap = (picked: typeof toPar | null) => picked?.map((p) => p.round) ?? null;
  switch (kind) {
    case 'bestTen':
      return unwrap(best10Rounds(toPar));
    case 'bestTenConsecutive':
      return unwrap(best10ConsecutiveRounds(toPar));
    case 'lastTen': {
      const last = newestFirst(rounds).slice(0, BEST_CHART_ROUNDS);
      return last.length > 0 ? last : null;
    }
    case 'priorTen': {
      const prior = newestFirst(rounds).slice(BEST_CHART_ROUNDS, 2 * BEST_CHART_ROUNDS);
      return prior.length > 0 ? prior : null;
    }
  }
}

export type ChartBar = { label: string; roundId: number; score: number; scoreToPar: number };

export type RoundChart<T extends ChartRound = ChartRound> = {
  kind: RoundChartKind;
  title: string;
  /** The chart's rounds in date order (oldest first), labelled R1… in that order. */
  rounds: T[];
  bars: ChartBar[];
  /** spec 2 §9: averages rounded to one decimal. */
  averageScore: number;
  averageScoreToPar: number;
  /** Whole yards over the rounds with a recorded length; null when none has one. */
  averageYards: number | null;
};

/** A chart of `kind` over `rounds`, or null when the chart cannot be drawn (see pickChartRounds). */
export function buildRoundChart<T extends ChartRound>(
  kind: RoundChartKind,
  rounds: readonly T[],
): RoundChart<T> | null {
  const picked = pickChartRounds(kind, rounds);
  if (!picked) return null;
  const ordered = [...picked].sort(byDate);
  const n = ordered.length;
  const sum = (f: (r: T) => number) => ordered.reduce((s, r) => s + f(r), 0);
  return {
    kind,
    title: ROUND_CHART_TITLES[kind],
    rounds: ordered,
    bars: ordered.map((r, i) => ({
      label: chartRoundLabel(i),
      roundId: r.id,
      score: r.score,
      scoreToPar: r.score - r.par,
    })),
    averageScore: roundTo(sum((r) => r.score) / n, 1),
    averageScoreToPar: roundTo(sum((r) => r.score - r.par) / n, 1),
    averageYards: averageRecordedYards(ordered.map((r) => r.yards)),
  };
}

/** An inclusive date range; null ends are open. ISO date or date-time strings. */
export type ChartDateRange = { start: string | null; end: string | null };

/**
 * Rounds played within the range, compared by calendar day (an end date includes the whole day). Used
 * for the resume's bar-chart and included-tournaments ranges (spec 2 §3).
 */
export function roundsInDateRange<T extends { playedAt: string }>(
  rounds: readonly T[],
  range: ChartDateRange,
): T[] {
  const start = range.start?.slice(0, 10) ?? null;
  const end = range.end?.slice(0, 10) ?? null;
  return rounds.filter((r) => {
    const day = r.playedAt.slice(0, 10);
    return (start === null || day >= start) && (end === null || day <= end);
  });
}

/** spec 2 §3 tournament entry: a tournament's rounds within the charts, with totals recomputed. */
export type ChartTournament<T extends ChartRound = ChartRound> = {
  tournamentId: number;
  tournamentName: string;
  /** Date order, each round once. */
  rounds: T[];
  totalScore: number;
  totalToPar: number;
  /** One decimal. */
  averageScore: number;
  averageToPar: number;
  bestRoundScore: number;
  bestRoundToPar: number;
  underParCount: number;
};

/**
 * Tournament results of the rounds (tournament rounds only), newest tournament first. spec 2 §4: a
 * tournament that appears in several charts is merged: pass every chart's rounds and each round
 * counts once by id; total, average and best are recomputed from the merged rounds.
 */
export function summarizeTournaments<T extends ChartRound>(rounds: readonly T[]): ChartTournament<T>[] {
  const unique = new Map<number, T>();
  for (const r of rounds) if (r.tournamentId !== null && !unique.has(r.id)) unique.set(r.id, r);
  const byTournament = new Map<number, T[]>();
  for (const r of unique.values()) {
    const list = byTournament.get(r.tournamentId!) ?? [];
    list.push(r);
    byTournament.set(r.tournamentId!, list);
  }
  const summaries = [...byTournament.entries()].map(([tournamentId, list]): ChartTournament<T> => {
    const ordered = [...list].sort(byDate);
    const totalScore = ordered.reduce((s, r) => s + r.score, 0);
    const totalToPar = ordered.reduce((s, r) => s + r.score - r.par, 0);
    const best = ordered.reduce((a, b) => (b.score - b.par < a.score - a.par ? b : a));
    return {
      tournamentId,
      tournamentName: ordered[0]!.tournamentName ?? '',
      rounds: ordered,
      totalScore,
      totalToPar,
      averageScore: roundTo(totalScore / ordered.length, 1),
      averageToPar: roundTo(totalToPar / ordered.length, 1),
      bestRoundScore: best.score,
      bestRoundToPar: best.score - best.par,
      underParCount: ordered.reduce((s, r) => s + r.underParCount, 0),
    };
  });
  return summaries.sort((a, b) => byDate(b.rounds[0]!, a.rounds[0]!));
}
