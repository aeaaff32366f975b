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
