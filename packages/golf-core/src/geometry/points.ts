/** spec 3 §3: Point is latitude, longitude. */
export type Point = { latitude: number; longitude: number };

/** Mean Earth radius in meters (IUGG), for the spherical distance of spec 3 §9. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

type MaybePoint = { latitude?: number | null; longitude?: number | null } | null | undefined;

/** spec 3 §5: a GPS point exists only when both latitude and longitude are present. */
export function isGpsPoint(point: MaybePoint): point is Point {
  return (
    point != null &&
    typeof point.latitude === 'number' &&
    typeof point.longitude === 'number' &&
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude)
  );
}

/** spec 3 §5: a tee position whose latitude or longitude is zero is skipped. */
export function isUsableTeePoint(point: MaybePoint): point is Point {
  return isGpsPoint(point) && point.latitude !== 0 && point.longitude !== 0;
}

/**
 * Parses a shape's points string (spec 3 §3): comma-separated pairs, each two numbers separated by a
 * space, longitude first, then latitude. Malformed pairs are skipped.
 */
export function parsePoints(points: string): Point[] {
  const result: Point[] = [];
  for (const pair of points.split(',')) {
    const parts = pair.trim().split(/\s+/);
    if (parts.length !== 2) continue;
    const longitude = Number(parts[0]);
    const latitude = Number(parts[1]);
    if (parts[0] === '' || !Number.isFinite(longitude) || !Number.isFinite(latitude)) continue;
    result.push({ latitude, longitude });
  }
  return result;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in meters. */
export function sphericalDistanceMeters(a: Point, b: Point): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/**
 * Initial great-circle bearing from `a` to `b`, degrees clockwise from north in [0, 360). The shot
 * map's Hole View turns the map by the tee→pin bearing so the tee is at the bottom, the pin at the top.
 */
export function bearingDegrees(a: Point, b: Point): number {
  const lat1 = toRadians(a.latitude);
  const lat2 = toRadians(b.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

/** The point `meters` from `from` along `bearing` (degrees from north) on the sphere. */
export function destinationPoint(from: Point, bearing: number, meters: number): Point {
  const angular = meters / EARTH_RADIUS_METERS;
  const heading = toRadians(bearing);
  const lat1 = toRadians(from.latitude);
  const lng1 = toRadians(from.longitude);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(heading),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(heading) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: toDegrees(lat2), longitude: ((toDegrees(lng2) + 540) % 360) - 180 };
}

/** Vertices of a circle of `meters` round `center` (closed ring: the first point repeats at the end). */
export function circleRing(center: Point, meters: number, vertices = 48): Point[] {
  const ring: Point[] = [];
  for (let i = 0; i < vertices; i++) ring.push(destinationPoint(center, (360 * i) / vertices, meters));
  ring.push(ring[0]!);
  return ring;
}
