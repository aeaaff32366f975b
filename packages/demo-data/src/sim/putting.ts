import type { Rng } from '../random/rng';
import { interpolate } from './interpolate';
import type { PlayableHole } from './playable-hole';
import { PUTT_KNOTS_FEET } from './putt-curves';
import type { Player, ShotOutcome } from './shot';
import { FIT_KNOTS_FEET } from './tour-fit';

const FEET_PER_YARD = 3;
/** A missed putt stops at least this far away (the lip). */
const MIN_LEAVE_FEET = 0.4;
/** Leave spread before fitting: 0.5 ft + 6 % of the putt's length (speed control). */
const LEAVE_BASE_FEET = 0.5;
const LEAVE_PER_FOOT = 0.06;
/** Most missed putts finish past the hole ("never up, never in"). */
const PAST_THE_HOLE_SHARE = 0.7;
/** Misses finish within ±35° of the line through the hole. */
const LEAVE_ANGLE_RADIANS = 0.6;

/** A putt from (x, y): holed with the profile's make probability, else a leave around the hole. */
export function playPutt(hole: PlayableHole, player: Player, rng: Rng, x: number, y: number): ShotOutcome {
  const pin = hole.pin;
  const dx = pin.x - x;
  const dy = pin.y - y;
  const yards = Math.hypot(dx, dy);
  const feet = yards * FEET_PER_YARD;
  const make = interpolate(PUTT_KNOTS_FEET, player.profile.makeCurve, feet) ** player.form;
  if (rng.next() < make) return { x: pin.x, y: pin.y, lie: 'hole' };
  const spread =
    (LEAVE_BASE_FEET + LEAVE_PER_FOOT * feet) *
    interpolate(FIT_KNOTS_FEET, player.fit.green, feet) *
    player.profile.puttLeave *
    player.form;
  const leaveYards = (MIN_LEAVE_FEET + Math.abs(rng.normal()) * spread) / FEET_PER_YARD;
  const base = yards > 0 ? Math.atan2(dy, dx) : 0;
  const angle =
    base + (rng.next() < PAST_THE_HOLE_SHARE ? 0 : Math.PI) + (rng.next() * 2 - 1) * LEAVE_ANGLE_RADIANS;
  return { x: pin.x + Math.cos(angle) * leaveYards, y: pin.y + Math.sin(angle) * leaveYards, lie: 'green' };
}
