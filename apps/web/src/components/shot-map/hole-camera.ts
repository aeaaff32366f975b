import type { MapRound } from '@linksight/api-contract';
import { bearingDegrees, isGpsPoint, isUsableTeePoint, type Point } from '@linksight/golf-core';

type MapHole = MapRound['holes'][number];
type Bounds = [number, number, number, number];

/** spec 3 §4 shot map zoom modes. */
export type ZoomMode = 'hole' | 'green' | 'free';
/** spec 3 §9: green zoom 21, minZoom 15. */
export const GREEN_ZOOM = 21;
export const MIN_ZOOM = 15;
/** Hole View stops at this zoom on short holes so the green's surroundings stay in sight. */
export const MAX_HOLE_ZOOM = 19;

const start = (s: MapHole['shots'][number]): Point => ({
  latitude: s.startLatitude,
  longitude: s.startLongitude,
});
const end = (s: MapHole['shots'][number]): Point => ({ latitude: s.endLatitude, longitude: s.endLongitude });

/** Where the hole starts: the tee when usable (spec 3 §5), else the first shot's start. */
export function teeOf(hole: MapHole): Point | null {
  if (isUsableTeePoint(hole.coordinates.tee)) return hole.coordinates.tee;
  return hole.shots[0] ? start(hole.shots[0]) : null;
}

/** Where the hole ends: the pin, else the last shot's end. */
export function pinOf(hole: MapHole): Point | null {
  if (isGpsPoint(hole.coordinates.pin)) return hole.coordinates.pin;
  const last = hole.shots.at(-1);
  return last ? end(last) : null;
}

/** Hole View turns the map so the tee is at the bottom and the pin at the top (bearing tee→pin). */
export function holeBearing(hole: MapHole): number {
  const tee = teeOf(hole);
  const pin = pinOf(hole);
  return tee && pin && (tee.latitude !== pin.latitude || tee.longitude !== pin.longitude)
    ? bearingDegrees(tee, pin)
    : 0;
}

/** [west, south, east, north] round a set of points; null when empty. */
export function boundsOf(points: readonly Point[]): Bounds | null {
  if (points.length === 0) return null;
  const lngs = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** The hole's tee, pin and every shot of the holes drawn on it. */
export function holeBounds(hole: MapHole, drawn: readonly MapHole[] = [hole]): Bounds | null {
  const points: Point[] = [];
  for (const h of drawn) for (const s of h.shots) points.push(start(s), end(s));
  const tee = teeOf(hole);
  const pin = pinOf(hole);
  if (tee) points.push(tee);
  if (pin) points.push(pin);
  return boundsOf(points);
}

/** A shot's own extent, for "click a shot → free zoom on it". */
export function shotBounds(shot: MapHole['shots'][number]): Bounds {
  return boundsOf([start(shot), end(shot)])!;
}
