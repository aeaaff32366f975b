import { apiPaths, type FeaturedCombined } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec 3 §7 player home featured combined: the featured past tournaments (favTournaments). */
export function getFeaturedCombined(accountId: number): Promise<FeaturedCombined> {
  return apiClient.get<FeaturedCombined>(apiPaths.players.featuredCombined(accountId));
}

export const featuredCombinedQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'featured-combined'],
    queryFn: () => getFeaturedCombined(accountId),
  });

export function useFeaturedCombined(accountId: number) {
  return useQuery(featuredCombinedQueryOptions(accountId));
}
