import type { LatLng } from '@linksight/golf-core';

/** A point in a course's local plane, in yards: x east, y north of the course origin. */
export type Xy = { x: number; y: number };

/** A closed ring of local points (first point not repeated). */
export type Ring = Xy[];

const METERS_PER_YARD = 0.9144;
/** Mean metres per degree of latitude (WGS84, good to 0.5 % at any latitude). */
const METERS_PER_DEGREE_LAT = 111_320;
const YARDS_PER_DEGREE_LAT = METERS_PER_DEGREE_LAT / METERS_PER_YARD;
/** Coordinates are rounded to 7 decimals (about 1 cm) so JSON output stays byte-stable. */
const COORDINATE_DECIMALS = 1e7;

/**
 * An equirectangular projection around the course origin. Over a course (< 3 km) its error is
 * far below the simulator's own noise, and it is exact enough for the map to line up.
 */
export type LocalFrame = {
  origin: LatLng;
  toLatLng: (p: Xy) => LatLng;
  toXy: (p: LatLng) => Xy;
};

export function createLocalFrame(origin: LatLng): LocalFrame {
  const yardsPerDegreeLng = YARDS_PER_DEGREE_LAT * Math.cos((origin.lat * Math.PI) / 180);
  return {
    origin,
    toLatLng: (p) => ({
      lat: roundCoordinate(origin.lat + p.y / YARDS_PER_DEGREE_LAT),
      lng: roundCoordinate(origin.lng + p.x / yardsPerDegreeLng),
    }),
    toXy: (p) => ({
      x: (p.lng - origin.lng) * yardsPerDegreeLng,
      y: (p.lat - origin.lat) * YARDS_PER_DEGREE_LAT,
    }),
  };
}

export function roundCoordinate(value: number): number {
  return Math.round(value * COORDINATE_DECIMALS) / COORDINATE_DECIMALS;
}

export function distance(a: Xy, b: Xy): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Unit vector of a compass-free heading in radians (0 = east, counter-clockwise). */
export function heading(angle: number): Xy {
  return { x: Math.cos(angle), y: Math.sin(angle) };
}

export function add(p: Xy, dir: Xy, length: number): Xy {
  return { x: p.x + dir.x * length, y: p.y + dir.y * length };
}

/** The point `length` yards from `from` towards `to`. */
export function towards(from: Xy, to: Xy, length: number): Xy {
  const d = distance(from, to);
  if (d === 0) return { x: from.x, y: from.y };
  return { x: from.x + ((to.x - from.x) * length) / d, y: from.y + ((to.y - from.y) * length) / d };
}
