import { apiPaths, type Organization } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiClientError } from '../../../lib/api-client';

/** spec 1 §7: organisation by short name; null when it does not exist. */
export async function getOrganization(short: string): Promise<Organization | null> {
  try {
    return await apiClient.get<Organization>(apiPaths.organizationByShort(short));
  } catch (error) {
    if (isApiClientError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const organizationQueryOptions = (short: string) =>
  queryOptions({ queryKey: ['organizations', 'by-short', short], queryFn: () => getOrganization(short) });

export function useOrganization(short: string) {
  return useQuery(organizationQueryOptions(short));
}
