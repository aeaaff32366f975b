import type { Ring, Xy } from '../geo/local-frame';
import { grownRing } from '../geo/polygon';

/**
 * Greens are ringed by a collar of fringe and first cut, mown far shorter than the rough: a ball
 * resting there plays as a fairway chip (Broadie's lie categories put the fringe with the fairway;
 * the PGA TOUR's putts per round likewise leave strokes from the fringe out). The map draws it as
 * a fairway polygon; the simulator reads the same ring (sim/lie.ts). 3 yd: a fringe of
 * about a yard and a first cut of two. It lowered the tour's putts from 30.42 to 30.09 a round and
 * raised its scrambling from 46.6 % to 50.1 % (4 yd: 30.01, but scratch bogeys left tolerance).
 */
export const COLLAR_YARDS = 3;

export function collarRing(green: Ring, greenCenter: Xy): Ring {
  return grownRing(green, greenCenter, COLLAR_YARDS);
}
