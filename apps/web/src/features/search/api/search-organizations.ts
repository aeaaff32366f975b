import { apiPaths, type OrganizationSearchResult } from '@linksight/api-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { hasSearchQuery } from '../utils/search-params';

/** spec 1 §5: case-insensitive substring on organizationName or organizationShort, applied by the API. */
export function searchOrganizations(q: string, signal?: AbortSignal): Promise<OrganizationSearchResult> {
  return apiClient.get<OrganizationSearchResult>(apiPaths.organizationsSearch(q.trim()), { signal });
}

export const searchOrganizationsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['organizations', 'search', q.trim()],
    queryFn: ({ signal }) => searchOrganizations(q, signal),
    enabled: hasSearchQuery(q),
    placeholderData: keepPreviousData,
  });

export function useSearchOrganizations(q: string, isEnabled: boolean) {
  const options = searchOrganizationsQueryOptions(q);
  return useQuery({ ...options, enabled: isEnabled && options.enabled });
}
