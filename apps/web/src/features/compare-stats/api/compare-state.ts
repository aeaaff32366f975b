import { apiPaths, type CompareReportRequest } from '@linksight/api-contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cached compare-stats state (spec 2 §7): the five strings a shared link's hash stands for. */
export const compareStateQueryOptions = (accountId: number, hash: string) =>
  queryOptions({
    queryKey: ['players', accountId, 'compare-stats', 'state', hash],
    queryFn: () => apiClient.get<CompareReportRequest>(apiPaths.players.compareStatsState(accountId, hash)),
    staleTime: Infinity,
    retry: false,
  });

export const useCompareState = (accountId: number, hash: string | null) =>
  useQuery({ ...compareStateQueryOptions(accountId, hash ?? ''), enabled: hash !== null });

/** Stores the current comparison and answers its hash (the Share link). */
export const useSaveCompareState = (accountId: number) =>
  useMutation({
    mutationFn: (request: CompareReportRequest) =>
      apiClient.post<{ hash: string }>(apiPaths.players.compareStatsState(accountId), request),
  });
