import { extrapolate } from './interpolate';
import { PUTT_CURVE_ANCHORS, PUTT_KNOTS_FEET } from './putt-curves';

/**
 * A golfer's skill, all relative to the PGA TOUR profile whose shot dispersions are fitted to
 * Broadie's table (tour-fit.ts). A multiplier of 2 means shots scatter twice as widely as the
 * tour's from the same lie and distance.
 */
export type SkillProfile = {
  /** Handicap-like level: 0 scratch, 10 a ten handicap, negative a plus handicap (tour ≈ −7). */
  level: number;
  /** Average total driving distance, yards. */
  driveYards: number;
  /** Dispersion multiplier for full shots (60 yd and longer). */
  fullShotError: number;
  /** Dispersion multiplier for chips and pitches (under 40 yd, off the green). */
  shortGameError: number;
  /** Dispersion multiplier from sand, on top of the distance-based one. */
  sandError: number;
  /** Extra lateral multiplier on tee shots with a driver. */
  driveLateral: number;
  /** Approaches aim this share of the way from the pin to the green centre (0 = flag hunting). */
  centerAim: number;
  /** Share of full shots that are mishit (topped, fat, shanked). */
  mishitRate: number;
  /** Share of chips, pitches and bunker shots that are duffed or thinned. */
  chipMishitRate: number;
  /** Multiplier on the distance a missed putt finishes from the hole. */
  puttLeave: number;
  /** Make probability at PUTT_KNOTS_FEET. */
  makeCurve: number[];
  /** Standard deviation of the log of the per-round form factor (good days and bad days). */
  formSd: number;
};

type Anchor = Omit<SkillProfile, 'makeCurve'>;

/*
 * Driving distances: PGA TOUR 2009 season average 287.9 yd; Arccos: scratch 259 yd, 10 handicap
 * 233 yd, 20 handicap 213 yd (shared/data/README.md). Other levels interpolate those.
 * The error multipliers, mishit rates, aim, leave and form values were tuned (coordinate search,
 * 500 rounds per step) at levels 0, 10 and 20 against Shot Scope putts / 3-putts, Arccos fairways,
 * GIR, birdies / bogeys / doubles, the score-above-rating targets and the WHS index; 5 and 15
 * interpolate, +4 and 25 extrapolate. Short-game multipliers below 1 (better than tour around the
 * green) are what Shot Scope's low putt counts demand of this model: see README "Calibration".
 */
export const PROFILE_ANCHORS: readonly Anchor[] = [
  {
    level: -7,
    driveYards: 288,
    fullShotError: 1,
    shortGameError: 1,
    sandError: 1,
    driveLateral: 1,
    centerAim: 0,
    mishitRate: 0,
    chipMishitRate: 0,
    puttLeave: 1,
    formSd: 0.06,
  },
  {
    level: -4,
    driveYards: 276,
    fullShotError: 1.06,
    shortGameError: 0.8,
    sandError: 1.25,
    driveLateral: 1.15,
    centerAim: 0.2,
    mishitRate: 0.003,
    chipMishitRate: 0.015,
    puttLeave: 0.85,
    formSd: 0.07,
  },
  {
    level: 0,
    driveYards: 259,
    fullShotError: 1.15,
    shortGameError: 0.65,
    sandError: 1.5,
    driveLateral: 1.25,
    centerAim: 0.4,
    mishitRate: 0.006,
    chipMishitRate: 0.03,
    puttLeave: 0.75,
    formSd: 0.08,
  },
  {
    level: 5,
    driveYards: 246,
    fullShotError: 1.38,
    shortGameError: 0.5,
    sandError: 1.66,
    driveLateral: 1.1,
    centerAim: 0.65,
    mishitRate: 0.08,
    chipMishitRate: 0.055,
    puttLeave: 0.88,
    formSd: 0.08,
  },
  {
    level: 10,
    driveYards: 233,
    fullShotError: 1.61,
    shortGameError: 0.46,
    sandError: 1.83,
    driveLateral: 0.95,
    centerAim: 0.9,
    mishitRate: 0.15,
    chipMishitRate: 0.08,
    puttLeave: 1.2,
    formSd: 0.08,
  },
  {
    level: 15,
    driveYards: 223,
    fullShotError: 1.8,
    shortGameError: 0.49,
    sandError: 2.2,
    driveLateral: 0.97,
    centerAim: 0.95,
    mishitRate: 0.26,
    chipMishitRate: 0.1,
    puttLeave: 1.25,
    formSd: 0.08,
  },
  {
    level: 20,
    driveYards: 213,
    fullShotError: 1.84,
    shortGameError: 0.53,
    sandError: 2.61,
    driveLateral: 1,
    centerAim: 1,
    mishitRate: 0.32,
    chipMishitRate: 0.115,
    puttLeave: 1.3,
    formSd: 0.08,
  },
  {
    level: 25,
    driveYards: 203,
    fullShotError: 1.95,
    shortGameError: 0.5,
    sandError: 3.4,
    driveLateral: 1.05,
    centerAim: 1,
    mishitRate: 0.34,
    chipMishitRate: 0.13,
    puttLeave: 1.2,
    formSd: 0.08,
  },
];

