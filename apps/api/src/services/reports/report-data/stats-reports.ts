import {
  ALL_TIME,
  bestMetricAverages,
  buildOverviewGroups,
  DEFAULT_GROUP,
  historicalMetrics,
  levelStandardValues,
  SCORE_VIEW_TIMEFRAME,
  applyTimeframe,
  timeframeLabel,
  type OverviewMode,
  type ResultRound,
} from '@linksight/golf-core';
import type {
  BestStatsReportData,
  FavoritesReportData,
  OverviewReportData,
  ScorecardHole,
  StatsReportData,
} from '@linksight/api-contract';
import { computeFilterOverview, computeOverviewGroup } from '../../analytics/overviews';
import { chartRoundsOf } from '../../analytics/chart-rounds';
import { reportHeader, reportStandard, selectedRounds, toReportRound, type ReportContext } from './context';

/**
 * The stats report's key figures: catalog stats of its own tables, score to par and strokes gained per 18
 * holes (golf-core perRound), never a second average over whole rounds that would count a 9-hole round as
 * an 18.
 */
export const STATS_REPORT_KEY_STAT_IDS = ['score-vs-par', 'sg-total'] as const;

/** public-player-stats-report and ppr: every catalog stat of the selection against a level. */
export function buildStatsReport(ctx: ReportContext): StatsReportData {
  const selected = selectedRounds(ctx);
  const standard = reportStandard(ctx.request);
  const overview = computeFilterOverview(
    ctx.dataset,
    { filterName: 'Report', holeCount: 918, golfRoundIds: selected.map((r) => r.id), inProgressRounds: true },
    { key: `level:${standard.levelId}`, values: levelStandardValues(standard.levelId) },
  );
  // The header and the per-round table cover the rounds the stats were computed from.
  const counted = new Set(overview.performanceStats.golfRoundIds);
  const rounds = selected.filter((r) => counted.has(r.id));
  const stats = overview.performanceStats.stats;
  return {
    header: reportHeader(ctx, rounds, standard.label),
    keyStats: STATS_REPORT_KEY_STAT_IDS.flatMap((id) => stats.find((s) => s.id === id) ?? []),
    performance: overview.performanceStats,
    strengthWeakness: overview.strengthWeaknessResponse,
    rounds: rounds.map((r) => toReportRound(ctx.dataset, r)),
  };
}

/**
 * player-performance-summary (Player Performance) and data-analysis (Assessment): the mode's default
 * group of the dashboard (spec 3 §2), 18-hole rounds as the dashboard opens, against a level.
 */
export function buildOverviewReport(ctx: ReportContext, mode: OverviewMode): OverviewReportData {
  const standard = reportStandard(ctx.request);
  const usable = ctx.dataset.rounds.filter((r) => r.isCompleted && r.holeCount === 18);
  const groups = buildOverviewGroups(mode, usable, ctx.now, 18);
  const group = groups.find((g) => g.groupName === DEFAULT_GROUP[mode]) ?? groups[0]!;
  const filters = group.overviews.filter((f) => !f.startHidden);
  const computed = computeOverviewGroup(ctx.dataset, {
    groupName: group.groupName,
    roundFilters: filters.map((f) => ({ ...f, holeCount: 18 })),
    standardsFilter: { level: standard.levelId },
    holeCount: 18,
  });
  const overviews = Object.entries(computed.overviews).map(([filterName, o]) => {
    const stats = 'performanceStats' in o ? o.performanceStats : undefined;
    const sw = 'strengthWeaknessResponse' in o ? o.strengthWeaknessResponse : undefined;
    return {
      filterName,
      roundIds: stats?.golfRoundIds ?? [],
      roundCount: stats?.golfRoundIds.length ?? 0,
      byCategory: stats?.byCategory.data ?? [],
      byView: stats?.byView ?? {},
      strengthWeakness: sw ?? { strengths: [], weaknesses: [] },
    };
  });
  // The header covers every round of the table's rows (all the group's overviews), not the first alone.
  const covered = new Set(overviews.flatMap((o) => o.roundIds));
  return {
    header: reportHeader(
      ctx,
      usable.filter((r) => covered.has(r.id)),
      standard.label,
    ),
    groupName: group.groupName,
    overviews: overviews.map(({ roundIds: _ids, ...o }) => o),
  };
}

/** Scorecard rows of a round from its hole features. */
export function scorecardHoles(ctx: ReportContext, roundId: number): ScorecardHole[] {
  return (ctx.dataset.holesByRound.get(roundId) ?? []).map((h) => ({
    roundHoleNumber: h.roundHoleNumber,
    courseHoleNumber: h.courseHoleNumber,
    par: h.par,
    lengthYards: h.lengthYards,
    score: h.isExcluded ? null : h.score,
    putts: h.isExcluded ? null : h.puttCount,
    fairway: h.par === 3 || h.isExcluded ? null : h.fairwayHit,
    gir: h.isExcluded || h.score === null ? null : h.madeGreenInRegulation,
  }));
}

/** favorites: the rounds the player featured, newest first, with scorecards. */
export async function buildFavoritesReport(ctx: ReportContext): Promise<FavoritesReportData> {
  const ids = await ctx.app.repos.reportShots.featuredRoundIds(ctx.dataset.accountId);
  const rounds = ids.flatMap((id) => ctx.dataset.roundById.get(id) ?? []);
  return {
    header: reportHeader(ctx, rounds, null),
    rounds: rounds.map((r) => ({ round: toReportRound(ctx.dataset, r), holes: scorecardHoles(ctx, r.id) })),
  };
}

/** player-best-stats-report: best metrics over 12 months and all time, then the historical metrics. */
export function buildBestStatsReport(ctx: ReportContext): BestStatsReportData {
  const chartRounds = chartRoundsOf(ctx.dataset);
  const results: ResultRound[] = chartRounds.map((r) => ({
    id: r.id,
    playedAt: r.playedAt,
    score: r.score,
    par: r.par,
    yards: r.yards,
    holeCount: r.round.holeCount,
    tournamentId: r.tournamentId,
    holes: ctx.dataset.holesByRound.get(r.id) ?? [],
  }));
  const eighteen = results.filter((r) => r.holeCount === 18);
  const averages = [SCORE_VIEW_TIMEFRAME, ALL_TIME].map((timeframe) => ({
    label: timeframeLabel(timeframe),
    ...bestMetricAverages(applyTimeframe(eighteen, timeframe, ctx.now)),
  }));
  const historical = historicalMetrics(results, ctx.now).map((m) => ({
    statName: m.statName,
    value: m.value,
    toPar: m.toPar,
    year: m.year,
    daysSince: m.daysSince,
    rounds: m.roundIds.flatMap((id) => {
      const round = ctx.dataset.roundById.get(id);
      return round ? [toReportRound(ctx.dataset, round)] : [];
    }),
  }));
  return { header: reportHeader(ctx, eighteen, null), averages, historical };
}
