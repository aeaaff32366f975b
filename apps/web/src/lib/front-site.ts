import type { PublicConfig } from '@linksight/api-contract';
import { apiClient } from './api-client';
import { PUBLIC_CONFIG_QUERY_KEY } from './inline-config';
import { queryClient } from './query-client';

/**
 * `apiPaths.publicConfig()`, written out: the home page is the first download, and a value import from
 * the contract would pull its schemas into it (see api-client.ts). Same query key as
 * `publicConfigQueryOptions`, so the config is fetched once for the whole app.
 */
const CONFIG_PATH = '/api/v1/config';

/**
 * spec 1 §9 / spec 2 §2: the external front site the home page embeds, or null for the built-in landing
 * page (also when the config cannot be read: the home page must always open).
 */
export async function loadFrontSiteUrl(): Promise<string | null> {
  try {
    const config = await queryClient.ensureQueryData({
      queryKey: PUBLIC_CONFIG_QUERY_KEY,
      queryFn: () => apiClient.get<PublicConfig>(CONFIG_PATH),
      staleTime: Infinity,
    });
    return config.frontSiteUrl ?? null;
  } catch {
    return null;
  }
}
