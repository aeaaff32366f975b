import type { HoleInput, LatLng, RoundInput, ShotInput } from '../model/round';
import { distanceYards } from '../geometry/hole-geometry';
import type { HoleFeatures } from './hole-features';
import { derivePutting } from './putting';
import { strokesGainedByCategory } from './shot-categories';
import { deriveApproach, deriveUpDown } from './short-game';

/** spec 3 §3 GIR: on the green (or holed) in par − 2 strokes or fewer. */
export const GIR_STROKES_UNDER_PAR = 2;

const isUsable = (p: LatLng): boolean =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && p.lat !== 0 && p.lng !== 0;

function scoringFlags(score: number | null, par: number) {
  const d = score === null ? Number.NaN : score - par; // NaN makes every comparison false
  return {
    madeParOrBetter: d <= 0,
    madePar: d === 0,
    madeOverPar: d > 0,
    madeBogey: d === 1,
    madeUnderPar: d < 0,
    madeBirdie: d === -1,
    madeEagle: d <= -2,
    madeDoubleBogeyOrHigher: d >= 2,
  };
}

/**
 * GIR as recorded by the player when given (a score-only file's GIR column, issue 20); else from shots:
 * strokes used when the ball first reached the green or the hole; else from score − putts. null when
 * unknown.
 */
function greenInRegulation(hole: HoleInput, shots: readonly ShotInput[]): boolean | null {
  const regulation = hole.par - GIR_STROKES_UNDER_PAR;
  if (hole.recordedGreenInRegulation !== undefined && hole.recordedGreenInRegulation !== null)
    return hole.recordedGreenInRegulation;
  if (shots.length > 0) {
    const reached = shots.find((s) => s.endLie === 'green' || s.endLie === 'hole');
    return reached !== undefined && reached.shotNumber + reached.penaltyStrokes <= regulation;
  }
  if (hole.score === null || hole.putts === null) return null;
  return hole.score - hole.putts <= regulation;
}

/**
 * Fairway result: the recorded result wins; without it the tee shot's end lie decides (fairway = hit,
 * green or holed = neither, anything else = missed with no side). Par 3s have no fairway.
 */
function fairwayFlags(hole: HoleInput, teeShot: ShotInput | undefined) {
  let hit = false;
  let missed = false;
  if (hole.par >= 4) {
    if (hole.fairway !== null) {
      hit = hole.fairway === 'hit';
      missed = !hit;
    } else if (teeShot) {
      hit = teeShot.endLie === 'fairway';
      missed = !hit && teeShot.endLie !== 'green' && teeShot.endLie !== 'hole';
    }
  }
  return {
    fairwayHit: hit,
    fairwayMissed: missed,
    fairwayMissedLeft: hole.par >= 4 && hole.fairway === 'left',
    fairwayMissedRight: hole.par >= 4 && hole.fairway === 'right',
  };
}

/** Drive length on par 4/5: GPS start→end when both points exist, else the change in distance to the pin. */
function driveDistance(hole: HoleInput, teeShot: ShotInput | undefined): number | null {
  if (hole.par < 4 || !teeShot || teeShot.endLie === 'penalty' || teeShot.penaltyStrokes > 0) return null;
  if (isUsable(teeShot.start) && isUsable(teeShot.end)) {
    return distanceYards(
      { latitude: teeShot.start.lat, longitude: teeShot.start.lng },
      { latitude: teeShot.end.lat, longitude: teeShot.end.lng },
    );
  }
  return teeShot.distanceToPinBeforeYards - teeShot.distanceToPinAfterYards;
}

/** Penalty strokes from the shots when there are any, else as recorded; null when unknown (issue 20). */
function penaltyStrokesOf(hole: HoleInput, shots: readonly ShotInput[]): number | null {
  if (shots.length > 0) return shots.reduce((sum, s) => sum + s.penaltyStrokes, 0);
  return hole.recordedPenaltyStrokes ?? null;
}

/** Derives the analytics row of one hole. */
export function deriveHoleFeaturesOfHole(roundId: number, hole: HoleInput): HoleFeatures {
  const shots = [...hole.shots].sort((a, b) => a.shotNumber - b.shotNumber);
  const teeShot = shots.find((s) => s.startLie === 'tee');
  const gir = greenInRegulation(hole, shots);
  const scoring = scoringFlags(hole.score, hole.par);
  const putting = derivePutting(hole, shots);
  const upDown = deriveUpDown(hole, shots);
  const sg = shots.length > 0 ? strokesGainedByCategory(hole, shots) : null;
  return {
    roundId,
    roundHoleNumber: hole.roundHoleNumber,
    courseHoleNumber: hole.courseHoleNumber,
    par: hole.par,
    lengthYards: hole.lengthYards,
    score: hole.score,
    scoreVsPar: hole.score === null ? null : hole.score - hole.par,
    isExcluded: hole.isExcluded,
    isPar3: hole.par === 3,
    isPar4: hole.par === 4,
    isPar5: hole.par === 5,
    ...scoring,
    ...fairwayFlags(hole, teeShot),
    teeShotEndLie: teeShot?.endLie ?? null,
    driveDistanceYards: driveDistance(hole, teeShot),
    hasTeePenalty: teeShot !== undefined && (teeShot.penaltyStrokes > 0 || teeShot.endLie === 'penalty'),
    penaltyStrokes: penaltyStrokesOf(hole, shots),
    madeGreenInRegulation: gir === true,
    missedGreenInRegulation: gir === false,
    ...deriveApproach(hole, shots),
    hasSandShot: shots.some((s) => s.startLie === 'sand'),
    ...upDown,
    madeScramble: gir === false && scoring.madeParOrBetter,
    ...putting,
    onePutt: putting.puttCount === 1,
    threePuttOrMore: putting.puttCount !== null && putting.puttCount >= 3,
    sgOffTheTee: sg && sg.offTheTee,
    sgApproach: sg && sg.approach,
    sgAroundTheGreen: sg && sg.aroundTheGreen,
    sgPutting: sg && sg.putting,
    sgTotal: sg && sg.total,
  };
}

/** Hole features of a round, in round-hole order (stats rely on this order for bounce-back). */
export function deriveHoleFeatures(round: RoundInput): HoleFeatures[] {
  return [...round.holes]
    .sort((a, b) => a.roundHoleNumber - b.roundHoleNumber)
    .map((hole) => deriveHoleFeaturesOfHole(round.id, hole));
}
