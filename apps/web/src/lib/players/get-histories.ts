import { apiPaths, type Histories } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** The player's rounds (newest first), tournaments and courses (spec 3 §7 histories). */
export function getHistories(accountId: number): Promise<Histories> {
  return apiClient.get<Histories>(apiPaths.players.histories(accountId));
}

export const historiesQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'histories'],
    queryFn: () => getHistories(accountId),
    staleTime: 5 * 60_000,
  });

export function useHistories(accountId: number) {
  return useQuery(historiesQueryOptions(accountId));
}
