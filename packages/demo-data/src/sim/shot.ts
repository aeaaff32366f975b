import type { IndexedRing } from '../geo/polygon';
import { pointAt, project } from '../geo/polyline';
import type { Rng } from '../random/rng';
import { interpolate } from './interpolate';
import { classifyLie, type RestingLie } from './lie';
import type { PlayableHole } from './playable-hole';
import type { SkillProfile } from './profiles';
import { FIT_KNOTS_YARDS, type FitLie, type TourFit } from './tour-fit';

/** The golfer on the day: skill, today's form (1 = normal, 1.1 = scattering 10 % more), tour fit. */
export type Player = { profile: SkillProfile; form: number; fit: TourFit };

export type ShotOutcome = { x: number; y: number; lie: RestingLie | 'hole' };

/** Per-axis dispersion of a tour shot before fitting: 0.4 yd + 4.5 % of the distance (≈ 7 yd at 150 yd, i.e. 25 ft mean proximity, PGA TOUR from 150 yd). */
const BASE_SIGMA_YARDS = 0.4;
const SIGMA_PER_YARD = 0.045;
/** How far a golfer can advance the ball from each lie, relative to the drive. */
const REACH_SHARE: Record<FitLie, number> = {
  tee: 1,
  fairway: 0.93,
  rough: 0.85,
  sand: 0.72,
  recovery: 0.45,
};
/**
 * From a recovery lie the ball is chipped out to the centre line: no closer than 25 yd to the pin,
 * advancing half of the distance beyond 60 yd (Broadie's recovery rows sit about one stroke above
 * the fairway rows at the same distance up to 200 yd).
 */
const RECOVERY_MIN_LEAVE_YARDS = 25;
const RECOVERY_ADVANCE_SHARE = 0.5;
const RECOVERY_FREE_ADVANCE_YARDS = 60;
/** Golfers go for the green when it is at most this much beyond their reach. */
const GO_FOR_GREEN_MARGIN_YARDS = 12;
/** Below this a shot is a chip or pitch (short-game skill); above FULL_SHOT_MIN it is a full swing. */
const SHORT_GAME_MAX_YARDS = 40;
/** Full-shot lateral errors beyond this many standard deviations are scaled by `lateralTail`. */
const TAIL_START_SIGMA = 1;
/** Chips (shortGameError) up to here; pitches (pitchError) peak at SHORT_GAME_MAX_YARDS. */
const CHIP_MAX_YARDS = 20;
const FULL_SHOT_MIN_YARDS = 60;
/** A ball finishing this close to the hole has dropped (it rolled over the cup). */
const CAPTURE_RADIUS_YARDS = 0.12;
/** A mishit (fat or thin) travels 50–85 % of the intended distance and strays 20 % more sideways. */
const MISHIT_DISTANCE_MIN = 0.5;
const MISHIT_DISTANCE_MAX = 0.85;
const MISHIT_LATERAL = 1.2;
/** A duffed chip travels 20–60 % of the way; a thinned one 140–190 %. */
const CHIP_DUFF_MIN = 0.2;
const CHIP_DUFF_MAX = 0.6;
const CHIP_THIN_MIN = 1.4;
const CHIP_THIN_MAX = 1.9;
/**
 * A duffed chip (profile `chipDuffShare`) from within this distance of the pin (the strokes-gained
 * around-the-green range, golf-core AROUND_THE_GREEN_MAX_YARDS) moves the ball 10–40 % of the way
 * towards the pin, and never onto the green: it stops where the green begins.
 */
const CHIP_DUFF_MAX_YARDS = 30;
const CHIP_DUFF_ADVANCE_MIN = 0.1;
const CHIP_DUFF_ADVANCE_MAX = 0.4;
const CHIP_DUFF_STEP_YARDS = 0.5;
/**
 * Two-level strike for amateur approaches from BAD_STRIKE_MIN_YARDS on: a good strike keeps the
 * Gaussian dispersion; a bad one (profile `badStrikeRate`) finishes in a greenside bunker
 * (`badStrikeSandShare` of them) or short, this far from the pin: beyond chip range, so the next
 * shot is a pitch or a bunker shot and rarely finishes close (from 35–45 yd the pitch still
 * finished close often enough to keep pars near 3.3 at 20 handicap). A short bad strike covers at
 * least BAD_STRIKE_MIN_CARRY of the intended distance.
 */
