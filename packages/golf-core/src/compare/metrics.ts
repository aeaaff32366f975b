import { STAT_BY_ID, STAT_CATALOG } from '../stats/catalog';
import { formatStatValue, shownStatValue, statLabel } from '../stats/format';
import {
  CATEGORY_DISPLAY_NAMES,
  STAT_CATEGORIES,
  type StatCategory,
  type StatDefinition,
  type StatValue,
} from '../stats/types';
import { CompareInputError } from './selections';

/**
 * The comparison table's column groups (spec 2 §2: one per shot type, each with a metric picker menu whose
 * entries have label, description and isSelected, spec 2 §3). The shot types are the stat catalog's
 * categories; a group's metrics are its catalog stats.
 */
export type MetricOption = { id: string; label: string; description: string; isSelected: boolean };
export type MetricGroup = { shotType: StatCategory; label: string; metrics: MetricOption[] };
/** The serialised metricsSelections: the selected stat ids per shot type. */
export type MetricsSelections = Record<StatCategory, string[]>;

/** What a coach reads first per shot type (issue 17 decision): the headline stats of each category. */
export const DEFAULT_METRICS: MetricsSelections = {
  Scoring: ['scoring-average', 'score-vs-par', 'birdie-or-better-pct', 'bogey-pct', 'bounce-back-pct'],
  Drive: ['driving-distance', 'fairways-hit-pct', 'tee-penalties-per-round', 'sg-off-the-tee'],
  Approach: ['gir-pct', 'approach-proximity', 'short-sided-pct', 'sg-approach'],
  Save: ['up-down-pct', 'sand-save-pct', 'scrambling-pct', 'sg-around-the-green'],
  Putt: ['putts-per-round', 'one-putt-pct', 'three-putts-per-round', 'make-pct-4-12', 'sg-putting'],
};

const copyMetrics = (m: MetricsSelections): MetricsSelections =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, [...v]])) as MetricsSelections;

/** At most this many metrics per shot type (the table stays readable on paper). */
export const MAX_METRICS_PER_GROUP = 12;

/** The picker menus for a selection. */
export function metricGroups(selected: MetricsSelections = DEFAULT_METRICS): MetricGroup[] {
  return STAT_CATEGORIES.map((shotType) => ({
    shotType,
    label: CATEGORY_DISPLAY_NAMES[shotType],
    metrics: STAT_CATALOG.filter((s) => s.category === shotType).map((s) => ({
      id: s.id,
      label: statLabel(s),
      description: s.description,
      isSelected: selected[shotType].includes(s.id),
    })),
  }));
}

/**
 * Reads serialised metricsSelections; empty text means the defaults. Unknown metric ids, or a metric under
 * the wrong shot type, throw CompareInputError UNKNOWN_METRIC.
 */
export function parseMetricsSelections(text: string): MetricsSelections {
  if (text.trim() === '') return copyMetrics(DEFAULT_METRICS);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CompareInputError('INVALID_FILTER', 'metricsSelections is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new CompareInputError('INVALID_FILTER', 'metricsSelections is not an object');
  const result = copyMetrics(DEFAULT_METRICS);
  for (const [key, ids] of Object.entries(value)) {
    if (!STAT_CATEGORIES.includes(key as StatCategory))
      throw new CompareInputError('UNKNOWN_METRIC', `Unknown shot type: ${key}`);
    if (!Array.isArray(ids) || ids.length > MAX_METRICS_PER_GROUP)
      throw new CompareInputError('INVALID_FILTER', `metricsSelections.${key} is not a valid list`);
    for (const id of ids) {
      if (typeof id !== 'string' || STAT_BY_ID.get(id)?.category !== key)
        throw new CompareInputError('UNKNOWN_METRIC', `Unknown metric: ${String(id).slice(0, 60)}`);
    }
    result[key as StatCategory] = [...new Set(ids as string[])];
  }
  return result;
}

export type CompareSideValue = {
  raw: number | null;
  formatted: string;
  successes: number | null;
  opportunities: number | null;
};
export type CompareRow = {
  id: string;
  label: string;
  description: string;
  left: CompareSideValue | null;
  right: CompareSideValue | null;
  /** Which side is better by the stat's direction; null when equal or a side has no value. */
  better: 'left' | 'right' | null;
  /** left − right, formatted in the stat's format with a sign; null when a side has no value. */
  difference: string | null;
};

const sideValue = (v: StatValue | undefined): CompareSideValue | null =>
  v ? { raw: v.raw, formatted: v.formatted, successes: v.successes, opportunities: v.opportunities } : null;

/**
 * Which side is better for a stat, by the values as shown (spec 3 §9 precision); values that read the same
 * and missing values mark neither.
 */
export function betterSide(
  stat: Pick<StatDefinition, 'betterDirection' | 'format'>,
  rawLeft: number | null,
  rawRight: number | null,
) {
  if (rawLeft === null || rawRight === null) return null;
  const left = shownStatValue(rawLeft, stat.format);
  const right = shownStatValue(rawRight, stat.format);
  if (left === right) return null;
  const leftHigher = left > right;
  return (stat.betterDirection === 'higher') === leftHigher ? 'left' : 'right';
}

/**
 * The difference left − right in the stat's unit, signed ("+1.5", "-12.0%", "0.0"), of the values as shown:
 * "76.7" and "76.8" differ by "-0.1", whatever their unrounded values. A difference that rounds to zero
 * carries no sign: "-0.0" would read as a loss that is not there.
 */
export function formatDifference(stat: StatDefinition, left: number, right: number): string {
  const diff = shownStatValue(left, stat.format) - shownStatValue(right, stat.format);
  const format = stat.format === 'percent' ? 'percent' : 'decimal';
  const text = formatStatValue(Math.abs(diff), format);
  if (Number.parseFloat(text) === 0) return text;
  return diff > 0 ? `+${text}` : `-${text}`;
}

/** One row per selected stat, grouped by shot type in catalog order; a failed side (null) shows blanks. */
export function compareRows(
  selected: MetricsSelections,
  left: Record<string, StatValue> | null,
  right: Record<string, StatValue> | null,
): { shotType: StatCategory; label: string; rows: CompareRow[] }[] {
  return STAT_CATEGORIES.map((shotType) => ({
    shotType,
    label: CATEGORY_DISPLAY_NAMES[shotType],
    rows: STAT_CATALOG.filter((s) => s.category === shotType && selected[shotType].includes(s.id)).map(
      (stat) => {
        const l = sideValue(left?.[stat.id]);
        const r = sideValue(right?.[stat.id]);
        const hasBoth = l?.raw != null && r?.raw != null;
        return {
          id: stat.id,
          label: statLabel(stat),
          description: stat.description,
          left: l,
          right: r,
          better: hasBoth ? betterSide(stat, l.raw, r.raw) : null,
          difference: hasBoth ? formatDifference(stat, l.raw!, r.raw!) : null,
        };
      },
    ),
  }));
}
