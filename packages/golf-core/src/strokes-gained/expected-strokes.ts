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

/** Linear interpolation in one column; clamps to the first and last rows outside the table. */
export function interpolate(table: ExpectedStrokesTable, distance: number): number {
  const { distances, strokes } = table;
  const last = distances.length - 1;
  if (last < 0) return Number.NaN;
  if (distance <= distances[0]!) return strokes[0]!;
  if (distance >= distances[last]!) return strokes[last]!;
  // Binary search for the first row at or beyond the distance.
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (distances[mid]! <= distance) lo = mid;
    else hi = mid;
  }
  const d0 = distances[lo]!;
  const d1 = distances[hi]!;
  const s0 = strokes[lo]!;
  return s0 + ((strokes[hi]! - s0) * (distance - d0)) / (d1 - d0);
}

/**
 * Expected strokes for a PGA TOUR player to hole out (../shared/data/README.md: interpolate linearly
 * between rows). `distance` is in yards off the green and in feet on it; a holed ball (distance 0 on
 * the green) needs 0 strokes. Outside the table the nearest row is used (clamped).
 */
export function expectedStrokes(
  lie: BroadieLie,
  distance: number,
  baseline: ExpectedStrokesBaseline = PGA_TOUR_BASELINE,
): number {
  if (lie === 'green' && distance <= 0) return 0;
  return interpolate(baseline[lie], distance);
}
