import { formatScoreVsPar, roundTo } from '../format/score';
import type { StatFormat } from './types';

/** Shown when a stat has no data. */
export const NO_VALUE = '-';

/** Decimal places of a percent fraction (spec 3 §9: percentages 3 decimals). */
export const PERCENT_FRACTION_DECIMALS = 3;
/** spec 3 §9: others one decimal. */
export const OTHER_DECIMALS = 1;

/** Formats a raw stat value (percent stats are 0–100) per spec 3 §9. */
export function formatStatValue(raw: number | null, format: StatFormat): string {
  if (raw === null || !Number.isFinite(raw)) return NO_VALUE;
  switch (format) {
    case 'percent': {
      const fraction = roundTo(raw / 100, PERCENT_FRACTION_DECIMALS);
      return `${(fraction * 100).toFixed(1)}%`;
    }
    case 'putts':
      return String(Math.round(raw));
    case 'scoreVsPar':
      return formatScoreVsPar(raw);
    case 'strokesGained': {
      const r = roundTo(raw, OTHER_DECIMALS);
      return r > 0 ? `+${r.toFixed(1)}` : r.toFixed(1);
    }
    case 'decimal':
      return roundTo(raw, OTHER_DECIMALS).toFixed(1);
  }
}
