import { apiPaths, type CompareReportRequest, type CompareStats } from '@linksight/api-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The comparison (both sides, every tab's figures) of the compare report request's five strings. */
export function getCompareStats(accountId: number, request: CompareReportRequest): Promise<CompareStats> {
  return apiClient.post<CompareStats>(apiPaths.players.compareStats(accountId), request);
}

export const compareStatsQueryOptions = (accountId: number, request: CompareReportRequest) =>
  queryOptions({
    queryKey: ['players', accountId, 'compare-stats', request],
    queryFn: () => getCompareStats(accountId, request),
  });

export function useCompareStats(accountId: number, request: CompareReportRequest | null) {
  return useQuery({
    ...compareStatsQueryOptions(accountId, request ?? ({} as CompareReportRequest)),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
