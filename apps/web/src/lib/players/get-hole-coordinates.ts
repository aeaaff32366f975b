import { apiPaths, type HoleCoordinates } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** Rounds for the shot map: holes with tee/pin, shots and stat flags (spec 3 §7 hole coordinates). */
export function getHoleCoordinates(
  accountId: number,
  golfRoundIds: readonly number[],
): Promise<HoleCoordinates> {
  return apiClient.post<HoleCoordinates>(apiPaths.players.holeCoordinates(accountId), { golfRoundIds });
}

export const holeCoordinatesQueryOptions = (accountId: number, golfRoundIds: readonly number[]) =>
  queryOptions({
    queryKey: ['players', accountId, 'hole-coordinates', golfRoundIds],
    queryFn: () => getHoleCoordinates(accountId, golfRoundIds),
    staleTime: 5 * 60_000,
  });

export function useHoleCoordinates(accountId: number, golfRoundIds: readonly number[]) {
  return useQuery({
    ...holeCoordinatesQueryOptions(accountId, golfRoundIds),
    enabled: golfRoundIds.length > 0,
  });
}
