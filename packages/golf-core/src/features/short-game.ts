import type { HoleInput, ShotInput } from '../model/round';
import { yardsToFeet } from '../geometry/units';
import { categorizeShot } from './shot-categories';
import type { UpDownBand } from './hole-features';

/** spec 3 §9 proximity circles: 5 % and 12 % of the shot-to-pin distance. */
export const APPROACH_INSIDE_FRACTION = 0.05;
export const APPROACH_OUTSIDE_FRACTION = 0.12;
/**
 * Short-sided (not defined by the spec): the approach missed the green and came to rest off it within
 * 15 yd of the pin, leaving little green between ball and hole. The round model has no green outline,
 * so closeness to the pin while off the green stands in for "on the pin's side of the green".
 */
export const SHORT_SIDED_MAX_YARDS = 15;
/**
 * Up-and-down (spec 3 §9 bands under 15 yd, 15–25 yd, 25–35 yd): the chance is the first shot of the hole
 * played from off the green (not from the tee) starting within 35 yd of the pin; it is made when the ball
 * is holed with at most one more stroke (penalties count). Without shots there is no up-and-down data.
 */
export const UP_DOWN_MAX_YARDS = 35;
export const UP_DOWN_BAND_15_YARDS = 15;
export const UP_DOWN_BAND_25_YARDS = 25;

export type ApproachFeatures = {
  approachDistanceYards: number | null;
  approachProximityFeet: number | null;
  approachStartLie: string | null;
  approachInside5Pct: boolean;
  approachOutside12Pct: boolean;
  approachShortSided: boolean;
  approachMissedGreen: boolean;
};

/** The approach is the last approach-category shot of the hole (see shot-categories.ts). */
export function deriveApproach(hole: HoleInput, shots: readonly ShotInput[]): ApproachFeatures {
  let approach: ShotInput | undefined;
  for (const shot of shots) if (categorizeShot(shot, hole.par) === 'approach') approach = shot;
  if (!approach) {
    return {
      approachDistanceYards: null,
      approachProximityFeet: null,
      approachStartLie: null,
      approachInside5Pct: false,
      approachOutside12Pct: false,
      approachShortSided: false,
      approachMissedGreen: false,
    };
  }
  const before = approach.distanceToPinBeforeYards;
  const isHoled = approach.endLie === 'hole';
  const isPenalty = approach.endLie === 'penalty';
  const after = isHoled ? 0 : approach.distanceToPinAfterYards;
  const missedGreen = !isHoled && approach.endLie !== 'green';
  return {
    approachDistanceYards: before,
    approachProximityFeet: isPenalty ? null : yardsToFeet(after),
    approachStartLie: approach.startLie,
    approachInside5Pct: !isPenalty && after <= before * APPROACH_INSIDE_FRACTION,
    approachOutside12Pct: isPenalty || after > before * APPROACH_OUTSIDE_FRACTION,
    approachShortSided: missedGreen && !isPenalty && after <= SHORT_SIDED_MAX_YARDS,
    approachMissedGreen: missedGreen,
  };
}

export type UpDownFeatures = {
  madeUpDown: boolean;
  missedUpDown: boolean;
  upDownBand: UpDownBand | null;
  isSandSaveChance: boolean;
};

export function upDownBandOf(distanceYards: number): UpDownBand {
  if (distanceYards < UP_DOWN_BAND_15_YARDS) return 'under15';
  if (distanceYards < UP_DOWN_BAND_25_YARDS) return '15to25';
  return '25to35';
}

/** Strokes used once `shot` is played: its number (which counts earlier penalties) plus its own penalty. */
const strokesAfter = (shot: ShotInput): number => shot.shotNumber + shot.penaltyStrokes;

export function deriveUpDown(hole: HoleInput, shots: readonly ShotInput[]): UpDownFeatures {
  const chance = shots.find(
    (s) => s.startLie !== 'green' && s.startLie !== 'tee' && s.distanceToPinBeforeYards <= UP_DOWN_MAX_YARDS,
  );
  if (!chance) return { madeUpDown: false, missedUpDown: false, upDownBand: null, isSandSaveChance: false };
  const holedWith = shots.find((s) => s.endLie === 'hole');
  const finishedIn = hole.score ?? (holedWith ? strokesAfter(holedWith) : Number.POSITIVE_INFINITY);
  const made = finishedIn <= chance.shotNumber + 1;
  return {
    madeUpDown: made,
    missedUpDown: !made,
    upDownBand: upDownBandOf(chance.distanceToPinBeforeYards),
    isSandSaveChance: chance.startLie === 'sand',
  };
}
