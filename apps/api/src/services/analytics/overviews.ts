import {
  STANDARD_LEVELS,
  applyRoundFilter,
  computeOverview,
  computeStats,
  dedupeFilterNames,
  hasShotTrackedHole,
  levelStandardValues,
  parseHoleCount,
  performanceErrorMessage,
  standardValuesOf,
  INVALID_HOLE_COUNT,
  type HoleCountFilter,
  type HoleFeatures,
  type LevelId,
  type OverviewData,
  type RoundFilter,
} from '@linksight/golf-core';
import type {
  OverviewGroupRequest,
  OverviewResult,
  PerformanceStats,
  RoundFilterBody,
  StandardsFilter,
  StrengthWeaknessResponse,
} from '@linksight/api-contract';
import { AppError } from '../../lib/errors';
import { OVERVIEW_MEMO_SIZE, rememberBounded, type DatasetRound, type PlayerDataset } from './player-dataset';

/** One overview as the API answers it (spec 3 §7 overview group entry). */
export type OverviewComputation = {
  performanceStats: PerformanceStats;
  strengthWeaknessResponse: StrengthWeaknessResponse;
};

/** Standard values keyed by stat id, with a key that identifies them for the memo. */
export type ResolvedStandard = { key: string; values: Readonly<Record<string, number | null>> };

/** spec 3 §8 "Invalid hole count value" as a 400. */
export function toHoleCount(value: number): HoleCountFilter {
  try {
    return parseHoleCount(value);
  } catch {
    throw AppError.badRequest(INVALID_HOLE_COUNT);
  }
}

function checkDate(value: string | null, filterName: string): void {
  if (value !== null && Number.isNaN(Date.parse(value)))
    throw AppError.badRequest(`Round filter "${filterName}" has an invalid date: ${value}`);
}

/** Round ids of `ids` that are not rounds of the dataset's player (foreign or unknown). */
export function foreignRoundIds(dataset: PlayerDataset, ids: readonly number[]): number[] {
  return [...new Set(ids)].filter((id) => !dataset.roundById.has(id));
}

export function notPlayersRounds(accountId: number, ids: readonly number[]): AppError {
  const list = ids.slice(0, 10).join(', ') + (ids.length > 10 ? ', …' : '');
  return AppError.badRequest(
    ids.length === 1
      ? `Round ${list} is not a round of player ${accountId}`
      : `Rounds ${list} are not rounds of player ${accountId}`,
  );
}

/** spec 3 §8 error text. */
export const EMPTY_ROUNDS_LIST = 'Cannot set empty rounds list';

/**
 * The player's rounds among `ids` (deduplicated, request order); 400 when the list is empty or names
 * rounds of someone else. Shared by the shot-map calls and the rounds table.
 */
export function ownRounds(dataset: PlayerDataset, ids: readonly number[]): DatasetRound[] {
  if (ids.length === 0) throw AppError.badRequest(EMPTY_ROUNDS_LIST);
  const unique = [...new Set(ids)];
  const foreign = foreignRoundIds(dataset, unique);
  if (foreign.length > 0) throw notPlayersRounds(dataset.accountId, foreign);
  return unique.map((id) => dataset.roundById.get(id)!);
}

/**
 * Validates a request's round filter against the player (bad input → 400 with a clear message) and
 * turns it into golf-core's RoundFilter. `holeCount` overrides the filter's own (the dashboard header).
 */
export function toRoundFilter(
  dataset: PlayerDataset,
  body: RoundFilterBody,
  holeCount?: number,
): RoundFilter {
  if (body.accountId !== undefined && body.accountId !== dataset.accountId)
    throw AppError.badRequest(`Round filter "${body.filterName}" names another player (${body.accountId})`);
  const foreign = foreignRoundIds(dataset, body.golfRoundIds ?? []);
  if (foreign.length > 0) throw notPlayersRounds(dataset.accountId, foreign);
  if (body.dateRange) {
    checkDate(body.dateRange.min, body.filterName);
    checkDate(body.dateRange.max, body.filterName);
  }
  return { ...body, holeCount: toHoleCount(holeCount ?? body.holeCount) };
}

/** The rounds a filter selects, newest first. */
export function selectRounds(dataset: PlayerDataset, filter: RoundFilter): DatasetRound[] {
  return applyRoundFilter(dataset.rounds, filter) as DatasetRound[];
}

