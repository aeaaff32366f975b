import type { HoleInput, Lie, ShotInput } from '../model/round';
import type { BroadieLie } from '../strokes-gained/lie';
import { expectedStrokes } from '../strokes-gained/expected-strokes';
import { yardsToFeet } from '../geometry/units';

/**
 * Strokes-gained categories (Broadie 2012; PGA TOUR definitions). Not in the spec:
 * - offTheTee: shots from the tee on par 4 and 5 (a re-tee after out of bounds too);
 * - putting: shots from the green;
 * - aroundTheGreen: other shots starting within 30 yd of the pin (the tour uses 30 yd of the green's
 *   edge; the round model has no green outline, so the pin stands in for it);
 * - approach: every other shot, including par-3 tee shots.
 */
export type ShotCategory = 'offTheTee' | 'approach' | 'aroundTheGreen' | 'putting';

export const AROUND_THE_GREEN_MAX_YARDS = 30;

export function categorizeShot(shot: ShotInput, par: number): ShotCategory {
  if (shot.startLie === 'green') return 'putting';
  if (shot.startLie === 'tee' && par >= 4) return 'offTheTee';
  if (shot.distanceToPinBeforeYards <= AROUND_THE_GREEN_MAX_YARDS) return 'aroundTheGreen';
  return 'approach';
}

/** Maps a model lie to a baseline lie; a ball in a penalty area is scored as from the rough. */
function toBroadieLie(lie: Lie): BroadieLie {
  return lie === 'penalty' || lie === 'hole' ? 'rough' : lie;
}

/** Expected strokes from a lie at a distance in yards (converted to feet on the green). */
export function expectedFrom(lie: Lie, distanceYards: number): number {
  const broadieLie = toBroadieLie(lie);
  return expectedStrokes(broadieLie, broadieLie === 'green' ? yardsToFeet(distanceYards) : distanceYards);
}

/**
 * The last recorded shot of an unfinished hole went out of bounds or into a penalty area: where the next
 * shot would be played from is unknown, and stroke and distance is the relief the rules always allow
 * (Rules 17.1d(1), 18.2b), so it is scored as a finished hole scores a re-tee: −1 − penalty strokes
 * (issue 21: −2 for out of bounds, not −1.70 from the ball's position outside the course).
 */
function isPenaltyWithoutNextShot(shot: ShotInput): boolean {
  return shot.endLie === 'penalty' && shot.penaltyStrokes > 0;
}

export type StrokesGainedByCategory = Record<ShotCategory, number> & { total: number };

/**
 * Strokes gained per category for a hole's shots (sorted by shotNumber). A shot's end state is the next
 * shot's start (so drops and re-tees after penalties are scored where the ball was really played from),
 * 0 when holed, else its own end lie and distance.
 */
export function strokesGainedByCategory(
  hole: HoleInput,
  shots: readonly ShotInput[],
): StrokesGainedByCategory {
  const sg: StrokesGainedByCategory = { offTheTee: 0, approach: 0, aroundTheGreen: 0, putting: 0, total: 0 };
  for (let i = 0; i < shots.length; i++) {
    const shot = shots[i]!;
    const next = shots[i + 1];
    const before = expectedFrom(shot.startLie, shot.distanceToPinBeforeYards);
    let after: number;
    if (shot.endLie === 'hole') after = 0;
    else if (next) after = expectedFrom(next.startLie, next.distanceToPinBeforeYards);
    else if (isPenaltyWithoutNextShot(shot)) after = before;
    else after = expectedFrom(shot.endLie, shot.distanceToPinAfterYards);
    const gained = before - after - 1 - shot.penaltyStrokes;
    sg[categorizeShot(shot, hole.par)] += gained;
    sg.total += gained;
  }
  return sg;
}
