/**
 * The shape of a golfer's skill profile and the range each parameter is held to, shared by the
 * interpolation (profiles.ts) and the anchor search (calibration/search-anchor.ts).
 */

/**
 * A golfer's skill, all relative to the PGA TOUR profile whose shot dispersions are fitted to
 * Broadie's table (tour-fit.ts). A multiplier of 2 means shots scatter twice as widely as the
 * tour's from the same lie and distance.
 */
export type SkillProfile = {
  /** Handicap-like level: 0 scratch, 10 a ten handicap, negative a plus handicap (tour: TOUR_LEVEL). */
  level: number;
  /** Average total driving distance, yards. */
  driveYards: number;
  /** Dispersion multiplier for full shots (60 yd and longer). */
  fullShotError: number;
  /** Dispersion multiplier for chips (CHIP_MAX_YARDS and shorter, off the green). */
  shortGameError: number;
  /**
   * Dispersion multiplier for pitches of 40 yd (SHORT_GAME_MAX_YARDS in shot.ts), blended from the
   * chip value at 20 yd (CHIP_MAX_YARDS) and into the full-shot value at 60 yd.
   */
  pitchError: number;
  /** Dispersion multiplier from sand, on top of the distance-based one. */
  sandError: number;
  /** Extra lateral multiplier on tee shots with a driver. */
  driveLateral: number;
  /**
   * Share of a full shot's lateral error kept beyond TAIL_START_SIGMA (shot.ts): 1 is Gaussian
   * (tour); below 1, wild misses into trees, water and out of bounds are rarer than a Gaussian of
   * the same core width implies (amateurs steer away from trouble and club down).
   */
  lateralTail: number;
  /** Approaches aim this share of the way from the pin to the green centre (0 = flag hunting). */
  centerAim: number;
  /**
   * Share of approaches (full shots aimed at the green) that are mishit (fat, thin): they come up
   * well short, usually around the green rather than in trouble.
   */
  mishitRate: number;
  /**
   * Share of approaches from 90 yd on (BAD_STRIKE_MIN_YARDS, shot.ts) struck badly: they finish
   * 45–80 yd short of the pin or in a greenside bunker (`badStrikeSandShare` of them), so the next
   * shot is a pitch or a bunker shot rather than a chip. Above 0, approaches from 90 yd on are
   * either struck well or badly and `mishitRate` applies only to shorter ones. 0 (tour to 5, 15
   * and 25 handicap anchors) leaves the random stream as it was before the option.
   */
  badStrikeRate: number;
  /** Share of bad strikes (`badStrikeRate`) that finish in a greenside bunker. */
  badStrikeSandShare: number;
  /** Share of drives, lay-ups and other advancing full shots that are mishit. */
  driveMishitRate: number;
  /**
   * A lay-up (any shot advancing the ball while the green is out of reach) stops at least this far
   * from the pin, yards: 0 advances as far as the club allows. Above 0 the golfer lays back to a
   * full swing instead of a half-wedge (README "Calibration": where the 20 handicap's pars were).
   */
  layupLeaveYards: number;
  /** Share of chips, pitches and bunker shots that are duffed or thinned. */
  chipMishitRate: number;
  /**
   * Share of chips and pitches from the fairway, collar or rough within CHIP_DUFF_MAX_YARDS of the
   * pin (shot.ts) that are duffed and stay off the green, a few yards forward: a stroke that is not
   * a putt (issue 21: amateurs lose strokes around the green; Arccos up and down inside 25 yd,
   * scratch 57 %, 18 handicap 26 %). 0 (the tour and +4) draws nothing, so their random streams
   * are as before the option.
   */
  chipDuffShare: number;
  /** Multiplier on the distance a missed putt of 8 ft or less finishes from the hole (putting.ts). */
  puttLeave: number;
  /**
   * Multiplier on the leave of a missed putt of 30 ft or more (blended between 8 and 30 ft): pace
   * control on long putts.
   */
  lagLeave: number;
  /**
   * Share of first putts of 30 ft or more (ramping up from 8 ft) hit with poor pace, finishing
   * 20–40 % of their length away (putting.ts): the heavy tail behind amateurs' 3-putts. Above 1
   * the ramp saturates before 30 ft (2: every first putt from 19 ft on).
   */
  lagMissRate: number;
  /** Make probability at PUTT_KNOTS_FEET. */
  makeCurve: number[];
  /** Standard deviation of the log of the per-round form factor (good days and bad days). */
  formSd: number;
};

/** A profile anchor: everything but the make curve, which putt-curves.ts anchors separately. */
export type ProfileAnchor = Omit<SkillProfile, 'makeCurve'>;

/** Dispersion multipliers: each scales the tour's fitted dispersion (1 = tour). */
export type MultiplierKey =
  'fullShotError' | 'shortGameError' | 'pitchError' | 'sandError' | 'driveLateral' | 'puttLeave' | 'lagLeave';
export const MULTIPLIER_KEYS: readonly MultiplierKey[] = [
  'fullShotError',
  'shortGameError',
  'pitchError',
  'sandError',
  'driveLateral',
  'puttLeave',
  'lagLeave',
];
/**
 * Floor for interpolated and extrapolated multipliers: the 10 to 25 handicap anchors chip at
 * 0.18–0.31 of the tour's dispersion.
 */
export const MIN_MULTIPLIER = 0.1;

/** Rates, shares and distances, with the range a profile holds each to. */
export type RangedKey = Exclude<keyof ProfileAnchor, MultiplierKey | 'level' | 'driveYards'>;
export const PARAMETER_RANGES: Readonly<Record<RangedKey, readonly [number, number]>> = {
  lateralTail: [0, 1],
  centerAim: [0, 1],
  mishitRate: [0, 0.9],
  badStrikeRate: [0, 0.9],
  badStrikeSandShare: [0, 1],
  driveMishitRate: [0, 0.4],
  layupLeaveYards: [0, 100],
  chipMishitRate: [0, 0.4],
  chipDuffShare: [0, 0.8],
  /** 2 makes every first putt from 19 ft on a poorly paced one (putting.ts). */
  lagMissRate: [0, 2],
  formSd: [0.03, 0.12],
};
