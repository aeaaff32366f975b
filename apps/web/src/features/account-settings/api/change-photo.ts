import { apiPaths, type ProfilePhoto } from '@linksight/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAccountSummary } from '../../../lib/account-summary';
import { apiRequest } from '../../../lib/api-client';
import { profileSettingsQueryOptions } from './get-profile-settings';

export function uploadPhoto(accountId: number, file: Blob): Promise<ProfilePhoto> {
  return apiRequest<ProfilePhoto>(apiPaths.accountSettings.photo(accountId), { method: 'PUT', file });
}

export function removePhoto(accountId: number): Promise<void> {
  return apiRequest<void>(apiPaths.accountSettings.photo(accountId), { method: 'DELETE' });
}

/** Uploads (a file) or removes (null) the photo; every avatar of the account loads it again. */
export function useChangePhoto(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob | null) =>
      file === null ? removePhoto(accountId) : uploadPhoto(accountId, file).then(() => undefined),
    onSuccess: (_done, file) => {
      updateAccountSummary({ hasPhoto: file !== null, photoVersion: Date.now() });
      void queryClient.invalidateQueries({ queryKey: profileSettingsQueryOptions(accountId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}
