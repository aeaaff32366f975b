import { apiPaths, type ProfileSettings } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getProfileSettings(accountId: number): Promise<ProfileSettings> {
  return apiClient.get<ProfileSettings>(apiPaths.accountSettings.profile(accountId));
}

export const profileSettingsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['account-settings', accountId, 'profile'],
    queryFn: () => getProfileSettings(accountId),
  });

export function useProfileSettings(accountId: number) {
  return useQuery(profileSettingsQueryOptions(accountId));
}
