import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_NEEDS, type DataReportKind, type ReportRequest } from '@linksight/api-contract';
import { useReportSnapshot } from '../../../lib/report-snapshot';
import { NEEDS_PLAYER } from '../../../components/report/report-messages';

export type ReportTarget = {
  accountId: number | null;
  request: ReportRequest | null;
  /** The snapshot is loading (a `?hash=` page). */
  isLoading: boolean;
  error: unknown;
  /** The page's data calls may start (the snapshot's token is set, or no snapshot is needed). */
  isReady: boolean;
};

const toId = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * What a report prints (issue 19): a saved state (`?hash=`, the snapshot's payload and player) or its
 * parameters in the address (`?accountId=&roundIds=1,2&standard=&courseId=`), so a coach can bookmark it.
 */
export function useReportRequest(): ReportTarget {
  const [search] = useSearchParams();
  const hash = search.get('hash');
  const snapshot = useReportSnapshot<ReportRequest>(hash);
  const fromQuery = useMemo((): ReportRequest => {
    const ids = (search.get('roundIds') ?? '').split(',').flatMap((s) => toId(s) ?? []);
    return {
      ...(ids.length ? { golfRoundIds: ids } : {}),
      ...(search.get('standard') ? { standard: search.get('standard')! } : {}),
      ...(toId(search.get('courseId')) ? { courseId: toId(search.get('courseId')) } : {}),
    };
  }, [search]);
  if (hash !== null)
    return {
      accountId: snapshot.data?.accountId ?? null,
      request: snapshot.data ? snapshot.data.payload : null,
      isLoading: snapshot.isPending,
      error: snapshot.error ?? undefined,
      isReady: snapshot.isSuccess,
    };
  const accountId = toId(search.get('accountId')) ?? null;
  return {
    accountId,
    request: fromQuery,
    isLoading: false,
    error: accountId === null ? new Error(NEEDS_PLAYER) : undefined,
    isReady: accountId !== null,
  };
}

/** The address of a report page opened with its parameters (the Reports page's Preview). */
export function reportPreviewUrl(
  kind: string,
  accountId: number,
  request: ReportRequest,
  prefersMetric: boolean,
): string {
  const query = new URLSearchParams({ accountId: String(accountId) });
  if (request.golfRoundIds?.length) query.set('roundIds', request.golfRoundIds.join(','));
  if (request.standard) query.set('standard', request.standard);
  if (request.courseId) query.set('courseId', String(request.courseId));
  if (prefersMetric) query.set('prefersMetric', 'true');
  return `/cgr/${kind}?${query.toString()}`;
}

/**
 * What a report's address lacks for its kind (REPORT_NEEDS): a page opened without its rounds or course
 * said "Invalid body: must have required property 'golfRoundIds'". Null when nothing is missing.
 */
export function missingReportParameter(kind: DataReportKind, request: ReportRequest | null): Error | null {
  if (request === null) return null;
  const needs = REPORT_NEEDS[kind];
  if (needs.rounds && !request.golfRoundIds?.length)
    return new Error(
      "This report is made from chosen rounds, and its address names none: open it from the player's Reports page.",
    );
  if (needs.course && request.courseId === undefined)
    return new Error(
      "This report is made for a course, and its address names none: open it from the player's Reports page.",
    );
  return null;
}
