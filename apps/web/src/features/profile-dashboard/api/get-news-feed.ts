import { apiPaths, type NewsFeed } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec 3 §7 player home news feed, newest first. */
export function getNewsFeed(accountId: number): Promise<NewsFeed> {
  return apiClient.get<NewsFeed>(apiPaths.players.newsFeed(accountId));
}

export const newsFeedQueryOptions = (accountId: number) =>
  queryOptions({ queryKey: ['players', accountId, 'news-feed'], queryFn: () => getNewsFeed(accountId) });

export function useNewsFeed(accountId: number) {
  return useQuery(newsFeedQueryOptions(accountId));
}
