import { FEET_PER_YARD } from '@linksight/golf-core';
import type { Rng } from '../random/rng';
import { interpolate } from './interpolate';
import type { PlayableHole } from './playable-hole';
import { PUTT_KNOTS_FEET } from './putt-curves';
import type { Player, ShotOutcome } from './shot';
import { FIT_KNOTS_FEET } from './tour-fit';

/** A missed putt stops at least this far away (the lip). */
const MIN_LEAVE_FEET = 0.4;
/** Leave spread before fitting: 0.5 ft + 6 % of the putt's length (speed control). */
const LEAVE_BASE_FEET = 0.5;
const LEAVE_PER_FOOT = 0.06;
/** Below LAG_MIN_FEET a miss leaves `puttLeave`-sized; from LAG_FULL_FEET on, `lagLeave`-sized. */
const LAG_MIN_FEET = 8;
const LAG_FULL_FEET = 30;
/**
 * A poorly paced first putt (share `lagMissRate` from LAG_FULL_FEET on, ramping up from
 * LAG_MIN_FEET; a rate above 1 reaches every first putt before LAG_FULL_FEET) finishes
 * POOR_LAG_MIN–MAX of its length away: the long second putts behind amateurs' 3-putts (Shot
 * Scope), without the 4-putts a wider Gaussian leave would bring.
 */
const POOR_LAG_MIN = 0.2;
const POOR_LAG_MAX = 0.4;
/** Most missed putts finish past the hole ("never up, never in"). */
const PAST_THE_HOLE_SHARE = 0.7;
/** Misses finish within ±35° of the line through the hole. */
const LEAVE_ANGLE_RADIANS = 0.6;

/** A putt from (x, y): holed with the profile's make probability, else a leave around the hole. */
export function playPutt(
  hole: PlayableHole,
  player: Player,
  rng: Rng,
  x: number,
  y: number,
  isFirstPutt = true,
): ShotOutcome {
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
    leaveMultiplier(player.profile, feet) *
    player.form;
  const lagShare = Math.min(1, Math.max(0, (feet - LAG_MIN_FEET) / (LAG_FULL_FEET - LAG_MIN_FEET)));
  const poorLag = isFirstPutt ? Math.min(1, player.profile.lagMissRate * lagShare) : 0;
  const leaveFeet =
    poorLag > 0 && rng.next() < poorLag
      ? feet * (POOR_LAG_MIN + (POOR_LAG_MAX - POOR_LAG_MIN) * rng.next())
      : MIN_LEAVE_FEET + Math.abs(rng.normal()) * spread;
  const leaveYards = leaveFeet / FEET_PER_YARD;
  const base = yards > 0 ? Math.atan2(dy, dx) : 0;
  const angle =
    base + (rng.next() < PAST_THE_HOLE_SHARE ? 0 : Math.PI) + (rng.next() * 2 - 1) * LEAVE_ANGLE_RADIANS;
  return { x: pin.x + Math.cos(angle) * leaveYards, y: pin.y + Math.sin(angle) * leaveYards, lie: 'green' };
}

function leaveMultiplier(profile: Player['profile'], feet: number): number {
  if (feet <= LAG_MIN_FEET) return profile.puttLeave;
  if (feet >= LAG_FULL_FEET) return profile.lagLeave;
  const t = (feet - LAG_MIN_FEET) / (LAG_FULL_FEET - LAG_MIN_FEET);
  return profile.puttLeave * (1 - t) + profile.lagLeave * t;
}
