import { CATEGORY_DISPLAY_NAMES, STAT_CATEGORIES, type StatCategory } from '@linksight/golf-core';
import type { DashboardOverview } from './overview-model';

export type CategoryBar = { category: StatCategory; label: string; percent: number | null };

/** One bar per category (spec 3 §2 Player Performance column), in catalog order. */
export function categoryBars(overview: DashboardOverview): CategoryBar[] {
  return STAT_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_DISPLAY_NAMES[category],
    percent: overview.data?.byCategory.find((c) => c.category === category)?.performance ?? null,
  }));
}

export type RadarRow = { category: string } & Record<string, number | string>;

/** Rows of the spider chart: one per category, one value per visible overview (missing → 0). */
export function radarRows(visible: readonly DashboardOverview[]): RadarRow[] {
  return STAT_CATEGORIES.map((category) => {
    const row: RadarRow = { category: CATEGORY_DISPLAY_NAMES[category] };
    for (const o of visible)
      row[o.key] = o.data?.byCategory.find((c) => c.category === category)?.performance ?? 0;
    return row;
  });
}
