import {
  apiPaths,
  type RoundFilterBody,
  type SingleOverviewRequest,
  type StrengthWeaknessResponse,
} from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUMMARY_ROUND_FILTER } from '@linksight/golf-core';
import { apiClient } from '../../../lib/api-client';

/**
 * spec 3 §7 strength/weakness stats of the Summary's rounds (golf-core SUMMARY_ROUND_FILTER: the same
 * last 20 rounds the strokes gained rest on) against a benchmark level.
 */
export function getStrengthWeakness(accountId: number, level: string): Promise<StrengthWeaknessResponse> {
  const body: SingleOverviewRequest = {
    roundsFilter: SUMMARY_ROUND_FILTER as RoundFilterBody,
    standardsFilter: { level },
  };
  return apiClient.post<StrengthWeaknessResponse>(apiPaths.players.strengthWeakness(accountId), body);
}

export const strengthWeaknessQueryOptions = (accountId: number, level: string) =>
  queryOptions({
    queryKey: ['players', accountId, 'strength-weakness', 'summary', level],
    queryFn: () => getStrengthWeakness(accountId, level),
  });

export function useStrengthWeakness(accountId: number, level: string | undefined) {
  return useQuery({ ...strengthWeaknessQueryOptions(accountId, level ?? ''), enabled: level !== undefined });
}
