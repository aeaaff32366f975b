import {
  buildRoundChart,
  roundsInDateRange,
  summarizeTournaments,
  type ChartDateRange,
  type ChartRound,
  type ChartTournament,
  type RoundChart,
} from '../charts/round-charts';
import { CHART_SWITCHES, CHART_SWITCH_KEYS, type ChartSwitch, type ResumeSettings } from './settings';

/**
 * The resume's performance charts page (spec 2 §3 resume data, §4, §9): the four round charts over the
 * bar-chart date range and the tournament results they include, merged per tournament. Built on
 * charts/round-charts.ts (R1… labels, averages to one decimal, spec 2 §9 colours live there).
 */

export type ResumeCharts<T extends ChartRound> = {
  charts: Record<ChartSwitch, RoundChart<T> | null>;
  /** spec 2 §4: tournaments of every drawn chart merged (each round once by id, totals recomputed). */
  tournaments: ChartTournament<T>[];
};

/** Which charts the rounds in the range can draw (spec 2 §4: a missing chart is off and disabled). */
export function resumeChartAvailability(
  rounds: readonly ChartRound[],
  range: ChartDateRange,
): Record<ChartSwitch, boolean> {
  const inRange = roundsInDateRange(rounds, range);
  return Object.fromEntries(
    CHART_SWITCH_KEYS.map((k) => [k, buildRoundChart(CHART_SWITCHES[k], inRange) !== null]),
  ) as Record<ChartSwitch, boolean>;
}

/** The selected charts over the rounds of the bar-chart range; an unselected chart is null (spec 2 §4). */
export function buildResumeCharts<T extends ChartRound>(
  rounds: readonly T[],
  page: ResumeSettings['performanceChartsPage'],
): ResumeCharts<T> {
  const inRange = roundsInDateRange(rounds, page.barChartsDateRange);
  const charts = Object.fromEntries(
    CHART_SWITCH_KEYS.map((k) => [
      k,
      page.isSelected && page[k] ? buildRoundChart(CHART_SWITCHES[k], inRange) : null,
    ]),
  ) as Record<ChartSwitch, RoundChart<T> | null>;
  const drawn = Object.values(charts).flatMap((c) => c?.rounds ?? []);
  return { charts, tournaments: summarizeTournaments(drawn) };
}

/** A featured (favourite) tournament as the resume lists it. */
export type FeaturedEntry = { tournamentId: number; dateStarted: string; notes: string | null };

/**
 * spec 2 §4: featured tournaments filtered by the included-tournaments range (by their start day) and
 * without notes unless notes are shown; none unless "show all favourites" is on.
 */
export function resumeFeaturedTournaments<T extends FeaturedEntry>(
  entries: readonly T[],
  page: Pick<
    ResumeSettings['performanceChartsPage'],
    'isSelected' | 'includedTournamentsDateRange' | 'showAllFavoriteTournaments' | 'showTournamentNotes'
  >,
): T[] {
  if (!page.isSelected || !page.showAllFavoriteTournaments) return [];
  return roundsInDateRange(
    entries.map((e) => ({ entry: e, playedAt: e.dateStarted })),
    page.includedTournamentsDateRange,
  ).map(({ entry }) => (page.showTournamentNotes ? entry : { ...entry, notes: null }));
}
