import type { OverviewData } from './overview';

/** spec 3 §3 overview loading state. */
export type LoadingState = 'waiting' | 'loading' | 'loaded' | 'no-data' | 'error';

/** spec 3 §4: remaining groups load 500 ms after the first group finishes loading. */
export const OVERVIEW_CHAIN_DELAY_MS = 500;
/** spec 3 §4: a group with fewer than 2 usable overviews is flagged incomplete. */
export const MIN_USABLE_OVERVIEWS = 2;

export type PerformanceResult = OverviewData | { error: string } | null;

/**
 * spec 3 §4 / §8: a null result is an error; an error object is an error; when every stat lacks a
 * performance it is no-data; otherwise loaded. (waiting and loading are set by the caller.)
 */
export function loadingStateOf(result: PerformanceResult | undefined): LoadingState {
  if (result === undefined) return 'waiting';
  if (result === null || 'error' in result) return 'error';
  return result.stats.every((s) => s.performance.raw === null) ? 'no-data' : 'loaded';
}

export const isUsable = (state: LoadingState): boolean => state !== 'no-data' && state !== 'error';

/** spec 3 §4: a group is incomplete with fewer than 2 usable overviews. */
export function isGroupIncomplete(states: readonly LoadingState[]): boolean {
  return states.filter(isUsable).length < MIN_USABLE_OVERVIEWS;
}

/** spec 3 §4: overviews in no-data or error are excluded from the visible and hidden lists. */
export function visibleAndHidden<T extends { state: LoadingState; isHidden: boolean }>(
  overviews: readonly T[],
): { visible: T[]; hidden: T[] } {
  const usable = overviews.filter((o) => isUsable(o.state));
  return { visible: usable.filter((o) => !o.isHidden), hidden: usable.filter((o) => o.isHidden) };
}

/** spec 3 §8 error texts; Unnamed Filter when the filter has no name. */
export function performanceErrorMessage(filterName: string | null | undefined): string {
  return `Unable to load performance stats for ${filterName || 'Unnamed Filter'}`;
}

export function strengthWeaknessErrorMessage(filterName: string | null | undefined): string {
  return `Unable to load strength/weakness stats for ${filterName || 'Unnamed Filter'}`;
}
