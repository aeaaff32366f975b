import { apiPaths, type AssociatedPlayers } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** associatedPlayers (spec 2 §7): whom the profile's player can be compared with. */
export const associatedPlayersQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'compare-stats', 'associated-players'],
    queryFn: () =>
      apiClient.get<AssociatedPlayers>(apiPaths.players.compareStatsAssociatedPlayers(accountId)),
  });

export const useAssociatedPlayers = (accountId: number, isEnabled: boolean) =>
  useQuery({ ...associatedPlayersQueryOptions(accountId), enabled: isEnabled });
