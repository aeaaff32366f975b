import {
  applyFirstScoreData,
  bestMetricAverages,
  historicalMetrics,
  resultsRounds,
  scoreViewRounds,
  type ResultRound,
  type ResultsState,
} from '@linksight/golf-core';
import type { ResultRoundRow, ScheduleResults } from '@linksight/api-contract';
import { chartRoundsOf, type DatasetChartRound } from '../analytics/chart-rounds';
import { tournamentCards } from '../analytics/featured-tournaments';
import type { ScheduleSources } from './player-schedule';

/** A completed full round as My Results reads it (golf-core ResultsRound and ResultRound at once). */
export type ResultsSourceRound = ResultRound & {
  isFeatured: boolean;
  chart: DatasetChartRound;
};

/** The player's completed full rounds (`chartRoundsOf`) with their featured flag and holes. */
export function resultsSourceRounds(
  src: ScheduleSources,
  featured: ReadonlySet<number>,
): ResultsSourceRound[] {
  return chartRoundsOf(src.dataset).map((r) => ({
    id: r.id,
    playedAt: r.playedAt,
    score: r.score,
    par: r.par,
    yards: r.yards,
    holeCount: r.round.holeCount === 9 ? 9 : 18,
    tournamentId: r.tournamentId,
    holes: src.dataset.holesByRound.get(r.id) ?? [],
    isFeatured: featured.has(r.id),
    chart: r,
  }));
}

export function toResultRoundRow(r: ResultsSourceRound): ResultRoundRow {
  return {
    roundId: r.id,
    playedAt: r.playedAt,
    courseName: r.chart.courseName,
    tournamentId: r.tournamentId,
    tournamentName: r.chart.tournamentName,
    tournamentUrl: r.chart.round.tournamentUrl ?? null,
    holeCount: r.holeCount,
    yards: r.yards,
    score: r.score,
    par: r.par,
    scoreToPar: r.score - r.par,
    isFeatured: r.isFeatured,
  };
}

/**
 * My Results (spec 3 §2 tab 1; ARCHITECTURE "Schedule"): the threshold −1 resolved by golf-core
 * `applyFirstScoreData`, the rounds of the view, its tournaments, the best metrics over the listed rounds
 * and the historical metrics over every round of the timeframe and hole count.
 */
export function buildResults(
  src: ScheduleSources,
  rounds: readonly ResultsSourceRound[],
  request: ResultsState,
  now: Date,
): ScheduleResults {
  const state = applyFirstScoreData(request, rounds, now);
  const inScope = scoreViewRounds(rounds, state, now);
  const listed = resultsRounds(rounds, state, now);
  const averageScore = inScope.length
    ? Math.round(inScope.reduce((s, r) => s + r.score, 0) / inScope.length)
    : null;
  const featuredEvents = src.historical.filter((h) => h.isFeatured);
  const listedTournaments = new Set(listed.map((r) => r.tournamentId));
  const events =
    state.view === 0 ? featuredEvents : src.historical.filter((h) => listedTournaments.has(h.tournamentId));
  return {
    state: { ...state, holeCount: state.holeCount as 9 | 18 | 918, view: state.view },
    averageScore,
    rounds: listed.map(toResultRoundRow),
    tournaments: tournamentCards(
      events,
      rounds.map((r) => r.chart),
    ),
    bestMetrics: bestMetricAverages(listed),
    historicalMetrics: historicalMetrics(inScope, now),
    featuredCounts: {
      rounds: rounds.filter((r) => r.isFeatured).length,
      tournaments: featuredEvents.length,
    },
  };
}
