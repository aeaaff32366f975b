import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_COMPONENT_SELECTIONS,
  DEFAULT_METRICS,
  defaultSelections,
  parseComponentSelections,
  parseMetricsSelections,
  parseStatFilter,
  serializeCompareRequest,
  type ComparePlayer,
  type ComponentSelections,
  type MetricsSelections,
  type StatFilterSelections,
} from '@linksight/golf-core';
import type { CompareReportRequest } from '@linksight/api-contract';
import { readSessionItem, writeSessionItem } from '../../../lib/session-store';
import { useCompareState } from '../api/compare-state';

export type Comparison = {
  left: StatFilterSelections;
  right: StatFilterSelections;
  leftComponents: ComponentSelections;
  rightComponents: ComponentSelections;
  metrics: MetricsSelections;
};

/** The query parameter of a shared comparison (the cached compare-stats state's hash, spec 2 §7). */
export const STATE_PARAM = 'state';

/**
 * Decision (the spec shows no default): a player's Compare Stats opens on two periods of their own game,
 * Last 12 Months against Prior 12 Months, the comparison a coach asks for first.
 */
export function defaultComparison(player: ComparePlayer): Comparison {
  return {
    left: defaultSelections(player, ['Last 12 Months']),
    right: defaultSelections(player, ['Prior 12 Months']),
    leftComponents: DEFAULT_COMPONENT_SELECTIONS,
    rightComponents: DEFAULT_COMPONENT_SELECTIONS,
    metrics: DEFAULT_METRICS,
  };
}

/** A shared state read back; null when it does not parse (the page then starts from the defaults). */
function comparisonOf(request: CompareReportRequest): Comparison | null {
  try {
    return {
      left: parseStatFilter(request.leftFilter),
      right: parseStatFilter(request.rightFilter),
      leftComponents: parseComponentSelections(request.leftComponentSelections),
      rightComponents: parseComponentSelections(request.rightComponentSelections),
      metrics: parseMetricsSelections(request.metricsSelections),
    };
  } catch {
    return null;
  }
}

export function toRequest(c: Comparison): CompareReportRequest {
  return serializeCompareRequest({
    left: c.left,
    right: c.right,
    leftComponents: c.leftComponents,
    rightComponents: c.rightComponents,
    metrics: c.metrics,
  });
}

/** Where this tab keeps a player's comparison, so a reload shows what was chosen (the spec is silent). */
const storageKey = (accountId: number) => `linksight.compare-stats.${accountId}`;

/** The comparison this tab last showed of the player, read through the same parsers as a shared link. */
function storedComparison(accountId: number): Comparison | null {
  const stored = readSessionItem(storageKey(accountId));
  if (stored === null) return null;
  try {
    return comparisonOf(JSON.parse(stored) as CompareReportRequest);
  } catch {
    return null;
  }
}

/**
 * The comparison on screen: from the link's `?state=` hash when there is one, else what this tab last chose
 * (session storage, as the schedule keeps its choices, spec 3 §4), else the defaults; local changes
 * override it. `request` is null while a shared state is still loading.
 */
export function useComparison(player: ComparePlayer) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hash = searchParams.get(STATE_PARAM);
  const shared = useCompareState(player.accountId, hash);
  const [local, setLocal] = useState<Comparison | null>(() =>
    hash === null ? storedComparison(player.accountId) : null,
  );
  const fromLink = shared.data ? comparisonOf(shared.data) : null;
  const isLoadingLink = hash !== null && shared.isPending;
  const comparison = local ?? fromLink ?? defaultComparison(player);
  const request = useMemo(() => (isLoadingLink ? null : toRequest(comparison)), [isLoadingLink, comparison]);
  const update = (patch: Partial<Comparison>) => {
    const next = { ...comparison, ...patch };
    setLocal(next);
    writeSessionItem(storageKey(player.accountId), toRequest(next));
    // The link no longer describes what is shown: drop it until Share makes a new one.
    if (hash !== null)
      setSearchParams(
        (params) => {
          params.delete(STATE_PARAM);
          return params;
        },
        { replace: true },
      );
  };
  const setShared = (newHash: string) =>
    setSearchParams(
      (params) => {
        params.set(STATE_PARAM, newHash);
        return params;
      },
      { replace: true },
    );
  return {
    comparison,
    request,
    update,
    setShared,
    linkError: hash !== null && (shared.isError || (shared.data !== undefined && fromLink === null)),
  };
}
