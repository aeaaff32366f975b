import type { Point } from '../geometry/points';
import { clubCategoryOf, CLUB_CATEGORIES, type ClubCategory } from './club-category';
import { lineFrame, type XyYards } from './local-frame';

/**
 * A shot's end point relative to its target line (issue 19 dispersion): `x` yards right (+) or left (−)
 * of the line from the start to the target, `y` yards long (+) or short (−) of the target.
 */
export type ShotOffset = XyYards;

/** A full shot with where it started, where it was aimed and where it ended. */
export type DispersionShot = {
  start: Point;
  end: Point;
  /** The round's target for this shot (spec 3 §3 courseManagementTarget), else the pin. */
  target: Point;
  /**
   * false for a tee shot with no target: the pin is only the direction, so long/short is measured from
   * the group's mean length instead of from the pin 400 yards away.
   */
  hasTargetDistance: boolean;
  startLie: string;
  par: number;
  club?: string | null;
};

/** The offset of a shot's end point from its target, in the frame of its own target line. */
export function shotOffset(shot: Pick<DispersionShot, 'start' | 'end' | 'target'>): ShotOffset & {
  targetDistanceYards: number;
} {
  const frame = lineFrame(shot.start, shot.target);
  const target = frame.toXy(shot.target);
  const end = frame.toXy(shot.end);
  return { x: end.x, y: end.y - target.y, targetDistanceYards: target.y };
}

/**
 * Probability ellipses of the spread (issue 19: 68 % and 95 %). For a bivariate normal the share of shots
 * inside the ellipse of Mahalanobis radius k is 1 − exp(−k²/2), so k² = −2 ln(1 − p) (chi-square with
 * two degrees of freedom): 2.279 for 68 %, 5.991 for 95 %.
 */
export const ELLIPSE_PROBABILITIES = [0.68, 0.95] as const;
export type EllipseProbability = (typeof ELLIPSE_PROBABILITIES)[number];
export const chiSquare2 = (p: number): number => -2 * Math.log(1 - p);

/**
 * Fewest shots a group's spread is computed from: with fewer, a sample covariance is noise (and with
 * two it is a line). Below it the report says "Not enough shots" instead of drawing an ellipse.
 */
export const MIN_DISPERSION_SHOTS = 5;

export type Ellipse = {
  probability: EllipseProbability;
  /** Centre (the mean end point), yards in the target-line frame. */
  center: XyYards;
  /** Semi-axes, yards: `major` ≥ `minor`. */
  major: number;
  minor: number;
  /** Angle of the major axis from the +x (right) axis, radians counter-clockwise, in (−π/2, π/2]. */
  angle: number;
  /** Shots of the group inside this ellipse. */
  shotsInside: number;
};

export type DispersionStats = {
  shotCount: number;
  /** Mean miss: + right / + long, yards. */
  mean: XyYards;
  /** Sample standard deviations (n − 1): left/right and long/short spread, yards. */
  sdX: number;
  sdY: number;
  /** Sample covariance of x and y, yd². */
  covXY: number;
  /** Share of shots ending left of the line (x < 0) and short of the target (y < 0). */
  leftShare: number;
  shortShare: number;
  ellipses: Ellipse[];
};

/** Eigen decomposition of the symmetric 2×2 matrix [[a, b], [b, c]]: larger eigenvalue first. */
export function symmetricEigen(a: number, b: number, c: number): { l1: number; l2: number; angle: number } {
  const mid = (a + c) / 2;
  const radius = Math.hypot((a - c) / 2, b);
  return { l1: mid + radius, l2: Math.max(0, mid - radius), angle: 0.5 * Math.atan2(2 * b, a - c) };
}

/** Whether `p` lies inside an ellipse (boundary included, to a micro-yard). */
export function isInsideEllipse(p: XyYards, e: Omit<Ellipse, 'shotsInside' | 'probability'>): boolean {
  const dx = p.x - e.center.x;
  const dy = p.y - e.center.y;
  const cos = Math.cos(e.angle);
  const sin = Math.sin(e.angle);
  const u = dx * cos + dy * sin;
  const v = -dx * sin + dy * cos;
  if (e.minor === 0 || e.major === 0) return false;
  return (u / e.major) ** 2 + (v / e.minor) ** 2 <= 1 + 1e-9;
}

