import { apiPaths, type AccessToken } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getTokens(): Promise<AccessToken[]> {
  return apiClient.get<AccessToken[]>(apiPaths.tokens());
}

export const tokensQueryOptions = () => queryOptions({ queryKey: ['tokens'], queryFn: getTokens });

export function useTokens() {
  return useQuery(tokensQueryOptions());
}
