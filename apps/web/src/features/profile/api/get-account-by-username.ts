import { apiPaths, type Account } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiClientError } from '../../../lib/api-client';

/** The account, or null when no account has that username (404; 400 for a name the API cannot hold). */
export async function getAccountByUsername(username: string): Promise<Account | null> {
  try {
    return await apiClient.get<Account>(apiPaths.accountByUsername(username));
  } catch (error) {
    if (isApiClientError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const accountByUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['accounts', 'by-username', username],
    queryFn: () => getAccountByUsername(username),
  });

export function useAccountByUsername(username: string) {
  return useQuery(accountByUsernameQueryOptions(username));
}
