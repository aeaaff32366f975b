import { apiPaths, type CreatedToken, type CreateTokenBody } from '@linksight/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tokensQueryOptions } from './get-tokens';

export function createToken(body: CreateTokenBody): Promise<CreatedToken> {
  return apiClient.post<CreatedToken>(apiPaths.tokens(), body);
}

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQueryOptions().queryKey }),
  });
}
