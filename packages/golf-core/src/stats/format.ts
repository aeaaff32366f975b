import { formatAverageVsPar, roundTo } from '../format/score';
import type { StatDefinition, StatFormat } from './types';

/** Shown when a stat has no data. */
export const NO_VALUE = '-';

/** Decimal places of a percent fraction (spec 3 §9: percentages 3 decimals). */
export const PERCENT_FRACTION_DECIMALS = 3;
/** spec 3 §9: others one decimal. */
export const OTHER_DECIMALS = 1;

/**
 * The number a formatted stat shows (spec 3 §9 precision): what a comparison of two shown values must rest
 * on, so that "76.7 vs 76.8" is not called a tie, nor "+4.9 vs +4.9" a win.
 */
export function shownStatValue(raw: number, format: StatFormat): number {
  switch (format) {
    case 'percent':
      return roundTo(raw / 100, PERCENT_FRACTION_DECIMALS) * 100;
    case 'putts':
      return Math.round(raw);
    case 'scoreVsPar':
      return roundTo(raw, OTHER_DECIMALS); // as formatAverageVsPar rounds: half away from zero
    case 'strokesGained':
    case 'decimal':
      return roundTo(raw, OTHER_DECIMALS);
  }
}

/** Formats a raw stat value (percent stats are 0–100) per spec 3 §9. */
export function formatStatValue(raw: number | null, format: StatFormat): string {
  if (raw === null || !Number.isFinite(raw)) return NO_VALUE;
  const shown = shownStatValue(raw, format);
  switch (format) {
    case 'percent':
      return `${shown.toFixed(1)}%`;
    case 'putts':
      return String(shown);
    case 'scoreVsPar':
      return formatAverageVsPar(shown);
    case 'strokesGained':
      return shown > 0 ? `+${shown.toFixed(1)}` : shown.toFixed(1);
    case 'decimal':
      return shown.toFixed(1);
  }
}

/**
 * A stat's value minus its standard as the reader sees both (spec 3 §9 precision, shownStatValue), one
 * decimal: the ppr's Difference column must add up with the two numbers printed beside it ("76.6 | 75.4 |
 * +1.2", never the raw +1.3). null without both values.
 */
export function shownDifference(
  value: number | null,
  standard: number | null,
  format: StatFormat,
): number | null {
  if (value === null || standard === null || !Number.isFinite(value) || !Number.isFinite(standard))
    return null;
  return roundTo(shownStatValue(value, format) - shownStatValue(standard, format), OTHER_DECIMALS);
}

/** A stat's name with its unit where it has one ("Driving Distance (yd)"): a bare 243.2 is not a length. */
export const statLabel = (stat: Pick<StatDefinition, 'name' | 'unit'>): string =>
  stat.unit === null ? stat.name : `${stat.name} (${stat.unit})`;
