import { yardsToFeet } from '../geometry/units';
import { BROADIE_PGA_TOUR_ROWS } from './broadie-table.data';
import type { BroadieLie } from './lie';

/** One lie's column of the baseline: distances ascending with their expected strokes. */
export type ExpectedStrokesTable = { distances: number[]; strokes: number[] };

export type ExpectedStrokesBaseline = Record<BroadieLie, ExpectedStrokesTable>;

/** Builds a baseline from [lie, distance, expected strokes] rows (any order). */
export function buildBaseline(
  rows: readonly (readonly [BroadieLie, number, number])[],
): ExpectedStrokesBaseline {
  const baseline: ExpectedStrokesBaseline = {
    tee: { distances: [], strokes: [] },
    fairway: { distances: [], strokes: [] },
    rough: { distances: [], strokes: [] },
    sand: { distances: [], strokes: [] },
    recovery: { distances: [], strokes: [] },
    green: { distances: [], strokes: [] },
  };
  const sorted = [...rows].sort((a, b) => a[1] - b[1]);
  for (const [lie, distance, strokes] of sorted) {
    baseline[lie].distances.push(distance);
    baseline[lie].strokes.push(strokes);
  }
  return baseline;
}

/** Broadie's PGA TOUR baseline (2003–2010 ShotLink; Broadie 2011, 2012 — see broadie-table.data.ts). */
export const PGA_TOUR_BASELINE: ExpectedStrokesBaseline = buildBaseline(BROADIE_PGA_TOUR_ROWS);

/**
 * Linear interpolation in one column. Beyond the last row it extrapolates along the last segment (a
 * 620 yd tee shot is a little harder than a 600 yd one, issue 21); below the first row it holds the first
 * value (`expectedStrokes` models the short end of each lie instead).
 */
export function interpolate(table: ExpectedStrokesTable, distance: number): number {
  const { distances, strokes } = table;
  const last = distances.length - 1;
  if (last < 0) return Number.NaN;
  if (distance <= distances[0]!) return strokes[0]!;
  if (last === 0) return strokes[0]!;
  // Binary search for the segment holding the distance (the last one beyond the table).
  let lo = 0;
  let hi = last;
  if (distance >= distances[last]!) lo = last - 1;
  else {
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (distances[mid]! <= distance) lo = mid;
      else hi = mid;
    }
  }
  hi = lo + 1;
  const d0 = distances[lo]!;
  const s0 = strokes[lo]!;
  return s0 + ((strokes[hi]! - s0) * (distance - d0)) / (distances[hi]! - d0);
}

/** A ball on the green short of the table's first row (2 ft) still takes one stroke: E → 1 at the lip. */
export const LIP_STROKES = 1;

/**
 * Below its first row a lie follows a lie that has rows there, shifted to meet its own first row (issue 21):
 * - off the green (fairway, rough, sand, recovery: first row 10 yd) it follows the putting curve at the
 *   same distance in feet plus the lie's own penalty, the gap between the lie at 10 yd and a 30 ft putt
 *   (fairway +0.20, rough +0.36, sand +0.45, recovery +1.47 strokes on Broadie's table). A ball just off
 *   the green plays like a putt of the same length plus a small lie penalty (Broadie 2012 §3 scores the
 *   fringe as fairway; so do we, and the demo world's collar lies are fairway);
 * - a tee shot shorter than the table's first tee row (100 yd) follows the fairway plus the tee's
 *   difference at 100 yd (a short par 3 from the tee plays like the fairway, teed up);
 * - on the green, below 2 ft, strokes fall linearly to one stroke at the lip.
 * Each is continuous at the first row and increasing where the lie it follows is.
 */
const BELOW_TABLE_FOLLOWS: Record<BroadieLie, BroadieLie | null> = {
  tee: 'fairway',
  fairway: 'green',
  rough: 'green',
  sand: 'green',
  recovery: 'green',
  green: null,
};

/** Distance of `lie` expressed in the unit of the lie it follows (yards off the green, feet on it). */
function inUnitOf(follows: BroadieLie, lie: BroadieLie, distance: number): number {
  return follows === 'green' && lie !== 'green' ? yardsToFeet(distance) : distance;
}

function belowFirstRow(baseline: ExpectedStrokesBaseline, lie: BroadieLie, distance: number): number {
  const table = baseline[lie];
  const first = table.distances[0]!;
  const follows = BELOW_TABLE_FOLLOWS[lie];
  if (follows === null) {
    return LIP_STROKES + ((table.strokes[0]! - LIP_STROKES) * Math.max(0, distance)) / first;
  }
  const atFirst = table.strokes[0]! - expectedOnTable(baseline, follows, inUnitOf(follows, lie, first));
  return expectedOnTable(baseline, follows, inUnitOf(follows, lie, distance)) + atFirst;
}

function expectedOnTable(baseline: ExpectedStrokesBaseline, lie: BroadieLie, distance: number): number {
  const table = baseline[lie];
  if (table.distances.length > 0 && distance < table.distances[0]!)
    return belowFirstRow(baseline, lie, distance);
  return interpolate(table, distance);
}

/**
 * Expected strokes for a PGA TOUR player to hole out (../shared/data/README.md: interpolate linearly
 * between rows). `distance` is in yards off the green and in feet on it; a holed ball (distance 0 on
 * the green) needs 0 strokes. Below a lie's first row see `BELOW_TABLE_FOLLOWS`; beyond the last row the
 * last segment is extended.
 */
export function expectedStrokes(
  lie: BroadieLie,
  distance: number,
  baseline: ExpectedStrokesBaseline = PGA_TOUR_BASELINE,
): number {
  if (lie === 'green' && distance <= 0) return 0;
  return expectedOnTable(baseline, lie, distance);
}