const BAD_STRIKE_LEAVE_MIN_YARDS = 45;
const BAD_STRIKE_LEAVE_MAX_YARDS = 80;
const BAD_STRIKE_MIN_CARRY = 0.3;
/** Approaches shorter than this are mishit (`mishitRate`) rather than struck badly. */
const BAD_STRIKE_MIN_YARDS = 90;
/** Bunkers whose centre lies this close to the green centre are greenside. */
const GREENSIDE_BUNKER_YARDS = 35;
/** A ball in a greenside bunker rests this share of the bunker's half-extent from its centre, at most. */
const BUNKER_SPREAD = 0.5;

/** Plays one shot from off the green and returns where it came to rest. */
export function playShot(
  hole: PlayableHole,
  player: Player,
  rng: Rng,
  x: number,
  y: number,
  lie: FitLie,
): ShotOutcome {
  const { profile } = player;
  const pin = hole.pin;
  const toPin = Math.hypot(pin.x - x, pin.y - y);
  // Drawn only when the profile duffs chips, so the tour's random stream is unchanged.
  if (
    profile.chipDuffShare > 0 &&
    (lie === 'fairway' || lie === 'rough') &&
    toPin <= CHIP_DUFF_MAX_YARDS &&
    rng.next() < profile.chipDuffShare
  )
    return duffedChip(hole, rng, x, y, lie, toPin);
  const reach = profile.driveYards * REACH_SHARE[lie];
  const isGoingForPin = goesForPin(profile, lie, toPin);
  // Approaches aim between the pin and the middle of the green (amateurs play to the centre).
  const aim = toPin > SHORT_GAME_MAX_YARDS ? profile.centerAim : 0;
  let tx = pin.x + (hole.greenCenter.x - pin.x) * aim;
  let ty = pin.y + (hole.greenCenter.y - pin.y) * aim;
  let intended = Math.hypot(tx - x, ty - y);
  if (lie === 'recovery') {
    // Blocked by trees, dunes or desert: chip back out to the centre line, advancing only a little.
    const pinAlong = project(hole.centerLine, pin.x, pin.y).along;
    const advance = Math.min(
      reach,
      Math.max(0, RECOVERY_ADVANCE_SHARE * (toPin - RECOVERY_FREE_ADVANCE_YARDS)),
    );
    const target = pointAt(hole.centerLine, pinAlong - Math.max(RECOVERY_MIN_LEAVE_YARDS, toPin - advance));
    tx = target.x;
    ty = target.y;
    intended = Math.hypot(tx - x, ty - y);
  } else if (!isGoingForPin) {
    // Advance along the centre line as far as the club allows (lay-up, or the drive on a long
    // hole), stopping `layupLeaveYards` short of the pin.
    const pinAlong = project(hole.centerLine, pin.x, pin.y).along;
    const along = Math.min(project(hole.centerLine, x, y).along + reach, pinAlong - profile.layupLeaveYards);
    const target = pointAt(hole.centerLine, along);
    tx = target.x;
    ty = target.y;
    intended = Math.hypot(tx - x, ty - y);
  }
  const skill = lie === 'sand' ? profile.sandError : blendSkill(profile, intended);
  const sigma =
    (BASE_SIGMA_YARDS + SIGMA_PER_YARD * intended) *
    interpolate(FIT_KNOTS_YARDS, (isGoingForPin ? player.fit.pin : player.fit.advance)[lie], toPin) *
    skill *
    player.form;
  let lateral = sigma * (lie === 'tee' && hole.par !== 3 ? profile.driveLateral : 1);
  let distance = intended;
  const isShortGame = intended < SHORT_GAME_MAX_YARDS;
  // Approaches from BAD_STRIKE_MIN_YARDS on are struck well or badly (no mishits in between).
  const isBadStrikeRange = isGoingForPin && intended >= BAD_STRIKE_MIN_YARDS && profile.badStrikeRate > 0;
  if (isShortGame && rng.next() < profile.chipMishitRate) {
    // Duffed (stays short) or thinned (runs well past), equally often.
    distance *=
      rng.next() < 0.5
        ? CHIP_DUFF_MIN + (CHIP_DUFF_MAX - CHIP_DUFF_MIN) * rng.next()
        : CHIP_THIN_MIN + (CHIP_THIN_MAX - CHIP_THIN_MIN) * rng.next();
  } else if (isBadStrikeRange && rng.next() < profile.badStrikeRate) {
    const bunkers = greensideBunkers(hole);
    if (bunkers.length > 0 && rng.next() < profile.badStrikeSandShare) {
      const ring = bunkers[Math.floor(rng.next() * bunkers.length)] as IndexedRing;
      const cx = (ring.minX + ring.maxX) / 2;
      const cy = (ring.minY + ring.maxY) / 2;
      let bx = cx + (rng.next() * 2 - 1) * BUNKER_SPREAD * ((ring.maxX - ring.minX) / 2);
      let by = cy + (rng.next() * 2 - 1) * BUNKER_SPREAD * ((ring.maxY - ring.minY) / 2);
      if (classifyLie(hole, bx, by) !== 'sand') {
        bx = cx;
        by = cy;
      }
      return { x: bx, y: by, lie: classifyLie(hole, bx, by) };
    }
    const leave =
      BAD_STRIKE_LEAVE_MIN_YARDS + (BAD_STRIKE_LEAVE_MAX_YARDS - BAD_STRIKE_LEAVE_MIN_YARDS) * rng.next();
    distance = Math.max(BAD_STRIKE_MIN_CARRY * intended, intended - leave);
    lateral *= MISHIT_LATERAL;
  } else if (
    !isShortGame &&
    !isBadStrikeRange &&
    rng.next() < (isGoingForPin ? profile.mishitRate : profile.driveMishitRate)
  ) {
    distance *= MISHIT_DISTANCE_MIN + (MISHIT_DISTANCE_MAX - MISHIT_DISTANCE_MIN) * rng.next();
    lateral *= MISHIT_LATERAL;
  }
  distance += rng.normal() * sigma;
  let z = rng.normal();
  if (!isShortGame && Math.abs(z) > TAIL_START_SIGMA)
    z = Math.sign(z) * (TAIL_START_SIGMA + (Math.abs(z) - TAIL_START_SIGMA) * profile.lateralTail);
  const side = z * lateral;
  const ux = intended > 0 ? (tx - x) / intended : 1;
  const uy = intended > 0 ? (ty - y) / intended : 0;
  const ex = x + ux * distance - uy * side;
  const ey = y + uy * distance + ux * side;
  if (isGoingForPin && Math.hypot(ex - pin.x, ey - pin.y) < CAPTURE_RADIUS_YARDS)
    return { x: pin.x, y: pin.y, lie: 'hole' };
  return { x: ex, y: ey, lie: classifyLie(hole, ex, ey) };
}

