import { FEET_PER_YARD, type BroadieLie } from '@linksight/golf-core';
import { createLocalFrame } from '../geo/local-frame';
import { corridor, ellipse, indexRing } from '../geo/polygon';
import { createPolyline } from '../geo/polyline';
import { collarRing } from '../courses/collar';
import { STYLE_DIMENSIONS } from '../courses/style';
import type { Rng } from '../random/rng';
import { playHole } from '../sim/play-hole';
import type { PlayableHole } from '../sim/playable-hole';
import type { Player } from '../sim/shot';

/**
 * A straight parkland hole long enough to start from anywhere in Broadie's table (600 yd): the
 * fixed stage on which the tour profile is fitted and the calibration tests measure strokes to
 * hole out. Broadie's figures average many holes; this is one representative hole.
 */
const REFERENCE_LENGTH_YARDS = 640;
const GREEN_RADIUS_ALONG_YARDS = 16;
const GREEN_RADIUS_ACROSS_YARDS = 13;
const FAIRWAY_FROM_TEE_YARDS = 20;
/** Where balls are placed for each start lie, yards right of the centre line. */
const START_OFFSET_YARDS: Record<BroadieLie, number> = {
  tee: 0,
  fairway: 0,
  rough: 24,
  sand: 0,
  recovery: 45,
  green: 0,
};

const dims = STYLE_DIMENSIONS.parkland;
const line = [
  { x: -20, y: 0 },
  { x: REFERENCE_LENGTH_YARDS + 30, y: 0 },
];
const pin = { x: REFERENCE_LENGTH_YARDS, y: 0 };
const greenRing = ellipse(pin, GREEN_RADIUS_ALONG_YARDS, GREEN_RADIUS_ACROSS_YARDS, 0, 24);
const base: PlayableHole = {
  frame: createLocalFrame({ lat: 35.2, lng: -79.5 }),
  holeNumber: 1,
  par: 5,
  strokeIndex: 1,
  tees: { Reference: { x: 0, y: 0 } },
  yardages: { Reference: REFERENCE_LENGTH_YARDS },
  pin,
  greenCenter: pin,
  centerLine: createPolyline([{ x: 0, y: 0 }, pin]),
  perimeter: indexRing(corridor(line, () => dims.perimeterHalfWidthYards, 20)),
  rough: indexRing(corridor(line, () => dims.roughHalfWidthYards, 20)),
  fairway: indexRing(
    corridor(
      [
        { x: FAIRWAY_FROM_TEE_YARDS, y: 0 },
        { x: REFERENCE_LENGTH_YARDS - GREEN_RADIUS_ALONG_YARDS * 0.7, y: 0 },
      ],
      () => dims.fairwayHalfWidthYards,
      20,
    ),
  ),
  fairwayStartAlong: FAIRWAY_FROM_TEE_YARDS,
  fairwayEndAlong: REFERENCE_LENGTH_YARDS,
  green: indexRing(greenRing),
  collar: indexRing(collarRing(greenRing, pin)),
  bunkers: [Math.PI / 2, -Math.PI / 2, (3 * Math.PI) / 4].map((angle) =>
    indexRing(
      ellipse(
        { x: pin.x + Math.cos(angle) * 18.5, y: pin.y + Math.sin(angle) * 18.5 },
        7.5,
        3.8,
        angle + Math.PI / 2,
        12,
      ),
    ),
  ),
  water: [],
};
/** Par by the tee shot's length, so drives are hit with a driver only where a real hole would ask for one. */
const referenceByPar = { 3: { ...base, par: 3 as const }, 4: { ...base, par: 4 as const }, 5: base };

/** Strokes to hole out from `lie` at `distance` (yards off the green, feet on it). */
export function strokesToHoleOut(player: Player, rng: Rng, lie: BroadieLie, distance: number): number {
  const yards = lie === 'green' ? distance / FEET_PER_YARD : distance;
  const par = yards < 250 ? 3 : yards < 470 ? 4 : 5;
  const hole = referenceByPar[par];
  // Exactly `yards` from the pin, as far off the centre line as the start lie asks (at most 90° round).
  const side = Math.asin(Math.min(1, START_OFFSET_YARDS[lie] / Math.max(yards, 1e-9)));
  const start = { x: pin.x - yards * Math.cos(side), y: yards * Math.sin(side), lie };
  const result = playHole(hole, player, rng, {
    roundHoleNumber: 1,
    teeName: 'Reference',
    start,
    isRecordingShots: false,
  });
  return result.score ?? 0;
}

/** Mean strokes to hole out over `trials` plays. */
export function meanStrokesToHoleOut(
  player: Player,
  rng: Rng,
  lie: BroadieLie,
  distance: number,
  trials: number,
): number {
  let total = 0;
  for (let i = 0; i < trials; i += 1) total += strokesToHoleOut(player, rng, lie, distance);
  return total / trials;
}
