import { apiPaths, type OverviewGroups } from '@linksight/api-contract';
import type { OverviewMode } from '@linksight/golf-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The mode's catalog groups built for the player's rounds (quick sets as round filters). */
export function getOverviewGroups(
  accountId: number,
  mode: OverviewMode,
  holeCount: number,
): Promise<OverviewGroups> {
  return apiClient.get<OverviewGroups>(apiPaths.players.overviewGroups(accountId, mode, holeCount));
}

export const overviewGroupsQueryOptions = (accountId: number, mode: OverviewMode, holeCount: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'overview-groups', mode, holeCount],
    queryFn: () => getOverviewGroups(accountId, mode, holeCount),
  });

export function useOverviewGroups(accountId: number, mode: OverviewMode, holeCount: number) {
  return useQuery(overviewGroupsQueryOptions(accountId, mode, holeCount));
}
