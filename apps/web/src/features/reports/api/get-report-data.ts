import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportPaths, type DataReportKind, type ReportRequest } from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/** A report page's one data call (issue 19): what the page prints, computed by the API. */
export function getReportData<T>(
  accountId: number,
  kind: DataReportKind,
  request: ReportRequest,
): Promise<T> {
  return apiClient.post<T>(reportPaths.data(accountId, kind), request);
}

export const reportDataQueryOptions = <T>(accountId: number, kind: DataReportKind, request: ReportRequest) =>
  queryOptions({
    queryKey: ['reports', 'data', accountId, kind, request],
    queryFn: () => getReportData<T>(accountId, kind, request),
    staleTime: 60_000,
    retry: false,
  });

export function useReportData<T>(
  accountId: number | null,
  kind: DataReportKind,
  request: ReportRequest | null,
  isEnabled: boolean,
) {
  return useQuery({
    ...reportDataQueryOptions<T>(accountId ?? 0, kind, request ?? {}),
    enabled: isEnabled && accountId !== null && request !== null,
  });
}
