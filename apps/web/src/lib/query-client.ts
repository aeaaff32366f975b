import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './api-client';
import { PUBLIC_CONFIG_QUERY_KEY, readInlinePublicConfig } from './inline-config';

/** A 4xx will answer the same on retry; network errors and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiClientError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    // A change the user asked for answers at once, offline too (its error says so), instead of waiting,
    // paused, for the connection: Share offline had greyed its button with no word (an outside audit).
    mutations: { networkMode: 'always' },
  },
});

// The configuration index.html carries is the answer of GET /api/v1/config (issue 23).
const inlineConfig = typeof document === 'undefined' ? null : readInlinePublicConfig();
if (inlineConfig !== null) queryClient.setQueryData(PUBLIC_CONFIG_QUERY_KEY, inlineConfig);
