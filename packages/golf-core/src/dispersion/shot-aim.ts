import { sphericalDistanceMeters, type Point } from '../geometry/points';
import { metersToYards } from '../geometry/units';

/**
 * Where a shot was aimed when the round recorded no target for it (issue 19 dispersion). The spec's
 * targets (spec 3 §3 courseManagementTarget) are optional; without one:
 * - a tee shot on a par 4 or 5 aims down the fairway: the hole's centre line at the shot's own length
 *   (a dogleg's pin is not where a drive goes), and its long/short is measured from the group's mean;
 * - another shot aims at the pin when the pin is within reach (MAX_PIN_AIM_YARDS); beyond it the shot
 *   is a lay-up whose aim is unknown, so it is left out rather than counted as a 100-yard miss.
 */
export const MAX_PIN_AIM_YARDS = 260;

/** The point `distanceYards` along a polyline from its first point (its last point when shorter). */
export function pointAlongPolyline(line: readonly Point[], distanceYards: number): Point | null {
  if (line.length === 0) return null;
  let left = distanceYards;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const segment = metersToYards(sphericalDistanceMeters(a, b));
    if (segment >= left && segment > 0) {
      const t = left / segment;
      return {
        latitude: a.latitude + t * (b.latitude - a.latitude),
        longitude: a.longitude + t * (b.longitude - a.longitude),
      };
    }
    left -= segment;
  }
  return line.at(-1)!;
}

export type AimInput = {
  start: Point;
  end: Point;
  startLie: string;
  par: number;
  pin: Point;
  /** The round's target for this shot, if recorded. */
  target: Point | null;
  /** The hole's centre line from tee to green, if the course has one. */
  centerLine: readonly Point[] | null;
};

/** The shot's aim and whether long/short is measured from it; null when the aim is unknown. */
export function shotAim(shot: AimInput): { target: Point; hasTargetDistance: boolean } | null {
  if (shot.target) return { target: shot.target, hasTargetDistance: true };
  if (shot.startLie === 'tee' && shot.par >= 4) {
    const length = metersToYards(sphericalDistanceMeters(shot.start, shot.end));
    const along = shot.centerLine ? pointAlongPolyline(shot.centerLine, length) : null;
    return { target: along ?? shot.pin, hasTargetDistance: false };
  }
  const toPin = metersToYards(sphericalDistanceMeters(shot.start, shot.pin));
  return toPin <= MAX_PIN_AIM_YARDS ? { target: shot.pin, hasTargetDistance: true } : null;
}
