import type { HoleInput, ShotInput } from '../model/round';
import { yardsToFeet } from '../geometry/units';

/** Putt distance bands in feet (spec 3 §9 "<4ft Missed Putts", "4-12ft Missed Putts"). */
export const SHORT_PUTT_MAX_FEET = 4; // under 4 ft
export const MID_PUTT_MAX_FEET = 12; // 4 ft up to and including 12 ft
export const LONG_PUTT_MAX_FEET = 25; // over 12 ft up to and including 25 ft; beyond is "over 25 ft"

export type PuttingFeatures = {
  puttCount: number | null;
  firstPuttFeet: number | null;
  madePuttFeet: number | null;
  puttFeetTotal: number | null;
  puttsUnder4Ft: number;
  missedPuttsUnder4Ft: number;
  putts4To12Ft: number;
  missedPutts4To12Ft: number;
  putts12To25Ft: number;
  missedPutts12To25Ft: number;
  puttsOver25Ft: number;
  missedPuttsOver25Ft: number;
};

/**
 * Putting facts of a hole. The recorded putt count wins; without it, putts are counted from the shots
 * (shots starting on the green); with neither, puttCount is null ("no putts recorded"). Putt lengths come
 * from the shots only: a score-only hole (a CSV import, issue 20) has no lengths, so its total is null
 * rather than 0 ft, and its bands count nothing.
 */
export function derivePutting(hole: HoleInput, shots: readonly ShotInput[]): PuttingFeatures {
  const p: PuttingFeatures = {
    puttCount: hole.putts,
    firstPuttFeet: null,
    madePuttFeet: null,
    puttFeetTotal: shots.length > 0 ? 0 : null,
    puttsUnder4Ft: 0,
    missedPuttsUnder4Ft: 0,
    putts4To12Ft: 0,
    missedPutts4To12Ft: 0,
    putts12To25Ft: 0,
    missedPutts12To25Ft: 0,
    puttsOver25Ft: 0,
    missedPuttsOver25Ft: 0,
  };
  let counted = 0;
  for (const shot of shots) {
    if (shot.startLie !== 'green') continue;
    counted++;
    const feet = yardsToFeet(shot.distanceToPinBeforeYards);
    const missed = shot.endLie !== 'hole' ? 1 : 0;
    if (p.firstPuttFeet === null) p.firstPuttFeet = feet;
    if (!missed) p.madePuttFeet = feet;
    p.puttFeetTotal = (p.puttFeetTotal ?? 0) + feet;
    if (feet < SHORT_PUTT_MAX_FEET) {
      p.puttsUnder4Ft++;
      p.missedPuttsUnder4Ft += missed;
    } else if (feet <= MID_PUTT_MAX_FEET) {
      p.putts4To12Ft++;
      p.missedPutts4To12Ft += missed;
    } else if (feet <= LONG_PUTT_MAX_FEET) {
      p.putts12To25Ft++;
      p.missedPutts12To25Ft += missed;
    } else {
      p.puttsOver25Ft++;
      p.missedPuttsOver25Ft += missed;
    }
  }
  if (p.puttCount === null && shots.length > 0) p.puttCount = counted;
  return p;
}
