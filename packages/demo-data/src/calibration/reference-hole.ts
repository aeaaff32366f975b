import { FEET_PER_YARD, type BroadieLie } from '@linksight/golf-core';
import { createLocalFrame } from '../geo/local-frame';
import { corridor, ellipse, indexRing } from '../geo/polygon';
import { createPolyline } from '../geo/polyline';
import { collarRing } from '../courses/collar';
import { PIN_AREA_SHARE } from '../courses/hole-layout';
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
/** Where balls are placed for each start lie, yards right of the pin's line to the tee. */
const START_OFFSET_YARDS: Record<BroadieLie, number> = {
  tee: 0,
  fairway: 0,
  rough: 24,
  sand: 0,
  recovery: 45,
  green: 0,
};

/**
 * Pins sit where the course generator puts them (hole-layout.ts: uniform over the middle
 * PIN_AREA_SHARE of the green), not in its centre: Broadie's figures average real pin positions.
 * With a centred pin the fit made approaches wide enough that the generated greens, pinned off
 * centre, played harder for the tour than Broadie's average (GIR from 150 yd 70.9 % vs PGA
 * TOUR 76.1 %, index −4.8 vs +5.4). Trials cycle through PIN_POSITIONS stratified positions
 * (a golden-angle spiral, uniform over the area).
 */
const PIN_POSITIONS = 16;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

const dims = STYLE_DIMENSIONS.parkland;
const line = [
  { x: -20, y: 0 },
  { x: REFERENCE_LENGTH_YARDS + 30, y: 0 },
];
const greenCenter = { x: REFERENCE_LENGTH_YARDS, y: 0 };
const greenRing = ellipse(greenCenter, GREEN_RADIUS_ALONG_YARDS, GREEN_RADIUS_ACROSS_YARDS, 0, 24);
const pins = Array.from({ length: PIN_POSITIONS }, (_, i) => {
  const r = Math.sqrt((i + 0.5) / PIN_POSITIONS) * PIN_AREA_SHARE;
  const a = i * GOLDEN_ANGLE;
  return {
    x: greenCenter.x + Math.cos(a) * r * GREEN_RADIUS_ALONG_YARDS,
    y: greenCenter.y + Math.sin(a) * r * GREEN_RADIUS_ACROSS_YARDS,
  };
});
const greenRingIndexed = indexRing(greenRing);
const collar = indexRing(collarRing(greenRing, greenCenter));
const bunkers = [Math.PI / 2, -Math.PI / 2, (3 * Math.PI) / 4].map((angle) =>
  indexRing(
    ellipse(
      { x: greenCenter.x + Math.cos(angle) * 18.5, y: greenCenter.y + Math.sin(angle) * 18.5 },
      7.5,
      3.8,
      angle + Math.PI / 2,
      12,
    ),
  ),
);
const base: Omit<PlayableHole, 'pin' | 'par'> = {
  frame: createLocalFrame({ lat: 35.2, lng: -79.5 }),
  holeNumber: 1,
  strokeIndex: 1,
  tees: { Reference: { x: 0, y: 0 } },
  yardages: { Reference: REFERENCE_LENGTH_YARDS },
  greenCenter,
  centerLine: createPolyline([{ x: 0, y: 0 }, greenCenter]),
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
  green: greenRingIndexed,
  collar,
  bunkers,
  water: [],
};
/**
 * One hole per pin position and par (par by the tee shot's length, so drives are hit with a
 * driver only where a real hole would ask for one).
 */
const referenceHoles = pins.map((pin) => ({
  3: { ...base, pin, par: 3 as const },
  4: { ...base, pin, par: 4 as const },
  5: { ...base, pin, par: 5 as const },
}));

/**
 * Strokes to hole out from `lie` at `distance` (yards off the green, feet on it), with the pin at
 * position `pinIndex` (mod PIN_POSITIONS).
 */
export function strokesToHoleOut(
  player: Player,
  rng: Rng,
  lie: BroadieLie,
  distance: number,
  pinIndex = 0,
): number {
  const yards = lie === 'green' ? distance / FEET_PER_YARD : distance;
  const par = yards < 250 ? 3 : yards < 470 ? 4 : 5;
  const hole = (referenceHoles[pinIndex % PIN_POSITIONS] as (typeof referenceHoles)[number])[par];
  const { pin } = hole;
  // Exactly `yards` from the pin, as far to the right of it as the start lie asks (at most 90° round).
  const side = Math.asin(Math.min(1, START_OFFSET_YARDS[lie] / Math.max(yards, 1e-9)));
  const start = { x: pin.x - yards * Math.cos(side), y: pin.y + yards * Math.sin(side), lie };
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
  for (let i = 0; i < trials; i += 1) total += strokesToHoleOut(player, rng, lie, distance, i);
  return total / trials;
}
