import { apiPaths } from '@linksight/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tokensQueryOptions } from './get-tokens';

export function revokeToken(tokenId: number): Promise<void> {
  return apiRequest<void>(apiPaths.token(tokenId), { method: 'DELETE' });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQueryOptions().queryKey }),
  });
}