/** Holes of the rounds, grouped by round in play order (golf-core's one-pass totals need that). */
export function holesOf(dataset: PlayerDataset, rounds: readonly DatasetRound[]): HoleFeatures[] {
  const holes: HoleFeatures[] = [];
  for (const r of rounds) for (const h of dataset.holesByRound.get(r.id) ?? []) holes.push(h);
  return holes;
}

/**
 * The rounds tracked shot by shot (golf-core `hasShotTrackedHole`): strokes gained rest on them alone, so a
 * figure over "the last 14 rounds" of which 12 were score-only imports would name 14 and measure 2.
 */
export function shotTrackedRounds(dataset: PlayerDataset, rounds: readonly DatasetRound[]): DatasetRound[] {
  return rounds.filter((r) => hasShotTrackedHole(dataset.holesByRound.get(r.id) ?? []));
}

const isLevelId = (id: string): id is LevelId => STANDARD_LEVELS.some((l) => l.id === id);

/** A benchmark level, or the stats of another round filter of the player (spec 3 §2 Standard row). */
export function resolveStandard(
  dataset: PlayerDataset,
  standardsFilter: StandardsFilter,
  holeCount?: number,
): ResolvedStandard {
  if ('level' in standardsFilter) {
    if (!isLevelId(standardsFilter.level))
      throw AppError.badRequest(
        `Unknown standard "${standardsFilter.level}"; use one of ${STANDARD_LEVELS.map((l) => l.id).join(', ')}`,
      );
    return { key: `level:${standardsFilter.level}`, values: levelStandardValues(standardsFilter.level) };
  }
  const filter = toRoundFilter(dataset, standardsFilter.roundFilter, holeCount);
  const rounds = selectRounds(dataset, filter);
  return {
    key: `rounds:${rounds.map((r) => r.id).join(',')}`,
    values: standardValuesOf(computeStats(holesOf(dataset, rounds))),
  };
}

function toComputation(data: OverviewData, rounds: readonly DatasetRound[]): OverviewComputation {
  return {
    performanceStats: {
      byCategory: { data: data.byCategory },
      byView: data.byView,
      stats: data.stats.map((s) => ({ ...s, views: [...s.views] })),
      golfRoundIds: rounds.map((r) => r.id),
    },
    strengthWeaknessResponse: { strengths: data.strengths, weaknesses: data.weaknesses },
  };
}

/**
 * One overview: the filter's rounds against the standard, computed in golf-core and memoised on the
 * dataset (same rounds + same standard = same answer until the player's data changes).
 */
export function computeFilterOverview(
  dataset: PlayerDataset,
  filter: RoundFilter,
  standard: ResolvedStandard,
  compute: typeof computeOverview = computeOverview,
): OverviewComputation {
  const rounds = selectRounds(dataset, filter);
  const key = `${standard.key}|${rounds.map((r) => r.id).join(',')}`;
  const memo = dataset.overviewMemo.get(key);
  if (memo) return memo;
  const result = toComputation(compute(holesOf(dataset, rounds), standard.values), rounds);
  return rememberBounded(dataset.overviewMemo, key, result, OVERVIEW_MEMO_SIZE);
}

export type OverviewGroupDeps = {
  compute?: typeof computeOverview;
  /** Where a failing filter is reported (the request log). */
  onFilterError?: (filterName: string, error: unknown) => void;
};

/**
 * spec 3 §7 overview group: the filters not startHidden, keyed by de-duplicated name (spec 3 §5). Bad
 * input fails the whole request (400); a filter whose computation fails gets the spec 3 §8 error text
 * and the others still compute.
 */
export function computeOverviewGroup(
  dataset: PlayerDataset,
  request: OverviewGroupRequest,
  deps: OverviewGroupDeps = {},
): { groupName: string; overviews: Record<string, OverviewResult> } {
  if (request.holeCount !== undefined) toHoleCount(request.holeCount);
  const visible = request.roundFilters.filter((f) => !f.startHidden);
  const filters = visible.map((f) => toRoundFilter(dataset, f, request.holeCount));
  const standard = resolveStandard(dataset, request.standardsFilter, request.holeCount);
  const names = dedupeFilterNames(visible.map((f) => f.filterName));
  const overviews: Record<string, OverviewResult> = {};
  filters.forEach((filter, i) => {
    const name = names[i]!;
    try {
      overviews[name] = computeFilterOverview(dataset, filter, standard, deps.compute);
    } catch (error) {
      deps.onFilterError?.(name, error);
      overviews[name] = { error: performanceErrorMessage(filter.filterName) };
    }
  });
  return { groupName: request.groupName, overviews };
}
