import { BROADIE_PGA_TOUR_ROWS, expectedStrokes, type BroadieLie } from '@linksight/golf-core';
import { createRng, deriveSeed } from '../random/rng';
import { namedProfile } from '../sim/profiles';
import type { Player } from '../sim/shot';
import { TOUR_FIT } from '../sim/tour-fit';
import { meanStrokesToHoleOut } from './reference-hole';

export type BroadieRow = { lie: BroadieLie; distance: number; published: number; simulated: number };

/** Issue 4 range: 20–600 yd off the green, 3–60 ft on it. */
const OFF_GREEN_RANGE = [20, 600] as const;
const ON_GREEN_RANGE = [3, 60] as const;

/** The tour profile's mean strokes to hole out from every row of Broadie's table within range. */
export function checkBroadie(trials: number, seed: number): BroadieRow[] {
  const player: Player = { profile: { ...namedProfile('pga-tour'), formSd: 0 }, form: 1, fit: TOUR_FIT };
  return BROADIE_PGA_TOUR_ROWS.filter(([lie, d]) => {
    const [lo, hi] = lie === 'green' ? ON_GREEN_RANGE : OFF_GREEN_RANGE;
    return d >= lo && d <= hi;
  }).map(([lie, distance]) => ({
    lie,
    distance,
    published: expectedStrokes(lie, distance),
    simulated: meanStrokesToHoleOut(
      player,
      createRng(deriveSeed(seed, `${lie}-${distance}`)),
      lie,
      distance,
      trials,
    ),
  }));
}
