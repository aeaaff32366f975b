import { apiPaths, type PublicConfig } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { PUBLIC_CONFIG_QUERY_KEY } from './inline-config';
import { queryClient } from './query-client';

/** Shared by search (host links), store redirect (listings, contacts) and the profile/org matchers (hosts). */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiClient.get<PublicConfig>(apiPaths.publicConfig());
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: PUBLIC_CONFIG_QUERY_KEY, queryFn: getPublicConfig, staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

/**
 * For loaders that only need the host settings: when the config cannot be read the app still routes,
 * as if no player/team host were configured.
 */
export async function loadPublicConfigOrNull(): Promise<PublicConfig | null> {
  try {
    return await queryClient.ensureQueryData(publicConfigQueryOptions());
  } catch {
    return null;
  }
}
