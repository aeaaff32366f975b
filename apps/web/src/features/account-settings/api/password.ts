import { apiPaths, type ChangePasswordRequest, type PasswordStatus } from '@linksight/api-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';

export const passwordStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['account-settings', 'password'],
    queryFn: () => apiClient.get<PasswordStatus>(apiPaths.auth('password')),
  });

export function usePasswordStatus() {
  return useQuery(passwordStatusQueryOptions());
}

/** Sets the first password or changes it; the server ends the account's other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangePasswordRequest) =>
      apiRequest<void>(apiPaths.auth('password'), { method: 'PUT', json: change }),
    onSuccess: () => queryClient.setQueryData(passwordStatusQueryOptions().queryKey, { isSet: true }),
  });
}
