import { apiPaths, type AccountSearchResult } from '@linksight/api-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { hasSearchQuery } from '../utils/search-params';

/** The search rule (name match, searchable profile types, public site allowed) is applied by the API. */
export function searchAccounts(q: string, signal?: AbortSignal): Promise<AccountSearchResult> {
  return apiClient.get<AccountSearchResult>(apiPaths.accountsSearch(q.trim()), { signal });
}

export const searchAccountsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['accounts', 'search', q.trim()],
    queryFn: ({ signal }) => searchAccounts(q, signal),
    enabled: hasSearchQuery(q),
    placeholderData: keepPreviousData,
  });

export function useSearchAccounts(q: string, isEnabled: boolean) {
  const options = searchAccountsQueryOptions(q);
  return useQuery({ ...options, enabled: isEnabled && options.enabled });
}
