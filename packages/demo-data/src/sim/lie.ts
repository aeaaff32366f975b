import type { Lie } from '@linksight/golf-core';
import { containsPoint } from '../geo/polygon';
import type { PlayableHole } from './playable-hole';

/** Where a ball can come to rest; `water` and `oob` cost a penalty stroke and become `penalty` in ShotInput. */
export type RestingLie = Exclude<Lie, 'tee' | 'penalty' | 'hole'> | 'water' | 'oob';

/**
 * Point-in-polygon lie, in the order a player would read the ground: beyond the perimeter is out
 * of bounds; then water, green, sand, fairway; inside the rough corridor is rough; the rest of the
 * playable area (trees, dunes, native desert) is a recovery lie (Broadie's "recovery").
 */
export function classifyLie(hole: PlayableHole, x: number, y: number): RestingLie {
  if (!containsPoint(hole.perimeter, x, y)) return 'oob';
  for (const ring of hole.water) if (containsPoint(ring, x, y)) return 'water';
  if (containsPoint(hole.green, x, y)) return 'green';
  for (const ring of hole.bunkers) if (containsPoint(ring, x, y)) return 'sand';
  if (containsPoint(hole.collar, x, y)) return 'fairway';
  if (hole.fairway && containsPoint(hole.fairway, x, y)) return 'fairway';
  if (containsPoint(hole.rough, x, y)) return 'rough';
  return 'recovery';
}
