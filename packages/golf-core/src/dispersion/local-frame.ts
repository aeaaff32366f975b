import { EARTH_RADIUS_METERS, type Point } from '../geometry/points';
import { YARDS_PER_METER } from '../geometry/units';

/** A position in yards on a flat frame: `x` right of the line of play, `y` along it (forward). */
export type XyYards = { x: number; y: number };

/**
 * A flat frame at `origin` whose +y points from `origin` toward `toward` (equirectangular projection:
 * exact to well under a yard over a golf hole's few hundred yards).
 */
export type LineFrame = {
  toXy: (p: Point) => XyYards;
  toPoint: (xy: XyYards) => Point;
};

const toRadians = (d: number) => (d * Math.PI) / 180;
const YARDS_PER_DEGREE_LAT = toRadians(1) * EARTH_RADIUS_METERS * YARDS_PER_METER;

export function lineFrame(origin: Point, toward: Point): LineFrame {
  const cosLat = Math.cos(toRadians(origin.latitude));
  const east = (p: Point) => (p.longitude - origin.longitude) * YARDS_PER_DEGREE_LAT * cosLat;
  const north = (p: Point) => (p.latitude - origin.latitude) * YARDS_PER_DEGREE_LAT;
  const ex = east(toward);
  const ny = north(toward);
  const length = Math.hypot(ex, ny) || 1;
  // Unit vector of the line (east, north) and its right-hand normal.
  const ue = ex / length;
  const un = ny / length;
  return {
    toXy: (p) => {
      const e = east(p);
      const n = north(p);
      return { x: e * un - n * ue, y: e * ue + n * un };
    },
    toPoint: ({ x, y }) => {
      const e = x * un + y * ue;
      const n = -x * ue + y * un;
      return {
        latitude: origin.latitude + n / YARDS_PER_DEGREE_LAT,
        longitude: origin.longitude + e / (YARDS_PER_DEGREE_LAT * cosLat),
      };
    },
  };
}
