import { extrapolate } from './interpolate';
import { PUTT_CURVE_ANCHORS, PUTT_KNOTS_FEET } from './putt-curves';
import { PROFILE_ANCHORS } from './profile-anchors';
import {
  MIN_MULTIPLIER,
  MULTIPLIER_KEYS,
  PARAMETER_RANGES,
  type MultiplierKey,
  type ProfileAnchor,
  type RangedKey,
  type SkillProfile,
} from './skill-profile';
import { TOUR_LEVEL } from './tour-level';

export type { ProfileAnchor, SkillProfile } from './skill-profile';

/** No golfer is extrapolated beyond the tour, whose dispersions are fitted to Broadie's table. */
const LEVEL_MIN = TOUR_LEVEL;
const LEVEL_MAX = 40;
const PUTT_ANCHOR_LEVELS = PUTT_CURVE_ANCHORS.map(([level]) => level);

export type ProfileOptions = {
  /** Scales driving distance (e.g. 0.88 for the women's college game); accuracy is unchanged. */
  distanceScale?: number;
  /** Anchors to interpolate instead of PROFILE_ANCHORS (the anchor search tries candidates). */
  anchors?: readonly ProfileAnchor[];
};

/** The profile of a golfer of `level`, interpolated (or extrapolated) between the anchors. */
export function profileForLevel(level: number, options: ProfileOptions = {}): SkillProfile {
  const l = Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, level));
  const anchors = options.anchors ?? PROFILE_ANCHORS;
  const levels = anchors.map((a) => a.level);
  const at = (key: keyof ProfileAnchor): number =>
    extrapolate(
      levels,
      anchors.map((a) => a[key]),
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
  const ranged = Object.fromEntries(
    (Object.entries(PARAMETER_RANGES) as [RangedKey, readonly [number, number]][]).map(([key, [lo, hi]]) => [
      key,
      Math.min(hi, Math.max(lo, at(key))),
    ]),
  ) as Record<RangedKey, number>;
  const multipliers = Object.fromEntries(
    MULTIPLIER_KEYS.map((key) => [key, Math.max(MIN_MULTIPLIER, at(key))]),
  ) as Record<MultiplierKey, number>;
  return {
    level,
    driveYards: at('driveYards') * (options.distanceScale ?? 1),
    ...multipliers,
    ...ranged,
    makeCurve,
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
 * (NCAA Division I scoring averages ≈ 73 and 75 on 7,100 / 6,200 yd setups). College women's 0.97
 * gives those ~250 yd (0.97 × 256 yd at +1); the 0.9 used before gave 230 yd, and they lost more
 * strokes off the tee than a 5 handicap (issue 21: levels rank in order in every category).
 */
export const NAMED_PROFILES: Record<NamedProfileId, { label: string; level: number; distanceScale: number }> =
  {
    'pga-tour': { label: 'PGA Tour', level: TOUR_LEVEL, distanceScale: 1 },
    'plus-4': { label: '+4', level: -4, distanceScale: 1 },
    scratch: { label: 'Scratch', level: 0, distanceScale: 1 },
    'hcp-5': { label: '5 Handicap', level: 5, distanceScale: 1 },
    'hcp-10': { label: '10 Handicap', level: 10, distanceScale: 1 },
    'hcp-15': { label: '15 Handicap', level: 15, distanceScale: 1 },
    'hcp-20': { label: '20 Handicap', level: 20, distanceScale: 1 },
    'hcp-25': { label: '25 Handicap', level: 25, distanceScale: 1 },
    'college-men': { label: 'College Men', level: -2, distanceScale: 1.02 },
    'college-women': { label: 'College Women', level: 1, distanceScale: 0.97 },
    'junior-elite': { label: 'Junior Elite', level: 2, distanceScale: 0.98 },
    'junior-developing': { label: 'Junior Developing', level: 12, distanceScale: 0.92 },
    'junior-beginner': { label: 'Junior Beginner', level: 28, distanceScale: 0.8 },
  };

export function namedProfile(id: NamedProfileId): SkillProfile {
  const { level, distanceScale } = NAMED_PROFILES[id];
  return profileForLevel(level, { distanceScale });
}
