import { holeCountOfOption, STAT_VIEWS, type OverviewMode, type StatView } from '@linksight/golf-core';

/**
 * The dashboard's shareable state lives in the URL (ARCHITECTURE §2): `mode`, `group`, `holes`, `standard`
 * and the assessment `category`. Anything unknown falls back to the default, so an old link still opens.
 */
export type StandardChoice = { kind: 'level'; levelId: string } | { kind: 'rounds'; filterName: string };

export type DashboardParams = {
  mode: OverviewMode;
  /** null = the mode's default group (spec 3 §4). */
  group: string | null;
  holeCount: 9 | 18;
  standard: StandardChoice;
  category: StatView;
};

export const HOLE_OPTIONS = ['9 Hole', '18 Hole'] as const;
export type HoleOption = (typeof HOLE_OPTIONS)[number];

const MODE_PARAMS: Record<string, OverviewMode> = {
  performance: 'Player Performance',
  assessment: 'Assessment',
};
const PARAM_OF_MODE: Record<OverviewMode, string> = {
  'Player Performance': 'performance',
  Assessment: 'assessment',
};
const ROUNDS_PREFIX = 'rounds:';

/** Not in the spec: a scratch golfer is the benchmark until the player picks another standard. */
export const DEFAULT_LEVEL_ID = 'scratch';
export const DEFAULT_STANDARD: StandardChoice = { kind: 'level', levelId: DEFAULT_LEVEL_ID };
/** spec 3 §4 Dashboard category: Scorecard by default. */
export const DEFAULT_CATEGORY: StatView = 'Scorecard';
export const DEFAULT_HOLE_COUNT = 18;

export function holeOptionOf(holeCount: number): HoleOption {
  return holeCount === 9 ? '9 Hole' : '18 Hole';
}

export function standardToParam(choice: StandardChoice): string {
  return choice.kind === 'level' ? choice.levelId : `${ROUNDS_PREFIX}${choice.filterName}`;
}

function standardOfParam(value: string | null): StandardChoice {
  if (value === null || value === '' || value === ROUNDS_PREFIX) return DEFAULT_STANDARD;
  if (value.startsWith(ROUNDS_PREFIX))
    return { kind: 'rounds', filterName: value.slice(ROUNDS_PREFIX.length) };
  return { kind: 'level', levelId: value };
}

export function parseDashboardParams(search: URLSearchParams): DashboardParams {
  const holes = search.get('holes');
  const category = search.get('category');
  return {
    mode: MODE_PARAMS[search.get('mode') ?? ''] ?? 'Player Performance',
    group: search.get('group') || null,
    // spec 3 §4 hole-count mapping: 9 Hole sets 9, 18 Hole sets 18.
    holeCount: holes === '9' ? holeCountOfOption('9 Hole') : holeCountOfOption('18 Hole'),
    standard: standardOfParam(search.get('standard')),
    category: STAT_VIEWS.find((v) => v === category) ?? DEFAULT_CATEGORY,
  };
}

/** A copy of `search` with `patch` applied; defaults are left out of the URL. */
export function withDashboardParams(
  search: URLSearchParams,
  patch: Partial<DashboardParams>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  if (patch.mode !== undefined)
    set('mode', patch.mode === 'Player Performance' ? null : PARAM_OF_MODE[patch.mode]);
  if (patch.group !== undefined) set('group', patch.group);
  if (patch.holeCount !== undefined)
    set('holes', patch.holeCount === DEFAULT_HOLE_COUNT ? null : String(patch.holeCount));
  if (patch.standard !== undefined) {
    const value = standardToParam(patch.standard);
    set('standard', value === standardToParam(DEFAULT_STANDARD) ? null : value);
  }
  if (patch.category !== undefined)
    set('category', patch.category === DEFAULT_CATEGORY ? null : patch.category);
  return next;
}
