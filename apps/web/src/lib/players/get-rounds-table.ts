import { apiPaths, type RoundsTableRequest, type RoundsTableResponse } from '@linksight/api-contract';
import { isRoundsGridHoleCount, ROUNDS_GRID_PAGE_SIZE } from '@linksight/golf-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

export type RoundsTableArgs = {
  accountId: number;
  roundIds: readonly number[];
  holeCount: number;
  /** 0-based. */
  page: number;
};

/** One page of the rounds grid and Round Averages of all selected rounds (spec 3 §7 Rounds table). */
export function getRoundsTable({ accountId, roundIds, holeCount, page }: RoundsTableArgs) {
  const body: RoundsTableRequest = {
    roundIds: [...roundIds],
    holeCount,
    page,
    pageSize: ROUNDS_GRID_PAGE_SIZE,
  };
  return apiClient.post<RoundsTableResponse>(apiPaths.players.roundsTable(accountId), body);
}

export const roundsTableQueryOptions = (args: RoundsTableArgs) =>
  queryOptions({
    queryKey: ['players', args.accountId, 'rounds-table', args.roundIds, args.holeCount, args.page],
    queryFn: () => getRoundsTable(args),
    staleTime: 5 * 60_000,
  });

/** The query key without the page: the same table on another page. */
const tableKey = (key: readonly unknown[]) => JSON.stringify(key.slice(0, -1));

/**
 * spec 3 §5: the request is made only for hole count 9 or 18 and a non-empty selection. While another
 * page of the same table loads, the current page stays on screen (a new selection shows the skeleton).
 */
export function useRoundsTable(args: RoundsTableArgs) {
  const options = roundsTableQueryOptions(args);
  return useQuery({
    ...options,
    enabled: isRoundsGridHoleCount(args.holeCount) && args.roundIds.length > 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery && tableKey(previousQuery.queryKey) === tableKey(options.queryKey) ? previous : undefined,
  });
}
