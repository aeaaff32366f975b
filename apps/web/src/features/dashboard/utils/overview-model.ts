import type { OverviewGroupResponse, OverviewResult, RoundFilterBody } from '@linksight/api-contract';
import {
  dedupeFilterNames,
  loadingStateOf,
  performanceErrorMessage,
  type LoadingState,
  type OverviewData,
  type StatView,
} from '@linksight/golf-core';

/** spec 3 §3 Overview as the dashboard draws it. */
export type DashboardOverview = {
  /** The filter name made unique (spec 3 §5 " (2)"): the key of the API's answer and of colours. */
  key: string;
  filterName: string;
  details: string;
  color: string;
  isHidden: boolean;
  state: LoadingState;
  data: OverviewData | null;
  /** spec 3 §8: the error text shown in the overview's column or cells. */
  error: string | null;
  golfRoundIds: number[];
};

/** Where a group's request is: not started (waiting for the chain), in flight, answered or failed. */
export type GroupQueryStatus =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; data: OverviewGroupResponse };

/** The filters a group request sends (spec 3 §7: only those not startHidden). */
export const requestedFilters = (filters: readonly RoundFilterBody[]): RoundFilterBody[] =>
  filters.filter((f) => !f.startHidden);

/** The API's performance stats in golf-core's OverviewData shape (the schemas mirror golf-core's types). */
export function toOverviewData(result: OverviewResult | undefined): OverviewData | { error: string } | null {
  if (result === undefined) return null;
  if ('error' in result) return { error: result.error };
  const { performanceStats: p, strengthWeaknessResponse: sw } = result;
  return {
    byCategory: p.byCategory.data,
    byView: p.byView as Record<StatView, number | null>,
    stats: p.stats,
    strengths: sw.strengths,
    weaknesses: sw.weaknesses,
  };
}

const QUERY_STATE: Record<'waiting' | 'loading', LoadingState> = { waiting: 'waiting', loading: 'loading' };

/**
 * Overviews of a group in filter order. States follow golf-core `loadingStateOf` (spec 3 §4, §8): a missing
 * result or a failed request is an error with "Unable to load performance stats for {filter name}".
 */
export function buildOverviews(
  filters: readonly RoundFilterBody[],
  query: GroupQueryStatus,
  colors: Readonly<Record<string, string>>,
  hidden: ReadonlySet<string>,
): DashboardOverview[] {
  const shown = requestedFilters(filters);
  const keys = dedupeFilterNames(shown.map((f) => f.filterName));
  return shown.map((filter, i) => {
    const key = keys[i]!;
    const base = {
      key,
      filterName: filter.filterName,
      details: filter.details ?? '',
      color: colors[key] ?? '#7F7F7F',
      isHidden: hidden.has(key),
      golfRoundIds: filter.golfRoundIds ?? [],
    };
    if (query.status === 'waiting' || query.status === 'loading')
      return { ...base, state: QUERY_STATE[query.status], data: null, error: null };
    const result = query.status === 'success' ? toOverviewData(query.data.overviews[key]) : null;
    const state = loadingStateOf(result);
    if (result === null || 'error' in result) {
      const error = result === null ? performanceErrorMessage(filter.filterName) : result.error;
      return { ...base, state, data: null, error };
    }
    return { ...base, state, data: result, error: null };
  });
}

/** spec 3 §2: chips and overview columns pulse while any overview of the group is loading. */
export const isGroupLoading = (overviews: readonly DashboardOverview[]): boolean =>
  overviews.some((o) => o.state === 'loading');
