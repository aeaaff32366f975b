/**
 * World Handicap System (Rules of Handicapping 2020/2024, ../shared/data/README.md).
 */

/** Slope of a course of standard difficulty. */
export const STANDARD_SLOPE = 113;
/** The index uses the most recent 20 differentials. */
export const DIFFERENTIALS_WINDOW = 20;
/** Fewer than 3 scores: no index. */
export const MIN_DIFFERENTIALS = 3;

const round1 = (n: number): number => Math.round(n * 10 + 1e-9 * Math.sign(n)) / 10;

/** Score differential = (113 / Slope) × (Adjusted Gross Score − Course Rating − PCC), rounded to 0.1. */
export function scoreDifferential(input: {
  adjustedGrossScore: number;
  courseRating: number;
  slope: number;
  pcc?: number;
}): number {
  const { adjustedGrossScore, courseRating, slope, pcc = 0 } = input;
  return round1((STANDARD_SLOPE / slope) * (adjustedGrossScore - courseRating - pcc));
}

/** [count of lowest differentials used, adjustment] for 3..20 scores (WHS Rule 5.2 table). */
const LOWEST_TABLE: Record<number, readonly [number, number]> = {
  3: [1, -2],
  4: [1, -1],
  5: [1, 0],
  6: [2, -1],
  7: [2, 0],
  8: [2, 0],
  9: [3, 0],
  10: [3, 0],
  11: [3, 0],
  12: [4, 0],
  13: [4, 0],
  14: [4, 0],
  15: [5, 0],
  16: [5, 0],
  17: [6, 0],
  18: [6, 0],
  19: [7, 0],
  20: [8, 0],
};

/**
 * Handicap Index from differentials, most recent last: the last 20 are used, the average of the lowest
 * n (per the fewer-than-20 table) plus the adjustment, rounded to the nearest tenth. null below 3 scores.
 */
export function handicapIndex(differentials: number[]): number | null {
  const recent = differentials.slice(-DIFFERENTIALS_WINDOW);
  if (recent.length < MIN_DIFFERENTIALS) return null;
  const [count, adjustment] = LOWEST_TABLE[recent.length]!;
  const lowest = [...recent].sort((a, b) => a - b).slice(0, count);
  const average = lowest.reduce((sum, d) => sum + d, 0) / count;
  return round1(round1(average) + adjustment);
}

/** Course Handicap = Index × Slope / 113 + (Course Rating − Par), rounded to a whole number. */
export function courseHandicap(input: {
  index: number;
  slope: number;
  courseRating: number;
  par: number;
}): number {
  const { index, slope, courseRating, par } = input;
  return Math.round((index * slope) / STANDARD_SLOPE + (courseRating - par));
}

/**
 * Strokes received on a hole: the course handicap spread by stroke index (1 = hardest). A plus handicap
 * (negative) gives strokes back from the easiest holes (highest stroke index) first.
 */
export function strokesReceived(courseHandicapValue: number, strokeIndex: number, holeCount = 18): number {
  if (courseHandicapValue >= 0) {
    const base = Math.floor(courseHandicapValue / holeCount);
    return base + (strokeIndex <= courseHandicapValue % holeCount ? 1 : 0);
  }
  const plus = -courseHandicapValue;
  const base = Math.floor(plus / holeCount);
  const given = base + (strokeIndex > holeCount - (plus % holeCount) ? 1 : 0);
  return given === 0 ? 0 : -given;
}

/** Net double bogey: a hole is capped at par + 2 + strokes received. */
export function netDoubleBogey(par: number, strokesReceivedOnHole: number): number {
  return par + 2 + strokesReceivedOnHole;
}

/** Adjusted gross score: each hole's score capped at its net double bogey. */
export function adjustedGrossScore(
  holes: readonly { score: number; par: number; strokeIndex: number }[],
  courseHandicapValue: number,
  holeCount = 18,
): number {
  return holes.reduce(
    (sum, h) =>
      sum +
      Math.min(
        h.score,
        netDoubleBogey(h.par, strokesReceived(courseHandicapValue, h.strokeIndex, holeCount)),
      ),
    0,
  );
}
