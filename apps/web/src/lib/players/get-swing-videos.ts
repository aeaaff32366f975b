import { apiPaths, type SwingVideos } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import type { QueryGate } from './viewer-access';

/** spec 3 §7 player home swing videos, newest first. */
export function getSwingVideos(accountId: number): Promise<SwingVideos> {
  return apiClient.get<SwingVideos>(apiPaths.players.swingVideos(accountId));
}

export const swingVideosQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'swing-videos'],
    queryFn: () => getSwingVideos(accountId),
  });

export function useSwingVideos(accountId: number, { isEnabled = true }: QueryGate = {}) {
  return useQuery({ ...swingVideosQueryOptions(accountId), enabled: isEnabled });
}