/** A duffed chip: a few yards towards the pin, stopping short of the green (it was not reached). */
function duffedChip(
  hole: PlayableHole,
  rng: Rng,
  x: number,
  y: number,
  lie: 'fairway' | 'rough',
  toPin: number,
): ShotOutcome {
  const ux = (hole.pin.x - x) / toPin;
  const uy = (hole.pin.y - y) / toPin;
  let advance =
    toPin * (CHIP_DUFF_ADVANCE_MIN + (CHIP_DUFF_ADVANCE_MAX - CHIP_DUFF_ADVANCE_MIN) * rng.next());
  for (; advance > 0; advance -= CHIP_DUFF_STEP_YARDS) {
    const resting = classifyLie(hole, x + ux * advance, y + uy * advance);
    if (resting !== 'green') return { x: x + ux * advance, y: y + uy * advance, lie: resting };
  }
  return { x, y, lie };
}

const greensideCache = new WeakMap<PlayableHole, IndexedRing[]>();

/** The hole's bunkers beside the green (their bounding-box centre within GREENSIDE_BUNKER_YARDS of the green centre). */
function greensideBunkers(hole: PlayableHole): IndexedRing[] {
  let found = greensideCache.get(hole);
  if (!found) {
    const { x, y } = hole.greenCenter;
    found = hole.bunkers.filter(
      (r) => Math.hypot((r.minX + r.maxX) / 2 - x, (r.minY + r.maxY) / 2 - y) <= GREENSIDE_BUNKER_YARDS,
    );
    greensideCache.set(hole, found);
  }
  return found;
}

/** Whether the golfer aims at the pin (an approach) rather than advancing the ball along the hole. */
export function goesForPin(profile: SkillProfile, lie: FitLie, toPin: number): boolean {
  return lie !== 'recovery' && toPin <= profile.driveYards * REACH_SHARE[lie] + GO_FOR_GREEN_MARGIN_YARDS;
}

function blendSkill(profile: SkillProfile, intended: number): number {
  if (intended <= CHIP_MAX_YARDS) return profile.shortGameError;
  if (intended >= FULL_SHOT_MIN_YARDS) return profile.fullShotError;
  if (intended <= SHORT_GAME_MAX_YARDS) {
    const t = (intended - CHIP_MAX_YARDS) / (SHORT_GAME_MAX_YARDS - CHIP_MAX_YARDS);
    return profile.shortGameError * (1 - t) + profile.pitchError * t;
  }
  const t = (intended - SHORT_GAME_MAX_YARDS) / (FULL_SHOT_MIN_YARDS - SHORT_GAME_MAX_YARDS);
  return profile.pitchError * (1 - t) + profile.fullShotError * t;
}
