import {
  FEET_PER_METER,
  formatMeasurement,
  formatScoreVsPar,
  formatSignedDecimal,
  YARDS_PER_METER,
} from '@linksight/golf-core';
import type { UnitSystem } from '../../../lib/unit-system';

/**
 * spec 1 §2.1: every distance of a report in the unit system `prefersMetric` chose; one not recorded
 * (a hole length of a CSV import) reads "—" like on every screen (golf-core formatMeasurement).
 */
export function formatDistance(yards: number | null, units: UnitSystem, decimals = 0): string {
  const value = yards === null || units !== 'Metric' ? yards : yards / YARDS_PER_METER;
  return formatMeasurement(value, units === 'Metric' ? 'm' : 'yd', decimals);
}

/** A putt length given in feet: feet, or metres in Metric, one decimal; "—" when not recorded. */
export function formatPuttLength(feet: number | null, units: UnitSystem): string {
  const value = feet === null || units !== 'Metric' ? feet : feet / FEET_PER_METER;
  return formatMeasurement(value, units === 'Metric' ? 'm' : 'ft', 1);
}

/** A signed offset: "8 yd right", "3 m short". */
export function formatOffset(yards: number, units: UnitSystem, positive: string, negative: string): string {
  const text = formatDistance(Math.abs(yards), units);
  return Math.abs(yards) < 0.5 ? `${formatDistance(0, units)}` : `${text} ${yards > 0 ? positive : negative}`;
}

/** A round's score to par (E, +n, -n); averages print with formatAverageVsPar. */
export const formatToPar = (value: number | null): string => (value === null ? '–' : formatScoreVsPar(value));

export const formatSg = (value: number | null): string =>
  value === null ? '–' : formatSignedDecimal(value, 2);

export const formatRoundDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Distances inside golf-core's words ("150–190 yd", "230+ yd", "Aim 3 yd left") in the report's unit:
 * the sentences are written once, in yards, and converted here.
 */
export function convertYardsText(text: string, units: UnitSystem): string {
  if (units !== 'Metric') return text;
  const m = (n: string) => String(Math.round(Number(n) / YARDS_PER_METER));
  return text.replace(
    /(\d+(?:\.\d+)?)(?:([–-])(\d+(?:\.\d+)?))?(\+)? yd/g,
    (_, a: string, dash?: string, b?: string, plus?: string) =>
      `${m(a)}${dash && b ? `${dash}${m(b)}` : ''}${plus ?? ''} m`,
  );
}
