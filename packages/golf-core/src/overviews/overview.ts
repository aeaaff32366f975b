import type { HoleFeatures } from '../features/hole-features';
import { wholePercent } from '../format/score';
import { beatStandard, relativeGap } from '../standards/standards';
import { STAT_CATALOG } from '../stats/catalog';
import { evaluateStat, totalsOf } from '../stats/compute-stats';
import { formatStatValue } from '../stats/format';
import {
  CATEGORY_VIEW,
  STAT_CATEGORIES,
  STAT_VIEWS,
  type StatCategory,
  type StatDefinition,
  type StatValue,
  type StatView,
} from '../stats/types';

/** spec 3 §3 performance stat: the value, the standard and whether it beats it. */
export type PerformanceStat = {
  id: string;
  name: string;
  category: StatCategory;
  views: readonly StatView[];
  performance: StatValue;
  standard: number | null;
  standardFormatted: string;
  beatStandard: boolean | null;
};

export type CategoryPerformance = { category: StatCategory; performance: number | null };

/** A strength or weakness with its evidence: the numbers behind the claim. */
export type StrengthWeakness = {
  statId: string;
  name: string;
  category: StatCategory;
  /** (value − standard) / |standard|, positive when better. */
  relativeGap: number;
  evidence: { value: string; standard: string; successes: number | null; opportunities: number | null };
};

export type OverviewData = {
  /** spec 3 §3 byCategory.data: share of stats beating the standard per category, whole percent. */
  byCategory: CategoryPerformance[];
  /** spec 3 §5 Skill Performance per view (Scorecard, Score, …), whole percent. */
  byView: Record<StatView, number | null>;
  stats: PerformanceStat[];
  strengths: StrengthWeakness[];
  weaknesses: StrengthWeakness[];
};

/** How many strengths and weaknesses an overview lists (not in the spec). */
export const STRENGTHS_COUNT = 3;

/**
 * spec 3 §5 Skill Performance: among stats with a performance and a beatStandard flag that belong to the
 * view or category (Scoring counts for Score), the share beating the standard as a whole percent. A stat
 * beats it as the page shows it (shownBeat): a coach read "Drive · 78% of stats beat the standard" over
 * six ▲ in nine rows, the seventh being −2.887 against −2.937, both printed −2.9.
 */
export function skillPerformance(stats: readonly PerformanceStat[], view: StatView): number | null {
  let counted = 0;
  let beaten = 0;
  for (const s of stats) {
    if (s.performance.raw === null || s.beatStandard === null) continue;
    if (!s.views.includes(view) && CATEGORY_VIEW[s.category] !== view) continue;
    counted++;
    if (shownBeat(s) === true) beaten++;
  }
  return wholePercent(beaten, counted);
}

/**
 * Whether a stat beats its standard as a reader can see it: null when either value is missing or the two
 * read the same at the shown precision ("Eagles per Round 0.0 vs 0.0" is a tie on the page, whatever the
 * raw 0 against 0.04 says). The reports' ▲ / ▽ and the strengths and weaknesses use it.
 */
export function shownBeat(stat: {
  beatStandard: boolean | null;
  performance: { formatted: string };
  standardFormatted: string;
}): boolean | null {
  if (stat.beatStandard === null || stat.performance.formatted === stat.standardFormatted) return null;
  return stat.beatStandard;
}

function rankGaps(stats: readonly PerformanceStat[], catalog: readonly StatDefinition[]): StrengthWeakness[] {
  const byId = new Map(catalog.map((s) => [s.id, s]));
  const ranked: StrengthWeakness[] = [];
  for (const s of stats) {
    const gap = relativeGap(byId.get(s.id)!.betterDirection, s.performance.raw, s.standard);
    // A gap that vanishes at the shown precision ("Eagles per Round 0.0 vs 0.0": 0 against 0.04 is −100 %)
    // is no claim a reader can check against its evidence: it is not listed.
    if (gap === null || shownBeat(s) === null) continue;
    ranked.push({
      statId: s.id,
      name: s.name,
      category: s.category,
      relativeGap: gap,
      evidence: {
        value: s.performance.formatted,
        standard: s.standardFormatted,
        successes: s.performance.successes,
        opportunities: s.performance.opportunities,
      },
    });
  }
  return ranked.sort((a, b) => b.relativeGap - a.relativeGap);
}

/**
 * An overview of holes against standard values (raw, keyed by stat id; from a level or from another
 * round filter's stats). One pass over the holes.
 */
export function computeOverview(
  holes: readonly HoleFeatures[],
  standardValues: Readonly<Record<string, number | null>>,
  catalog: readonly StatDefinition[] = STAT_CATALOG,
): OverviewData {
  const totals = totalsOf(holes);
  const stats = catalog.map((stat): PerformanceStat => {
    const performance = evaluateStat(stat, totals);
    const standard = standardValues[stat.id] ?? null;
    return {
      id: stat.id,
      name: stat.name,
      category: stat.category,
      views: stat.views,
      performance,
      standard,
      standardFormatted: formatStatValue(standard, stat.format),
      beatStandard: beatStandard(stat, performance.raw, standard),
    };
  });
  const byView = Object.fromEntries(STAT_VIEWS.map((v) => [v, skillPerformance(stats, v)])) as Record<
    StatView,
    number | null
  >;
  const byCategory = STAT_CATEGORIES.map((category) => ({
    category,
    performance: skillPerformance(stats, CATEGORY_VIEW[category]),
  }));
  const ranked = rankGaps(stats, catalog);
  return {
    byCategory,
    byView,
    stats,
    strengths: ranked.filter((r) => r.relativeGap > 0).slice(0, STRENGTHS_COUNT),
    weaknesses: ranked
      .filter((r) => r.relativeGap < 0)
      .reverse()
      .slice(0, STRENGTHS_COUNT),
  };
}

/** Raw values of computed stats, to use one filter's stats as another's standard. */
export function standardValuesOf(values: Readonly<Record<string, StatValue>>): Record<string, number | null> {
  return Object.fromEntries(Object.entries(values).map(([id, v]) => [id, v.raw]));
}
