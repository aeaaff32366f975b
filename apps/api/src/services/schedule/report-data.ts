import {
  ALL_TIME,
  arrangeUpcoming,
  filterHistoricalRows,
  historicalInTimeframe,
  historicalMetrics,
  bestMetricAverages,
  initialResultsState,
  isValidDaySpan,
  resultsRounds,
  scheduleWorkbook,
  schedulePdfFileName,
  scoreViewRounds,
  timeframeLabel,
  upcomingMetrics,
  type ResultsTimeframe,
  type ScheduleOptions,
  type SpreadsheetSheet,
} from '@linksight/golf-core';
import type {
  ScheduleExportRequest,
  ScheduleReportData,
  ScheduleReportRequest,
} from '@linksight/api-contract';
import { AppError } from '../../lib/errors';
import type { ScheduleSources } from './player-schedule';
import { toResultRoundRow, type ResultsSourceRound } from './results';

/** A DATE time frame must hold real days in order (issue 18 "Bad input"); 400 otherwise. */
export function checkTimeframe(timeframe: ResultsTimeframe): void {
  if (
    timeframe.timePeriod !== 'ALL' &&
    timeframe.timeSelectedType === 'DATE' &&
    !isValidDaySpan(timeframe.startDate, timeframe.endDate)
  )
    throw AppError.badRequest('The time frame must end on or after its start, on real calendar days');
}

/** The spreadsheet (spec 3 §7 schedule export) as golf-core `scheduleWorkbook` sheets. */
export function exportSheets(
  src: ScheduleSources,
  body: ScheduleExportRequest,
  now: Date,
): SpreadsheetSheet[] {
  checkTimeframe(body.timeframeFilter);
  const options: ScheduleOptions = {
    statuses: body.upcomingTournamentStatusIds,
    eventTypes: body.tournamentEventTypeIds,
    localeTypes: body.localeTypeIds,
    eventFilter: body.eventFilter,
    mergeStatusTables: body.mergeStatusTables,
    viewBy: body.viewBy,
  };
  return scheduleWorkbook({
    upcomingTables: arrangeUpcoming(src.upcoming, options, src.accountId),
    viewBy: body.viewBy,
    hasExtraPlayers: src.extraPlayers.length > 0,
    historical: historicalInTimeframe(
      filterHistoricalRows(src.historical, options),
      body.timeframeFilter,
      body.thresholdScore,
      now,
    ),
  });
}

/** The report's Past time frame: both days (a DATE frame) or All Time. */
function reportTimeframe(req: ScheduleReportRequest): ResultsTimeframe {
  if (!isValidDaySpan(req.startDate, req.endDate))
    throw AppError.badRequest(
      'The time frame needs both days, on real calendar days, the end on or after the start (or neither for All Time)',
    );
  return req.startDate === null || req.endDate === null
    ? ALL_TIME
    : { timePeriod: 'Months', timeSelectedType: 'DATE', startDate: req.startDate, endDate: req.endDate };
}

/**
 * What /cgr/public-player-schedule-report draws (spec 3 §7 schedule PDF report; ARCHITECTURE "Schedule"):
 * the Upcoming section arranged as on screen, the Past section as events (historical rows in the time
 * frame at or under the threshold) or rounds (My Results rounds of the favorites view), with the metrics
 * when Show Stats is on.
 */
export function buildScheduleReportData(
  src: ScheduleSources,
  rounds: readonly ResultsSourceRound[],
  req: ScheduleReportRequest,
  now: Date,
): ScheduleReportData {
  const timeframe = reportTimeframe(req);
  const options: ScheduleOptions = {
    statuses: req.statuses,
    eventTypes: req.tournamentTypes,
    localeTypes: req.localeTypes,
    eventFilter: req.eventFilter,
    mergeStatusTables: req.mergeStatusTables,
    viewBy: req.viewByGrouping,
  };
  const hasUpcoming = req.sections.includes('Upcoming');
  const hasPast = req.sections.includes('Past');
  const state = {
    ...initialResultsState(req.favoritesView, src.defaultHoleCount),
    timeframe,
    threshold: req.scoreThreshold,
  };
  const listed = resultsRounds(rounds, state, now);
  return {
    player: { accountId: src.accountId, playerName: src.playerName },
    request: req,
    today: src.today,
    fileName: schedulePdfFileName({ firstName: src.firstName, lastName: src.lastName }, req),
    upcoming: hasUpcoming
      ? {
          tables: arrangeUpcoming(src.upcoming, options, src.accountId),
          metrics: upcomingMetrics(src.upcoming, options, src.accountId),
        }
      : null,
    past: hasPast
      ? {
          timeframeLabel: timeframeLabel(timeframe),
          events:
            req.groupResultsBy === 'Events'
              ? historicalInTimeframe(
                  filterHistoricalRows(src.historical, options),
                  timeframe,
                  req.scoreThreshold,
                  now,
                )
              : null,
          rounds: req.groupResultsBy === 'Rounds' ? listed.map(toResultRoundRow) : null,
          bestMetrics: req.showStats ? bestMetricAverages(listed) : null,
          historicalMetrics: req.showStats
            ? historicalMetrics(scoreViewRounds(rounds, state, now), now)
            : null,
        }
      : null,
    extraPlayers: src.extraPlayers.map((p) => ({ accountId: p.accountId, playerName: p.playerName })),
  };
}
