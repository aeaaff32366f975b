import {
  CATEGORY_DISPLAY_NAMES,
  CATEGORY_VIEW,
  STAT_CATALOG,
  STAT_VIEWS,
  shownBeat,
  type OverviewData,
  type StatDefinition,
  type StatFormat,
  type StatView,
} from '@linksight/golf-core';

/** A sub-column: a Skill Performance percentage of a view, or one stat. */
export type AssessmentColumn =
  | { kind: 'skill'; id: string; label: string; view: StatView }
  | { kind: 'stat'; id: string; label: string; statId: string };

/** spec 3 §2: columns are stat groups with sub-columns; the first group is Skill Performance. */
export type AssessmentColumnGroup = { label: string; columns: AssessmentColumn[] };

export const SKILL_PERFORMANCE = 'Skill Performance';

/**
 * A Skill Performance column's label: its category's name, or for the Scorecard view "Scorecard" (the share
 * of the Scorecard stats beating the standard; "Overall" read as an average of the five categories, which
 * it is not: 88 % beside 41–75 %).
 */
const viewLabel = (view: StatView): string => {
  const category = (Object.keys(CATEGORY_VIEW) as (keyof typeof CATEGORY_VIEW)[]).find(
    (c) => CATEGORY_VIEW[c] === view,
  );
  return category === undefined ? view : CATEGORY_DISPLAY_NAMES[category];
};

/** Not in the spec: a one-category view splits its many stats by kind so the header stays readable. */
const FORMAT_FAMILY: Record<StatFormat, string> = {
  percent: 'Rates',
  putts: 'Averages',
  decimal: 'Averages',
  scoreVsPar: 'Averages',
  strokesGained: 'Strokes Gained',
};

function groupStats(
  stats: readonly StatDefinition[],
  labelOf: (s: StatDefinition) => string,
): AssessmentColumnGroup[] {
  const groups = new Map<string, AssessmentColumn[]>();
  for (const s of stats) {
    const label = labelOf(s);
    const columns = groups.get(label) ?? [];
    columns.push({ kind: 'stat', id: s.id, label: s.name, statId: s.id });
    groups.set(label, columns);
  }
  return [...groups].map(([label, columns]) => ({ label, columns }));
}

/**
 * The column groups of a category (spec 3 §2 round assessment table): Skill Performance first — for
 * Scorecard the overall share and one per category, otherwise the category's share — then the view's stats
 * from golf-core's catalog, grouped by category (Scorecard) or by kind.
 */
export function assessmentColumnGroups(
  view: StatView,
  catalog: readonly StatDefinition[] = STAT_CATALOG,
): AssessmentColumnGroup[] {
  const skillViews = view === 'Scorecard' ? STAT_VIEWS : [view];
  const skill: AssessmentColumnGroup = {
    label: SKILL_PERFORMANCE,
    columns: skillViews.map((v) => ({ kind: 'skill', id: `skill-${v}`, label: viewLabel(v), view: v })),
  };
  const stats = catalog.filter((s) => s.views.includes(view));
  const groups =
    view === 'Scorecard'
      ? groupStats(stats, (s) => CATEGORY_DISPLAY_NAMES[s.category])
      : groupStats(stats, (s) => FORMAT_FAMILY[s.format]);
  return [skill, ...groups];
}

export type AssessmentCell = {
  text: string;
  /** "successes / opportunities" when the stat counts opportunities (spec 3 §2). */
  detail: string | null;
  /** spec 3 §2: the stat beats the standard as the cells show them (golf-core's shownBeat). */
  isHighlighted: boolean;
};

const EMPTY = '—';

export function assessmentCell(column: AssessmentColumn, data: OverviewData): AssessmentCell {
  if (column.kind === 'skill') {
    const value = data.byView[column.view];
    return {
      text: value === null || value === undefined ? EMPTY : `${value}%`,
      detail: null,
      isHighlighted: false,
    };
  }
  const stat = data.stats.find((s) => s.id === column.statId);
  if (stat === undefined || stat.performance.raw === null)
    return { text: EMPTY, detail: null, isHighlighted: false };
  const { successes, opportunities } = stat.performance;
  return {
    text: stat.performance.formatted,
    detail: opportunities !== null && opportunities > 0 ? `${successes ?? 0} / ${opportunities}` : null,
    isHighlighted: shownBeat(stat) === true,
  };
}

/** The Standard row's text for a column (the standard's value; blank for Skill Performance). */
export function standardCellText(column: AssessmentColumn, data: OverviewData | null): string {
  if (column.kind === 'skill' || data === null) return column.kind === 'skill' ? '' : EMPTY;
  const stat = data.stats.find((s) => s.id === column.statId);
  return stat === undefined || stat.standard === null ? EMPTY : stat.standardFormatted;
}
