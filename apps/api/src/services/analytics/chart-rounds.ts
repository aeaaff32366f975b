import {
  CATEGORY_DISPLAY_NAMES,
  STAT_CATEGORIES,
  buildRoundChart,
  chartRoundLabel,
  computeOverview,
  roundsInDateRange,
  type ChartRound,
  type RoundChart,
} from '@linksight/golf-core';
import type { ProfileChart, SpiderChart } from '@linksight/api-contract';
import type { DatasetRound, PlayerDataset } from './player-dataset';
import { holesOf } from './overviews';

/** A chart round that remembers its dataset round (for the spider charts' hole rows). */
export type DatasetChartRound = ChartRound & { round: DatasetRound };

/**
 * The player's rounds as golf-core's charts see them (spec 2 §3 chart rounds, spec 3 §2 Performance
 * Trends, featured tournament scores): completed rounds whose every hole is scored and none excluded,
 * gross score and par summed over the holes, from the cached dataset (no extra query). A round with a
 * missing or excluded hole would print a misleading total, so it is left out.
 */
export function chartRoundsOf(dataset: PlayerDataset, holeCount?: 9 | 18): DatasetChartRound[] {
  const out: DatasetChartRound[] = [];
  for (const round of dataset.rounds) {
    if (!round.isCompleted || (holeCount !== undefined && round.holeCount !== holeCount)) continue;
    const holes = dataset.holesByRound.get(round.id) ?? [];
    if (holes.length !== round.holeCount || holes.some((h) => h.isExcluded || h.score === null)) continue;
    let score = 0;
    let par = 0;
    let underPar = 0;
    for (const h of holes) {
      score += h.score!;
      par += h.par;
      if (h.scoreVsPar! < 0) underPar++;
    }
    out.push({
      id: round.id,
      playedAt: round.playedAt,
      score,
      par,
      yards: round.courseLengthYards,
      courseName: round.courseName,
      tournamentId: round.tournamentId,
      tournamentName: round.tournamentName,
      underParCount: underPar,
      round,
    });
  }
  return out;
}

/** The profile dashboard's charts: Best 10 and Best 10 Consecutive over 18-hole rounds (spec 3 §2). */
export const PROFILE_CHART_KINDS = ['bestTen', 'bestTenConsecutive'] as const;

function toProfileChart(chart: RoundChart<DatasetChartRound>): ProfileChart {
  return {
    kind: chart.kind as ProfileChart['kind'],
    title: chart.title,
    includedRounds: chart.rounds.length,
    averageScore: chart.averageScore,
    averageScoreToPar: chart.averageScoreToPar,
    averageYards: chart.averageYards,
    rounds: chart.rounds.map((r, i) => ({
      roundId: r.id,
      label: chartRoundLabel(i),
      playedAt: r.playedAt,
      courseName: r.courseName,
      tournamentName: r.tournamentName,
      yards: r.yards,
      score: r.score,
      par: r.par,
      scoreToPar: r.score - r.par,
    })),
  };
}

/**
 * spec 3 §7 player best-ten chart data: the charts of the completed 18-hole rounds in the range (by
 * calendar day, golf-core `roundsInDateRange`) and, per chart, the category performance of its rounds
 * against the standard (spec 3 §3 byCategory.data), the dashboard's spider chart.
 */
export function buildChartData(
  dataset: PlayerDataset,
  range: { start: string | null; end: string | null },
  standardValues: Readonly<Record<string, number | null>>,
): { roundsInRange: number; chartData: ProfileChart[]; spiderCharts: SpiderChart[] } {
  const rounds = roundsInDateRange(chartRoundsOf(dataset, 18), range);
  const charts = PROFILE_CHART_KINDS.map((kind) => buildRoundChart(kind, rounds)).filter(
    (c): c is RoundChart<DatasetChartRound> => c !== null,
  );
  return {
    roundsInRange: rounds.length,
    chartData: charts.map(toProfileChart),
    spiderCharts: charts.map((chart) => {
      const overview = computeOverview(
        holesOf(
          dataset,
          chart.rounds.map((r) => r.round),
        ),
        standardValues,
      );
      return {
        kind: chart.kind as SpiderChart['kind'],
        title: chart.title,
        categories: STAT_CATEGORIES.map((category) => ({
          category,
          label: CATEGORY_DISPLAY_NAMES[category],
          performance: overview.byCategory.find((c) => c.category === category)?.performance ?? null,
        })),
      };
    }),
  };
}
