import { useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type OrgSchedule,
  type ScheduleReportData,
  type ScheduleReportRequest,
} from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/** What /cgr/public-player-schedule-report prints: the report data of a request (the snapshot's or the default). */
export function useScheduleReportData(accountId: number | null, request: ScheduleReportRequest | null) {
  return useQuery({
    queryKey: ['players', accountId, 'schedule', 'report-data', request],
    queryFn: () =>
      apiClient.post<ScheduleReportData>(apiPaths.players.scheduleReportData(accountId!), request),
    enabled: accountId !== null && request !== null,
    retry: false,
  });
}

/** `/cgr/org-schedule-report?short=&group=` previews through the public GET (no snapshot). */
export function useOrgSchedule(short: string | null, group: string | null) {
  return useQuery({
    queryKey: ['organizations', short, 'schedule', group],
    queryFn: () =>
      apiClient.get<OrgSchedule>(
        apiPaths.organizationSchedule(short!, {
          group: group ?? undefined,
          timeZoneOffsetMinutes: new Date().getTimezoneOffset(),
        }),
      ),
    enabled: short !== null,
    retry: false,
  });
}
