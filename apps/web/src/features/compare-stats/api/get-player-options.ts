import { apiPaths, type ComparePlayerOptions, type CompareRounds } from '@linksight/api-contract';
import type { CompareHoleCount } from '@linksight/golf-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** getPlayerOptions (spec 2 §7): years and months with rounds of a side's player. */
export const playerOptionsQueryOptions = (accountId: number, holeCount: CompareHoleCount) =>
  queryOptions({
    queryKey: ['players', accountId, 'compare-stats', 'player-options', holeCount],
    queryFn: () =>
      apiClient.get<ComparePlayerOptions>(apiPaths.players.compareStatsPlayerOptions(accountId, holeCount)),
  });

export const usePlayerOptions = (accountId: number, holeCount: CompareHoleCount) =>
  useQuery(playerOptionsQueryOptions(accountId, holeCount));

/** getAllRounds (spec 2 §7): the rounds selector's options. */
export const compareRoundsQueryOptions = (accountId: number, holeCount: CompareHoleCount) =>
  queryOptions({
    queryKey: ['players', accountId, 'compare-stats', 'rounds', holeCount],
    queryFn: () => apiClient.get<CompareRounds>(apiPaths.players.compareStatsRounds(accountId, holeCount)),
  });

export const useCompareRounds = (accountId: number, holeCount: CompareHoleCount) =>
  useQuery(compareRoundsQueryOptions(accountId, holeCount));
