import { isGpsPoint, isUsableTeePoint, sphericalDistanceMeters, type Point } from './points';
import { metersToYards, FEET_PER_METER } from './units';

/** spec 3 §3 Hole (geometry). */
export type HoleGeometry = {
  teeLatitude?: number | null;
  teeLongitude?: number | null;
  pinLatitude?: number | null;
  pinLongitude?: number | null;
};

/**
 * spec 3 §9: hole distance is the spherical distance between tee and pin, meters → yards rounded.
 * null when either point is missing or the tee is at zero (spec 3 §5).
 */
export function holeDistanceYards(hole: HoleGeometry): number | null {
  const tee = { latitude: hole.teeLatitude, longitude: hole.teeLongitude };
  const pin = { latitude: hole.pinLatitude, longitude: hole.pinLongitude };
  if (!isUsableTeePoint(tee) || !isGpsPoint(pin)) return null;
  return metersToYards(sphericalDistanceMeters(tee, pin));
}

/** Distance between two points in whole yards (spec 3 §9 rounding). */
export function distanceYards(a: Point, b: Point): number {
  return metersToYards(sphericalDistanceMeters(a, b));
}

/** spec 3 §9: targets are ordered by shotNumber ascending. Returns a new array. */
export function orderTargets<T extends { shotNumber: number }>(targets: readonly T[]): T[] {
  return [...targets].sort((a, b) => a.shotNumber - b.shotNumber);
}

/** spec 3 §9: labels in feet when the distance to the pin is under 30 (meters per the check). */
export const FEET_LABEL_BELOW_METERS = 30;

export type DistanceLabel = { value: number; unit: 'ft' | 'yds'; text: string };

/**
 * Yardage label for a map marker. The spec does not show the label text; we write "12 ft" / "150 yds"
 * with whole numbers.
 */
export function distanceLabel(distanceToPinMeters: number): DistanceLabel {
  if (distanceToPinMeters < FEET_LABEL_BELOW_METERS) {
    const value = Math.round(distanceToPinMeters * FEET_PER_METER);
    return { value, unit: 'ft', text: `${value} ft` };
  }
  const value = metersToYards(distanceToPinMeters);
  return { value, unit: 'yds', text: `${value} yds` };
}

/** spec 3 §9: proximity circles at 5% and 12% of the shot-to-pin distance. */
export const PROXIMITY_CIRCLE_FRACTIONS = [0.05, 0.12] as const;

/** Radii of the two proximity circles, in the unit of the given shot-to-pin distance. */
export function proximityCircleRadii(shotToPinDistance: number): [number, number] {
  return [
    shotToPinDistance * PROXIMITY_CIRCLE_FRACTIONS[0],
    shotToPinDistance * PROXIMITY_CIRCLE_FRACTIONS[1],
  ];
}
