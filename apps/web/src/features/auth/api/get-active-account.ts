import { apiPaths, type Account } from '@linksight/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec 1 §7: load the active account after login (the account of the bearer token). */
export function getActiveAccount(): Promise<Account> {
  return apiClient.get<Account>(apiPaths.auth('me'));
}

export const activeAccountQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'], queryFn: getActiveAccount });
