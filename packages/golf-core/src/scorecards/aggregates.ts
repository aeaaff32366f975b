import type { HoleFeatures } from '../features/hole-features';
import { formatAverageVsPar, roundTo, wholePercent } from '../format/score';
import { groupColumnData, type ColumnAggregate, type ScorecardRound } from './columns';

/** spec 3 §2 group bar: FIR %, GIR %, Up/Down % whole numbers, Putts one decimal, Avg Score v Par. */
export type GroupAggregate = {
  fir: number | null;
  gir: number | null;
  upDown: number | null;
  /** Average putts per round (rounds with putts recorded), one decimal. */
  puttCount: number | null;
  /** Average round score to par, one decimal, and its text (E, +x, x). */
  avgScoreVsPar: number | null;
  avgScoreVsParText: string;
  columnData: Record<string, ColumnAggregate>;
};

/** Counted holes: not excluded and scored. */
export const countedHoles = (holes: readonly HoleFeatures[]): HoleFeatures[] =>
  holes.filter((h) => !h.isExcluded && h.score !== null);

/** Whole percent of holes where `made` holds among holes where `made` or `missed` holds. */
function flagRate(
  holes: readonly HoleFeatures[],
  made: keyof HoleFeatures,
  missed: keyof HoleFeatures,
): number | null {
  let opportunities = 0;
  let successes = 0;
  for (const h of holes) {
    if (h[made] === true) successes++;
    if (h[made] === true || h[missed] === true) opportunities++;
  }
  return wholePercent(successes, opportunities);
}

/** FIR, GIR and Up/Down of a set of holes as whole percents (null without opportunities). */
export function holeRates(holes: readonly HoleFeatures[]): {
  fir: number | null;
  gir: number | null;
  upDown: number | null;
} {
  return {
    fir: flagRate(holes, 'fairwayHit', 'fairwayMissed'),
    gir: flagRate(holes, 'madeGreenInRegulation', 'missedGreenInRegulation'),
    upDown: flagRate(holes, 'madeUpDown', 'missedUpDown'),
  };
}

/** A round's putt total, or null when no counted hole has putts recorded. */
export function roundPutts(holes: readonly HoleFeatures[]): number | null {
  let putts: number | null = null;
  for (const h of holes) if (h.puttCount !== null) putts = (putts ?? 0) + h.puttCount;
  return putts;
}

/**
 * The group bar. FIR, GIR and Up/Down count every hole played; putts and score to par are per round, so a
 * round still in progress (4 holes: 8 putts, E) stays out of them: it would pull "Putts 27.2" and "Avg Score
 * v Par +3.4" below what the finished rounds say (+4.3).
 */
export function groupAggregate(
  rounds: readonly ScorecardRound[],
  columns: readonly string[],
): GroupAggregate {
  const counted = rounds.map((r) => countedHoles(r.holes));
  const holes = counted.flat();
  const finished = rounds.flatMap((r, i) => (r.isCompleted === false ? [] : [counted[i]!]));
  const putts = finished.map(roundPutts).filter((p): p is number => p !== null);
  const vsPar = finished.filter((hs) => hs.length > 0).map((hs) => hs.reduce((s, h) => s + h.scoreVsPar!, 0));
  const avgScoreVsPar = vsPar.length ? roundTo(vsPar.reduce((a, b) => a + b, 0) / vsPar.length, 1) : null;
  return {
    ...holeRates(holes),
    puttCount: putts.length ? roundTo(putts.reduce((a, b) => a + b, 0) / putts.length, 1) : null,
    avgScoreVsPar,
    avgScoreVsParText: avgScoreVsPar === null ? '' : formatAverageVsPar(avgScoreVsPar),
    columnData: groupColumnData(rounds, columns),
  };
}