/** Spread statistics and ellipses of a group of offsets; null below MIN_DISPERSION_SHOTS. */
export function dispersionStats(points: readonly XyYards[]): DispersionStats | null {
  const n = points.length;
  if (n < MIN_DISPERSION_SHOTS) return null;
  let sx = 0;
  let sy = 0;
  for (const p of points) {
    sx += p.x;
    sy += p.y;
  }
  const mean = { x: sx / n, y: sy / n };
  let vxx = 0;
  let vyy = 0;
  let vxy = 0;
  for (const p of points) {
    vxx += (p.x - mean.x) ** 2;
    vyy += (p.y - mean.y) ** 2;
    vxy += (p.x - mean.x) * (p.y - mean.y);
  }
  vxx /= n - 1;
  vyy /= n - 1;
  vxy /= n - 1;
  const { l1, l2, angle } = symmetricEigen(vxx, vxy, vyy);
  const ellipses = ELLIPSE_PROBABILITIES.map((probability) => {
    const k2 = chiSquare2(probability);
    const shape = { center: mean, major: Math.sqrt(l1 * k2), minor: Math.sqrt(l2 * k2), angle };
    return { probability, ...shape, shotsInside: points.filter((p) => isInsideEllipse(p, shape)).length };
  });
  return {
    shotCount: n,
    mean,
    sdX: Math.sqrt(vxx),
    sdY: Math.sqrt(vyy),
    covXY: vxy,
    leftShare: points.filter((p) => p.x < 0).length / n,
    shortShare: points.filter((p) => p.y < 0).length / n,
    ellipses,
  };
}

export type DispersionGroup = {
  category: ClubCategory;
  /** Every shot's offset (long/short from the group mean for tee shots without a target distance). */
  offsets: ShotOffset[];
  /** Mean distance from start to target, yards (for the label "≈ 165 yd"). */
  meanTargetDistanceYards: number;
  /** null: fewer than MIN_DISPERSION_SHOTS shots. */
  stats: DispersionStats | null;
};

/**
 * Groups full shots by club category and computes each group's spread (issue 19 dispersion analysis).
 * Every category is returned, in CLUB_CATEGORIES order, so a report can say which have too few shots.
 */
export function analyzeDispersion(shots: readonly DispersionShot[]): DispersionGroup[] {
  const byCategory = new Map<ClubCategory, { offset: ShotOffset; hasTarget: boolean; distance: number }[]>();
  for (const shot of shots) {
    const offset = shotOffset(shot);
    const category = clubCategoryOf({
      club: shot.club,
      startLie: shot.startLie,
      par: shot.par,
      targetDistanceYards: offset.targetDistanceYards,
    });
    if (!category) continue;
    const list = byCategory.get(category) ?? [];
    list.push({
      offset: { x: offset.x, y: offset.y },
      hasTarget: shot.hasTargetDistance,
      distance: offset.targetDistanceYards,
    });
    byCategory.set(category, list);
  }
  return CLUB_CATEGORIES.map((category) => {
    const list = byCategory.get(category) ?? [];
    // Without a target distance a tee shot's length is compared with the group's other such shots.
    const free = list.filter((s) => !s.hasTarget);
    const freeLength = free.length
      ? free.reduce((sum, s) => sum + s.offset.y + s.distance, 0) / free.length
      : 0;
    const offsets = list.map((s) =>
      s.hasTarget ? s.offset : { x: s.offset.x, y: s.offset.y + s.distance - freeLength },
    );
    const meanTargetDistanceYards = list.length
      ? list.reduce((sum, s) => sum + (s.hasTarget ? s.distance : freeLength), 0) / list.length
      : 0;
    return { category, offsets, meanTargetDistanceYards, stats: dispersionStats(offsets) };
  });
}
