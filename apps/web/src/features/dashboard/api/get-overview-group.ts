import { apiPaths, type OverviewGroupRequest, type OverviewGroupResponse } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec 3 §7 overview group: the caller sends only the filters that are not startHidden. */
export function getOverviewGroup(
  accountId: number,
  request: OverviewGroupRequest,
): Promise<OverviewGroupResponse> {
  return apiClient.post<OverviewGroupResponse>(apiPaths.players.overviewGroup(accountId), request);
}

export const overviewGroupQueryOptions = (accountId: number, request: OverviewGroupRequest) =>
  queryOptions({
    queryKey: ['players', accountId, 'overview-group', request],
    queryFn: () => getOverviewGroup(accountId, request),
    staleTime: 5 * 60_000,
  });

export function useOverviewGroup(accountId: number, request: OverviewGroupRequest, enabled = true) {
  return useQuery({ ...overviewGroupQueryOptions(accountId, request), enabled });
}
