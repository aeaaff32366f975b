import { apiPaths, type OrganizationRoster } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec 1 §2.4 roster cards of a player group (All, Coaches or a roster id), cut to the viewer's rights. */
export function getRoster(short: string, group: string): Promise<OrganizationRoster> {
  return apiClient.get<OrganizationRoster>(apiPaths.organizationRoster(short, group));
}

export const rosterQueryOptions = (short: string, group: string) =>
  queryOptions({
    queryKey: ['organizations', short, 'roster', group],
    queryFn: () => getRoster(short, group),
  });

export function useRoster(short: string, group: string) {
  return useQuery(rosterQueryOptions(short, group));
}
