import { apiPaths, type UpcomingEvents } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import type { QueryGate } from './viewer-access';

/**
 * spec 3 §7 player schedule tournaments (isUpcoming): Confirmed/Considering counts and the soonest
 * `limit` events, "upcoming" by the visitor's own calendar day (their time-zone offset).
 */
export function getUpcomingEvents(accountId: number, limit: number): Promise<UpcomingEvents> {
  return apiClient.get<UpcomingEvents>(
    apiPaths.players.upcomingEvents(accountId, {
      limit,
      timeZoneOffsetMinutes: new Date().getTimezoneOffset(),
    }),
  );
}

export const upcomingEventsQueryOptions = (accountId: number, limit: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'upcoming-events', limit],
    queryFn: () => getUpcomingEvents(accountId, limit),
  });

export function useUpcomingEvents(accountId: number, limit: number, { isEnabled = true }: QueryGate = {}) {
  return useQuery({ ...upcomingEventsQueryOptions(accountId, limit), enabled: isEnabled });
}
