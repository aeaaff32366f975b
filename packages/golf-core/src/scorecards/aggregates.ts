import type { HoleFeatures } from '../features/hole-features';
import { formatAverageVsPar, roundTo, wholePercent } from '../format/score';
import { perRound } from '../stats/define';
import { groupColumnData, type ColumnAggregate, type ScorecardRound } from './columns';

/** spec 3 §2 group bar: FIR %, GIR %, Up/Down % whole numbers, Putts one decimal, Avg Score v Par. */
export type GroupAggregate = {
  fir: number | null;
  gir: number | null;
  upDown: number | null;
  /** Putts per 18 holes (holes with putts recorded), one decimal. */
  puttCount: number | null;
  /** Score to par per 18 holes, one decimal, and its text (E, +x, x). */
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
 * The group bar. FIR, GIR and Up/Down count every hole played. Putts and score to par are per 18 holes, as
 * the stats catalogue's are (`perRound`): a course group of an 18-hole 84 (36 putts) and a 9-hole 40 (17
 * putts) had read "Putts 26.5", a plain mean of a round and a half-round. A round still in progress (4
 * holes: 8 putts, E) stays out of them, as it does of the rounds grid's averages.
 */
export function groupAggregate(
  rounds: readonly ScorecardRound[],
  columns: readonly string[],
): GroupAggregate {
  const counted = rounds.map((r) => countedHoles(r.holes));
  const holes = counted.flat();
  const finished = rounds.flatMap((r, i) => (r.isCompleted === false ? [] : counted[i]!));
  const puttHoles = finished.filter((h) => h.puttCount !== null);
  const putts = perRound(
    puttHoles.reduce((s, h) => s + h.puttCount!, 0),
    puttHoles.length,
  ).raw;
  const vsPar = perRound(
    finished.reduce((s, h) => s + h.scoreVsPar!, 0),
    finished.length,
  ).raw;
  const avgScoreVsPar = vsPar === null ? null : roundTo(vsPar, 1);
  return {
    ...holeRates(holes),
    puttCount: putts === null ? null : roundTo(putts, 1),
    avgScoreVsPar,
    avgScoreVsParText: avgScoreVsPar === null ? '' : formatAverageVsPar(avgScoreVsPar),
    columnData: groupColumnData(rounds, columns),
  };
}
