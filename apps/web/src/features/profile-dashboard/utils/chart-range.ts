import { defaultRangeOptions, type LabelledDateRange } from '@linksight/golf-core';

/** The charts' first range: Last 24 Months, the resume's bar-chart default (spec 2 §4, §9). */
export function defaultChartRange(now: Date): LabelledDateRange {
  const option = defaultRangeOptions(now).find((o) => o.label === 'Last 24 Months')!;
  return { label: option.label, ...option.dateRange };
}

/** spec 3 §2 Performance Trends compares with this benchmark until the visitor picks another. */
export const DEFAULT_TRENDS_STANDARD = 'scratch';

/** spec 3 §2/§9: the charts card needs at least 10 included rounds in its first chart. */
export const MIN_CHART_ROUNDS = 10;
