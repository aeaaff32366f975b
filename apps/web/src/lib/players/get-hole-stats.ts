import { apiPaths, type HoleStatsResponse } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** golf-core HoleFeatures rows of the rounds: what the scorecard groups and aggregates are built from. */
export function getHoleStats(accountId: number, golfRoundIds: readonly number[]): Promise<HoleStatsResponse> {
  return apiClient.post<HoleStatsResponse>(apiPaths.players.holeStats(accountId), { golfRoundIds });
}

export const holeStatsQueryOptions = (accountId: number, golfRoundIds: readonly number[]) =>
  queryOptions({
    queryKey: ['players', accountId, 'hole-stats', golfRoundIds],
    queryFn: () => getHoleStats(accountId, golfRoundIds),
    staleTime: 5 * 60_000,
  });

export function useHoleStats(accountId: number, golfRoundIds: readonly number[]) {
  return useQuery({ ...holeStatsQueryOptions(accountId, golfRoundIds), enabled: golfRoundIds.length > 0 });
}
