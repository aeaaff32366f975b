/** spec 3 §9: meters to yards factor 1.09361, result rounded. */
export const YARDS_PER_METER = 1.09361;
export const FEET_PER_YARD = 3;
export const FEET_PER_METER = 3.28084;

/** Meters to whole yards (spec 3 §9: ×1.09361, rounded). */
export function metersToYards(meters: number): number {
  return Math.round(meters * YARDS_PER_METER);
}

/** Yards to feet, unrounded (putt distances are stored in yards in the round model). */
export function yardsToFeet(yards: number): number {
  return yards * FEET_PER_YARD;
}

export function feetToYards(feet: number): number {
  return feet / FEET_PER_YARD;
}
