import type { FairwayResult, HoleInput, Lie, ShotInput } from '@linksight/golf-core';
import { project } from '../geo/polyline';
import type { Rng } from '../random/rng';
import { classifyLie, type RestingLie } from './lie';
import type { PlayableHole } from './playable-hole';
import { playPutt } from './putting';
import { playShot, type Player, type ShotOutcome } from './shot';
import type { FitLie } from './tour-fit';

/** Golfers pick up after this many strokes over par (no hole in the data runs away). */
const PICK_UP_OVER_PAR = 7;
/** Walking back along the flight line in these steps to find where the ball crossed into water. */
const WATER_DROP_STEP_YARDS = 2;
const DISTANCE_DECIMALS = 100;

export type HoleStart = { x: number; y: number; lie: FitLie | 'green' };

export type PlayHoleOptions = {
  roundHoleNumber: number;
  teeName: string;
  /** Start somewhere other than the tee (calibration from a given lie and distance). */
  start?: HoleStart;
  /** Record ShotInput rows (false for calibration runs that only need the score). */
  isRecordingShots?: boolean;
};

export function playHole(hole: PlayableHole, player: Player, rng: Rng, options: PlayHoleOptions): HoleInput {
  const tee = hole.tees[options.teeName] ?? Object.values(hole.tees)[0];
  if (!tee) throw new Error(`hole ${hole.holeNumber} has no tee boxes`);
  const isRecording = options.isRecordingShots ?? true;
  let x = options.start?.x ?? tee.x;
  let y = options.start?.y ?? tee.y;
  let lie: FitLie | 'green' = options.start?.lie ?? 'tee';
  let strokes = 0;
  let putts = 0;
  let fairway: FairwayResult | null = null;
  const shots: ShotInput[] = [];
  const limit = hole.par + PICK_UP_OVER_PAR;
  while (strokes < limit) {
    const before = Math.hypot(hole.pin.x - x, hole.pin.y - y);
    const outcome: ShotOutcome =
      lie === 'green'
        ? playPutt(hole, player, rng, x, y, putts === 0)
        : playShot(hole, player, rng, x, y, lie);
    if (lie === 'green') putts += 1;
    const isPenalty = outcome.lie === 'water' || outcome.lie === 'oob';
    if (strokes === 0 && hole.par !== 3 && !options.start) fairway = fairwayResult(hole, outcome);
    if (isRecording) {
      shots.push({
        shotNumber: strokes + 1,
        start: hole.frame.toLatLng({ x, y }),
        end: hole.frame.toLatLng({ x: outcome.x, y: outcome.y }),
        startLie: lie as Lie,
        endLie: isPenalty ? 'penalty' : (outcome.lie as Lie),
        distanceToPinBeforeYards: round(before),
        distanceToPinAfterYards:
          outcome.lie === 'hole' ? 0 : round(Math.hypot(hole.pin.x - outcome.x, hole.pin.y - outcome.y)),
        penaltyStrokes: isPenalty ? 1 : 0,
      });
    }
    strokes += isPenalty ? 2 : 1;
    if (outcome.lie === 'hole') break;
    if (outcome.lie === 'oob') continue; // stroke and distance: replay from the same spot and lie
    if (outcome.lie === 'water') {
      const drop = waterDrop(hole, x, y, outcome.x, outcome.y);
      x = drop.x;
      y = drop.y;
      lie = drop.lie;
      continue;
    }
    x = outcome.x;
    y = outcome.y;
    lie = outcome.lie;
  }
  return {
    roundHoleNumber: options.roundHoleNumber,
    courseHoleNumber: hole.holeNumber,
    par: hole.par,
    strokeIndex: hole.strokeIndex,
    lengthYards: hole.yardages[options.teeName] ?? 0,
    score: strokes,
    putts,
    fairway,
    tee: hole.frame.toLatLng(tee),
    pin: hole.frame.toLatLng(hole.pin),
    isExcluded: false,
    shots,
  };
}

function fairwayResult(hole: PlayableHole, outcome: ShotOutcome): FairwayResult {
  if (outcome.lie === 'fairway' || outcome.lie === 'green' || outcome.lie === 'hole') return 'hit';
  const { along, offset } = project(hole.centerLine, outcome.x, outcome.y);
  if (along < hole.fairwayStartAlong) return 'short';
  if (along > hole.fairwayEndAlong) return 'long';
  return offset > 0 ? 'right' : 'left';
}

/** Rules of Golf 17.1d: drop back on the line of flight, where the ball last crossed into the area. */
function waterDrop(
  hole: PlayableHole,
  fromX: number,
  fromY: number,
  toX: number,
  toY: number,
): { x: number; y: number; lie: FitLie | 'green' } {
  const length = Math.hypot(toX - fromX, toY - fromY);
  for (let back = WATER_DROP_STEP_YARDS; back < length; back += WATER_DROP_STEP_YARDS) {
    const t = 1 - back / length;
    const x = fromX + (toX - fromX) * t;
    const y = fromY + (toY - fromY) * t;
    const lie: RestingLie = classifyLie(hole, x, y);
    if (lie !== 'water' && lie !== 'oob') return { x, y, lie };
  }
  return { x: fromX, y: fromY, lie: 'rough' };
}

function round(yards: number): number {
  return Math.round(yards * DISTANCE_DECIMALS) / DISTANCE_DECIMALS;
}
