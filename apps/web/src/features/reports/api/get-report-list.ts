import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportPaths, type ReportList } from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/** GET …/reports: every report and whether this visitor may open it (the API's one privacy rule). */
export function getReportList(accountId: number): Promise<ReportList> {
  return apiClient.get<ReportList>(reportPaths.list(accountId));
}

export const reportListQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'reports'],
    queryFn: () => getReportList(accountId),
    staleTime: 60_000,
  });

export function useReportList(accountId: number) {
  return useQuery(reportListQueryOptions(accountId));
}
