/**
 * What a measurement that was never recorded shows, on every screen and PDF: an em dash, never 0. A
 * round imported from a CSV of scores has no yardages and no putt lengths (issue 20); "0 yds" would read
 * as a measured zero.
 */
export const NOT_RECORDED = '—';

/**
 * A measurement as text: the value at `decimals` places, then its unit after a space ("412 yds",
 * "6.5 ft"; no unit: "412"), or NOT_RECORDED when there is none (null, undefined, NaN or infinite).
 */
export function formatMeasurement(value: number | null | undefined, unit = '', decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_RECORDED;
  const text = value.toFixed(decimals);
  return unit === '' ? text : `${text} ${unit}`;
}
