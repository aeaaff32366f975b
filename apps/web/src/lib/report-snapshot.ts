import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, REPORT_LINK_UNKNOWN, type ReportSnapshot } from '@linksight/api-contract';
import { apiClient, ApiClientError, isApiClientError, setReportBearer } from './api-client';

/** A report snapshot with its payload typed by the page that reads it. */
export type TypedReportSnapshot<TPayload> = Omit<ReportSnapshot, 'payload'> & { payload: TPayload };

/** The snapshot behind `/cgr/<report>?hash=…` (ARCHITECTURE §6); its token becomes the data calls' bearer. */
export async function getReportSnapshot(hash: string): Promise<ReportSnapshot> {
  const snapshot = await apiClient.get<ReportSnapshot>(apiPaths.reports.snapshot(hash)).catch((error) => {
    // A hash that is not one at all (a link cut short) reads as an unknown link, not as the schema's
    // "Invalid params.hash: must match pattern …".
    if (isApiClientError(error) && error.status === 400)
      throw new ApiClientError('NOT_FOUND', 404, REPORT_LINK_UNKNOWN);
    throw error;
  });
  // Set before the query resolves, so the page's data queries (started by its children) already carry it.
  setReportBearer(snapshot.token);
  return snapshot;
}

export const reportSnapshotQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: ['reports', 'snapshot', hash],
    queryFn: () => getReportSnapshot(hash),
    // A snapshot never changes; its token lasts 15 minutes, long enough for the page's own calls.
    staleTime: Infinity,
    retry: false,
  });

/**
 * Loads a report snapshot by its hash (null: the page was opened another way, e.g. `?accountId=`) and makes
 * the API client send its token for the page's data calls until the page unmounts. Data queries that need
 * the token should wait for `data` (`enabled: snapshot.isSuccess`).
 */
export function useReportSnapshot<TPayload = unknown>(hash: string | null) {
  const query = useQuery({ ...reportSnapshotQueryOptions(hash ?? ''), enabled: hash !== null });
  // Also when the snapshot came from the cache (a remount after the cleanup below cleared the token).
  if (query.data) setReportBearer(query.data.token);
  useEffect(() => () => setReportBearer(null), []);
  return query as Omit<typeof query, 'data'> & { data: TypedReportSnapshot<TPayload> | undefined };
}
