import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type NewTournamentBody,
  type NewTournamentResult,
  type PdfData,
  type PlayerSchedule,
  type RoundFeatured,
  type ScheduleEntry,
  type ScheduleEditors,
  type ScheduleEntryBody,
  type ScheduleExportRequest,
  type ScheduleReportRequest,
  type ScheduleResults,
  type ScheduleResultsRequest,
  type ScheduleTournamentItem,
  type TournamentDetailsBody,
  type TournamentSearch,
} from '@linksight/api-contract';
import { apiClient, apiRequest } from '../../../lib/api-client';

/** Calls of the schedule screen (ARCHITECTURE "Schedule (issue 18)": every path and who may call it). */

/** The viewer's offset: an event is upcoming until its end day has passed where the viewer is. */
export const viewerTimeZoneOffset = (): number => new Date().getTimezoneOffset();

export const scheduleQueryKey = (accountId: number) => ['players', accountId, 'schedule'] as const;

export const scheduleQueryOptions = (accountId: number, extraAccountIds: readonly number[]) =>
  queryOptions({
    queryKey: [...scheduleQueryKey(accountId), 'rows', [...extraAccountIds]],
    queryFn: ({ signal }) =>
      apiClient.get<PlayerSchedule>(
        apiPaths.players.schedule(accountId, {
          extraAccountIds: [...extraAccountIds],
          timeZoneOffsetMinutes: viewerTimeZoneOffset(),
        }),
        { signal },
      ),
    // Adding a player keeps the grid on screen while the wider answer loads.
    placeholderData: keepPreviousData,
  });

export function usePlayerSchedule(accountId: number, extraAccountIds: readonly number[]) {
  return useQuery(scheduleQueryOptions(accountId, extraAccountIds));
}

export const resultsQueryOptions = (accountId: number, request: ScheduleResultsRequest) =>
  queryOptions({
    queryKey: [...scheduleQueryKey(accountId), 'results', request],
    queryFn: ({ signal }) =>
      apiClient.post<ScheduleResults>(apiPaths.players.scheduleResults(accountId), request, { signal }),
    placeholderData: keepPreviousData,
  });

export function useScheduleResults(accountId: number, request: ScheduleResultsRequest, enabled: boolean) {
  return useQuery({ ...resultsQueryOptions(accountId, request), enabled });
}

/** Adding an event from the tournaments list: the catalogue searched by name, soonest first. */
export function useTournamentSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['tournaments', 'search', q.trim()],
    queryFn: ({ signal }) =>
      apiClient.get<TournamentSearch>(apiPaths.tournaments({ q: q.trim() || undefined, limit: 20 }), {
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every write changes the rows, the counts and the results: the schedule's queries are read again. */
function useScheduleWrite<TVariables, TResult>(
  accountId: number,
  write: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey(accountId) }),
  });
}

export function usePutScheduleEntry(accountId: number) {
  return useScheduleWrite(
    accountId,
    ({ tournamentId, body }: { tournamentId: number; body: ScheduleEntryBody }) =>
      apiRequest<ScheduleEntry>(apiPaths.players.scheduleEntry(accountId, tournamentId), {
        method: 'PUT',
        json: body,
      }),
  );
}

export function useRemoveScheduleEntry(accountId: number) {
  return useScheduleWrite(accountId, (tournamentId: number) =>
    apiRequest<void>(apiPaths.players.scheduleEntry(accountId, tournamentId), { method: 'DELETE' }),
  );
}

export function useCreateTournament(accountId: number) {
  return useScheduleWrite(accountId, (body: NewTournamentBody) =>
    apiClient.post<NewTournamentResult>(apiPaths.players.scheduleTournaments(accountId), body),
  );
}

/** Correcting the details of a tournament created on this schedule (every schedule listing it changes). */
export function useUpdateTournament(accountId: number) {
  return useScheduleWrite(
    accountId,
    ({ tournamentId, body }: { tournamentId: number; body: TournamentDetailsBody }) =>
      apiRequest<ScheduleTournamentItem>(apiPaths.players.scheduleTournament(accountId, tournamentId), {
        method: 'PUT',
        json: body,
      }),
  );
}

export function useSetRoundFeatured(accountId: number) {
  return useScheduleWrite(accountId, ({ roundId, isFeatured }: { roundId: number; isFeatured: boolean }) =>
    apiRequest<RoundFeatured>(apiPaths.players.roundFeatured(accountId, roundId), {
      method: 'PUT',
      json: { isFeatured },
    }),
  );
}

/** The schedule PDF, `{ data }` base64 (spec 3 §7 schedule PDF report). */
export function postScheduleReport(accountId: number, request: ScheduleReportRequest): Promise<PdfData> {
  return apiClient.post<PdfData>(apiPaths.players.scheduleReport(accountId), request);
}

/** The spreadsheet's bytes (spec 3 §7 schedule export: an .xlsx downloaded as Schedule). */
export function postScheduleExport(accountId: number, request: ScheduleExportRequest): Promise<Blob> {
  return apiRequest<Blob>(apiPaths.players.scheduleExport(accountId), {
    method: 'POST',
    json: request,
    asBlob: true,
  });
}

/**
 * Circle members the owner allows to manage the schedule (ARCHITECTURE "Who manages a schedule"). Only the
 * player or a PM may read them, so only their screen asks (`canManageEditors`).
 */
export function useScheduleEditors(accountId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...scheduleQueryKey(accountId), 'editors'],
    queryFn: ({ signal }) =>
      apiClient.get<ScheduleEditors>(apiPaths.players.scheduleEditors(accountId), { signal }),
    enabled,
    retry: false,
  });
}

export function useSetScheduleEditor(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      memberAccountId,
      canEditSchedule,
    }: {
      memberAccountId: number;
      canEditSchedule: boolean;
    }) =>
      apiRequest<ScheduleEditors>(apiPaths.players.scheduleEditor(accountId, memberAccountId), {
        method: 'PUT',
        json: { canEditSchedule },
      }),
    onSuccess: (editors) => queryClient.setQueryData([...scheduleQueryKey(accountId), 'editors'], editors),
  });
}
