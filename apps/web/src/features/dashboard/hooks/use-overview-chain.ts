import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { RoundFilterBody, StandardsFilter } from '@linksight/api-contract';
import { OVERVIEW_CHAIN_DELAY_MS, type OverviewMode } from '@linksight/golf-core';
import { overviewGroupQueryOptions } from '../api/get-overview-group';
import { requestedFilters, type GroupQueryStatus } from '../utils/overview-model';

export type ChainGroup = { groupName: string; overviews: RoundFilterBody[] };

type ChainArgs = {
  accountId: number;
  groups: readonly ChainGroup[];
  /** The group on screen: it loads first. */
  firstGroupName: string | null;
  /** null while the standard is not known yet (a round-set standard waits for its filter): nothing loads. */
  standardsFilter: StandardsFilter | null;
  holeCount: number;
  /** The dashboard mode: the API grants Assessment data by feature 59 alone (issue 22 item 4). */
  mode: OverviewMode;
};

/**
 * spec 3 §4 overview loading: the first group loads, the remaining groups 500 ms after it finishes. A new
 * standard or hole count starts the chain again from the group on screen; answers already cached show at once.
 */
export function useOverviewChain({
  accountId,
  groups,
  firstGroupName,
  standardsFilter,
  holeCount,
  mode,
}: ChainArgs) {
  const chainKey = JSON.stringify([
    accountId,
    mode,
    holeCount,
    standardsFilter,
    groups.map((g) => g.groupName),
  ]);
  const [releasedKey, setReleasedKey] = useState<string | null>(null);
  const isReleased = releasedKey === chainKey;

  const queries = useQueries({
    queries: groups.map((group) => ({
      ...overviewGroupQueryOptions(accountId, {
        groupName: group.groupName,
        roundFilters: requestedFilters(group.overviews),
        // Placeholder only: the query is disabled until the standard is known.
        standardsFilter: standardsFilter ?? { level: '' },
        holeCount,
        mode,
      }),
      enabled: standardsFilter !== null && (group.groupName === firstGroupName || isReleased),
    })),
  });

  const first = queries[groups.findIndex((g) => g.groupName === firstGroupName)];
  const isFirstSettled = first !== undefined && (first.isSuccess || first.isError);

  useEffect(() => {
    if (!isFirstSettled || isReleased) return;
    const timer = setTimeout(() => setReleasedKey(chainKey), OVERVIEW_CHAIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isFirstSettled, isReleased, chainKey]);

  return queries.map((q): GroupQueryStatus => {
    if (q.isSuccess) return { status: 'success', data: q.data };
    if (q.isError) return { status: 'error' };
    return { status: q.fetchStatus === 'fetching' ? 'loading' : 'waiting' };
  });
}
