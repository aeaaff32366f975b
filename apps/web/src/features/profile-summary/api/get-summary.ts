import { apiPaths, type PlayerSummary } from '@linksight/api-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The Summary page's own call (issue 16): index, scoring average, strokes gained, last rounds. */
export function getSummary(accountId: number, standard: string | null): Promise<PlayerSummary> {
  return apiClient.get<PlayerSummary>(
    apiPaths.players.summary(accountId, { standard: standard ?? undefined }),
  );
}

export const summaryQueryOptions = (accountId: number, standard: string | null) =>
  queryOptions({
    queryKey: ['players', accountId, 'summary', standard],
    queryFn: () => getSummary(accountId, standard),
  });

export function useSummary(accountId: number, standard: string | null) {
  return useQuery({ ...summaryQueryOptions(accountId, standard), placeholderData: keepPreviousData });
}
