import type { BroadieLie } from './lie';
import { expectedStrokes, PGA_TOUR_BASELINE, type ExpectedStrokesBaseline } from './expected-strokes';

/** A ball position for strokes gained: a lie and a distance (yards off the green, feet on it). */
export type BallState = { lie: BroadieLie; distance: number } | 'holed';

/**
 * Strokes gained by one shot (Broadie 2012): E(start) − E(end) − 1 − penalty strokes.
 * The PGA TOUR's worked example: 446 yd tee (4.10) to 116 yd fairway (2.825) gains +0.275.
 */
export function strokesGained(
  start: BallState,
  end: BallState,
  penaltyStrokes = 0,
  baseline: ExpectedStrokesBaseline = PGA_TOUR_BASELINE,
): number {
  const before = start === 'holed' ? 0 : expectedStrokes(start.lie, start.distance, baseline);
  const after = end === 'holed' ? 0 : expectedStrokes(end.lie, end.distance, baseline);
  return before - after - 1 - penaltyStrokes;
}
