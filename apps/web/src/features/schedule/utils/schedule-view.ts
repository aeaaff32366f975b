import type {
  ScheduleExportRequest,
  ScheduleReportRequest,
  ScheduleResultsRequest,
} from '@linksight/api-contract';
import {
  addMonths,
  ALL_HOLES,
  favoritesViewOf,
  FAVORITES_VIEW_FEATURED,
  formatScoreVsPar,
  initialResultsState,
  scheduleOptionsOf,
  THRESHOLD_ALL,
  type FavoritesView,
  type ResultsState,
  type ResultsTimeframe,
  type ScheduleSelection,
} from '@linksight/golf-core';

/**
 * What the schedule screen derives from its session selection for its calls (My Results, the spreadsheet,
 * the PDF). The rules themselves are golf-core's; this only fills the contract's request shapes.
 */

/**
 * My Results' state on opening (spec 3 §4): the view chosen for this account this session (else Featured)
 * with its own defaults; once the session has a stored selection its timeframe and threshold come back
 * (spec 3 §4 Persistence), the hole count follows the view (Featured all holes, Score the player's or 18).
 */
export function openingResultsState(
  selection: ScheduleSelection,
  accountId: number,
  wasStored: boolean,
  playerDefaultHoleCount?: 9 | 18 | null,
): ResultsState {
  const view = favoritesViewOf(selection, accountId);
  const initial = initialResultsState(view, playerDefaultHoleCount);
  if (!wasStored) return initial;
  return { ...initial, timeframe: selection.timeframe, threshold: selection.scoreThreshold };
}

export const resultsRequest = (state: ResultsState): ScheduleResultsRequest => ({
  view: state.view,
  timeframe: state.timeframe,
  holeCount: state.holeCount === ALL_HOLES || state.holeCount === 9 ? state.holeCount : 18,
  threshold: state.threshold,
});

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A report's time frame by calendar day (spec 3 §7: start and end dates; both null = All Time). Chosen
 * dates are kept; "Last N Months" becomes N months before today to today. "Last N Rounds" has no days to
 * give the report, so it prints All Time (decision: the report request has days only).
 */
export function timeframeDays(
  timeframe: ResultsTimeframe,
  now: Date,
): { startDate: string | null; endDate: string | null } {
  if (timeframe.timePeriod === 'ALL') return { startDate: null, endDate: null };
  if (timeframe.timeSelectedType === 'DATE')
    return { startDate: timeframe.startDate, endDate: timeframe.endDate };
  if (timeframe.timePeriod === 'Months')
    return { startDate: dayOf(addMonths(now, -timeframe.count)), endDate: dayOf(now) };
  return { startDate: null, endDate: null };
}

/** The threshold a file uses: unset (−1) means no threshold (All). */
const fileThreshold = (threshold: number) => Math.max(THRESHOLD_ALL, threshold);

/** spec 3 §3 Export request from what the screen shows. */
export function exportRequest(
  selection: ScheduleSelection,
  results: ResultsState,
  timeZoneOffsetMinutes: number,
): ScheduleExportRequest {
  const options = scheduleOptionsOf(selection);
  return {
    outputFormat: 'xlsx',
    thresholdScore:
      results.view === FAVORITES_VIEW_FEATURED ? THRESHOLD_ALL : fileThreshold(results.threshold),
    tournamentEventTypeIds: options.eventTypes,
    localeTypeIds: options.localeTypes,
    eventFilter: options.eventFilter,
    upcomingTournamentStatusIds: options.statuses,
    timeframeFilter: results.timeframe,
    mergeStatusTables: options.mergeStatusTables,
    viewBy: options.viewBy,
    extraAccountIds: selection.extraAccountIds,
    timeZoneOffsetMinutes,
  };
}

/**
 * The report-parameters dialog starts from the screen (spec 3 §3 Report options): its filters, My Results'
 * view, time frame and threshold, both sections, events, stats shown.
 */
export function reportRequest(
  selection: ScheduleSelection,
  results: ResultsState,
  now: Date,
  timeZoneOffsetMinutes: number,
): ScheduleReportRequest {
  const options = scheduleOptionsOf(selection);
  return {
    statuses: options.statuses,
    tournamentTypes: options.eventTypes,
    localeTypes: options.localeTypes,
    eventFilter: options.eventFilter,
    ...timeframeDays(results.timeframe, now),
    scoreThreshold: fileThreshold(results.threshold),
    sections: ['Upcoming', 'Past'],
    mergeStatusTables: options.mergeStatusTables,
    viewByGrouping: options.viewBy,
    groupResultsBy: 'Events',
    extraAccountIds: selection.extraAccountIds,
    favoritesView: results.view as FavoritesView,
    showStats: true,
    timeZoneOffsetMinutes,
  };
}

/** "72 (E)", "150 (+6)": a score with its to-par; "-" when there is none. */
export function scoreWithToPar(score: number | null, toPar: number | null): string {
  if (score === null) return '-';
  return toPar === null ? String(score) : `${score} (${formatScoreVsPar(toPar)})`;
}

/** An average at one decimal (spec 3 §2), "-" when there is none. */
export const oneDecimal = (n: number | null): string => (n === null ? '-' : n.toFixed(1));
