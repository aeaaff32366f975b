import { apiPaths, type StandardLevelItem } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function getStandards(accountId: number): Promise<StandardLevelItem[]> {
  const { levels } = await apiClient.get<{ levels: StandardLevelItem[] }>(
    apiPaths.players.standards(accountId),
  );
  return levels;
}

export const standardsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'standards'],
    queryFn: () => getStandards(accountId),
    staleTime: Infinity,
  });

export function useStandards(accountId: number) {
  return useQuery(standardsQueryOptions(accountId));
}
