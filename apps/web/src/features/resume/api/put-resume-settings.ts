import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type ResumeSettings, type ResumeSettingsResponse } from '@linksight/api-contract';
import { apiRequest } from '../../../lib/api-client';
import { resumeSettingsQueryOptions } from './get-resume-settings';

/** Saves the player's resume settings (the player or a product manager only). */
export function putResumeSettings(settings: ResumeSettings): Promise<ResumeSettingsResponse> {
  return apiRequest<ResumeSettingsResponse>(apiPaths.players.resumeSettings(settings.accountId), {
    method: 'PUT',
    json: settings,
  });
}

/** The next time the builder opens it starts from what was saved. */
export function useSaveResumeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putResumeSettings,
    onSuccess: (saved, settings) =>
      queryClient.setQueryData(resumeSettingsQueryOptions(settings.accountId).queryKey, saved),
  });
}
