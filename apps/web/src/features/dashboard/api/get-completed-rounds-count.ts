import { apiPaths, type CompletedRoundsCount } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getCompletedRoundsCount(accountId: number): Promise<CompletedRoundsCount> {
  return apiClient.get<CompletedRoundsCount>(apiPaths.players.completedRoundsCount(accountId));
}

export const completedRoundsCountQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'completed-rounds-count'],
    queryFn: () => getCompletedRoundsCount(accountId),
  });

export function useCompletedRoundsCount(accountId: number) {
  return useQuery(completedRoundsCountQueryOptions(accountId));
}
