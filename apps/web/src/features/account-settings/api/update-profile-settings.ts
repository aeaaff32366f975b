import { apiPaths, type ProfileSettings, type ProfileSettingsUpdate } from '@linksight/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAccountSummary } from '../../../lib/account-summary';
import { apiRequest } from '../../../lib/api-client';
import { profileSettingsQueryOptions } from './get-profile-settings';

export function updateProfileSettings(
  accountId: number,
  change: ProfileSettingsUpdate,
): Promise<ProfileSettings> {
  return apiRequest<ProfileSettings>(apiPaths.accountSettings.profile(accountId), {
    method: 'PUT',
    json: change,
  });
}

/** Saves; the top bar, the active account and every cached profile view see the new values. */
export function useUpdateProfileSettings(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileSettingsUpdate) => updateProfileSettings(accountId, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileSettingsQueryOptions(accountId).queryKey, saved);
      updateAccountSummary({
        firstName: saved.firstName,
        lastName: saved.lastName,
        username: saved.username,
      });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
      void queryClient.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}
