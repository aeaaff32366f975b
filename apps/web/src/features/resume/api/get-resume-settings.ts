import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type ResumeSettingsResponse } from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/** spec 2 §7 resumeSettings: saved settings or the spec 2 §4 defaults, and what can be switched on. */
export function getResumeSettings(accountId: number): Promise<ResumeSettingsResponse> {
  return apiClient.get<ResumeSettingsResponse>(apiPaths.players.resumeSettings(accountId));
}

export const resumeSettingsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'resume', 'settings'],
    queryFn: () => getResumeSettings(accountId),
    // The builder works on its own copy; a refetch would not change what the user is editing.
    staleTime: Infinity,
  });

export function useResumeSettings(accountId: number) {
  return useQuery(resumeSettingsQueryOptions(accountId));
}
