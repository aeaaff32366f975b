import { apiPaths, type BestTenChartData } from '@linksight/api-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toIsoDay, type DateRange } from '@linksight/golf-core';
import { apiClient } from '../../../lib/api-client';

export type ChartDataRequest = { range: DateRange; standard: string };

/** spec 3 §7 player best-ten chart data: chartData and spiderCharts of the rounds in a date range. */
export function getBestTenChartData(
  accountId: number,
  { range, standard }: ChartDataRequest,
): Promise<BestTenChartData> {
  return apiClient.get<BestTenChartData>(
    apiPaths.players.bestTenChartData(accountId, {
      start: toIsoDay(range.start) ?? undefined,
      end: toIsoDay(range.end) ?? undefined,
      standard,
    }),
  );
}

export const bestTenChartDataQueryOptions = (accountId: number, request: ChartDataRequest) =>
  queryOptions({
    queryKey: [
      'players',
      accountId,
      'best-ten-chart-data',
      toIsoDay(request.range.start),
      toIsoDay(request.range.end),
      request.standard,
    ],
    queryFn: () => getBestTenChartData(accountId, request),
  });

/** Keeps the previous charts on screen while a new range or standard loads. */
export function useBestTenChartData(accountId: number, request: ChartDataRequest) {
  return useQuery({ ...bestTenChartDataQueryOptions(accountId, request), placeholderData: keepPreviousData });
}
