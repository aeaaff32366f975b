import { apiPaths, type PrivacySettings, type PrivacyUpdate } from '@linksight/api-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';

export function getPrivacySettings(accountId: number): Promise<PrivacySettings> {
  return apiClient.get<PrivacySettings>(apiPaths.accountSettings.privacy(accountId));
}

export const privacySettingsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['account-settings', accountId, 'privacy'],
    queryFn: () => getPrivacySettings(accountId),
  });

export function usePrivacySettings(accountId: number) {
  return useQuery(privacySettingsQueryOptions(accountId));
}

export function updatePrivacySettings(accountId: number, change: PrivacyUpdate): Promise<PrivacySettings> {
  return apiRequest<PrivacySettings>(apiPaths.accountSettings.privacy(accountId), {
    method: 'PUT',
    json: change,
  });
}

/** Saves one switch; the page shows the stored answer, and profile views are read again. */
export function useUpdatePrivacy(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PrivacyUpdate) => updatePrivacySettings(accountId, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacySettingsQueryOptions(accountId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}
