import { apiPaths, type Circle, type CircleMember } from '@linksight/api-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';

export function getCircle(accountId: number): Promise<Circle> {
  return apiClient.get<Circle>(apiPaths.accountSettings.circle(accountId));
}

export const circleQueryOptions = (accountId: number) =>
  queryOptions({ queryKey: ['account-settings', accountId, 'circle'], queryFn: () => getCircle(accountId) });

export function useCircle(accountId: number) {
  return useQuery(circleQueryOptions(accountId));
}

export function addCircleMember(accountId: number, member: string): Promise<CircleMember> {
  return apiClient.post<CircleMember>(apiPaths.accountSettings.circle(accountId), { member });
}

export function removeCircleMember(accountId: number, memberId: number): Promise<void> {
  return apiRequest<void>(apiPaths.accountSettings.circleMember(accountId, memberId), { method: 'DELETE' });
}

export function useAddCircleMember(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: string) => addCircleMember(accountId, member),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleQueryOptions(accountId).queryKey }),
  });
}

export function useRemoveCircleMember(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => removeCircleMember(accountId, memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleQueryOptions(accountId).queryKey }),
  });
}