/** Floor for extrapolated multipliers. */
const MIN_MULTIPLIER = 0.3;
const LEVEL_MIN = -8;
const LEVEL_MAX = 40;
const ANCHOR_LEVELS = PROFILE_ANCHORS.map((a) => a.level);
const PUTT_ANCHOR_LEVELS = PUTT_CURVE_ANCHORS.map(([level]) => level);

export type ProfileOptions = {
  /** Scales driving distance (e.g. 0.88 for the women's college game); accuracy is unchanged. */
  distanceScale?: number;
};

/** The profile of a golfer of `level`, interpolated (or extrapolated) between the anchors. */
export function profileForLevel(level: number, options: ProfileOptions = {}): SkillProfile {
  const l = Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, level));
  const at = (key: keyof Anchor): number =>
    extrapolate(
      ANCHOR_LEVELS,
      PROFILE_ANCHORS.map((a) => a[key]),
      l,
    );
  const makeCurve = PUTT_KNOTS_FEET.map((_, k) => {
    const p = extrapolate(
      PUTT_ANCHOR_LEVELS,
      PUTT_CURVE_ANCHORS.map(([, curve]) => curve[k] as number),
      l,
    );
    return Math.min(1, Math.max(0.002, p));
  });
  return {
    level,
    driveYards: at('driveYards') * (options.distanceScale ?? 1),
    fullShotError: Math.max(MIN_MULTIPLIER, at('fullShotError')),
    shortGameError: Math.max(MIN_MULTIPLIER, at('shortGameError')),
    sandError: Math.max(MIN_MULTIPLIER, at('sandError')),
    driveLateral: Math.max(MIN_MULTIPLIER, at('driveLateral')),
    mishitRate: Math.min(0.4, Math.max(0, at('mishitRate'))),
    centerAim: Math.min(1, Math.max(0, at('centerAim'))),
    chipMishitRate: Math.min(0.4, Math.max(0, at('chipMishitRate'))),
    puttLeave: Math.max(MIN_MULTIPLIER, at('puttLeave')),
    makeCurve,
    formSd: Math.max(0.03, at('formSd')),
  };
}

export type NamedProfileId =
  | 'pga-tour'
  | 'plus-4'
  | 'scratch'
  | 'hcp-5'
  | 'hcp-10'
  | 'hcp-15'
  | 'hcp-20'
  | 'hcp-25'
  | 'college-men'
  | 'college-women'
  | 'junior-elite'
  | 'junior-developing'
  | 'junior-beginner';

/**
 * The named levels of ARCHITECTURE §7 (standards) plus college and junior golfers. College men
 * play to about +2 and drive ~290 yd; college women to about +1 with ~250 yd drives
 * (NCAA Division I scoring averages ≈ 73 and 75 on 7,100 / 6,200 yd setups).
 */
export const NAMED_PROFILES: Record<NamedProfileId, { label: string; level: number; distanceScale: number }> =
  {
    'pga-tour': { label: 'PGA Tour', level: -7, distanceScale: 1 },
    'plus-4': { label: '+4', level: -4, distanceScale: 1 },
    scratch: { label: 'Scratch', level: 0, distanceScale: 1 },
    'hcp-5': { label: '5 Handicap', level: 5, distanceScale: 1 },
    'hcp-10': { label: '10 Handicap', level: 10, distanceScale: 1 },
    'hcp-15': { label: '15 Handicap', level: 15, distanceScale: 1 },
    'hcp-20': { label: '20 Handicap', level: 20, distanceScale: 1 },
    'hcp-25': { label: '25 Handicap', level: 25, distanceScale: 1 },
    'college-men': { label: 'College Men', level: -2, distanceScale: 1.02 },
    'college-women': { label: 'College Women', level: 1, distanceScale: 0.9 },
    'junior-elite': { label: 'Junior Elite', level: 2, distanceScale: 0.98 },
    'junior-developing': { label: 'Junior Developing', level: 12, distanceScale: 0.92 },
    'junior-beginner': { label: 'Junior Beginner', level: 28, distanceScale: 0.8 },
  };

export function namedProfile(id: NamedProfileId): SkillProfile {
  const { level, distanceScale } = NAMED_PROFILES[id];
  return profileForLevel(level, { distanceScale });
}
