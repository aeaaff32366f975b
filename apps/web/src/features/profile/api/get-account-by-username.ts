import { apiPaths, type ProfileAccount } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiClientError } from '../../../lib/api-client';
import { getSessionViewer } from '../../../lib/session';

/**
 * The profile as the logged-in viewer may see it, or null when no account has that username or its
 * website is private to this viewer (404; 400 for a name the API cannot hold).
 */
export async function getAccountByUsername(username: string): Promise<ProfileAccount | null> {
  try {
    return await apiClient.get<ProfileAccount>(apiPaths.accountByUsername(username));
  } catch (error) {
    if (isApiClientError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const accountByUsernameQueryOptions = (username: string) =>
  queryOptions({
    // The answer depends on who asks (issue 22 item 3): one entry per viewer, so logging in or out
    // never shows the previous viewer's profile.
    queryKey: ['accounts', 'by-username', username, getSessionViewer()?.accountId ?? 'anonymous'],
    queryFn: () => getAccountByUsername(username),
  });

export function useAccountByUsername(username: string) {
  return useQuery(accountByUsernameQueryOptions(username));
}
