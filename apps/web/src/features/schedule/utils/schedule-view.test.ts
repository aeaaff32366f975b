import { describe, expect, it } from 'vitest';
import { defaultScheduleSelection, initialResultsState, type ScheduleSelection } from '@linksight/golf-core';
import {
  exportRequest,
  openingResultsState,
  reportRequest,
  resultsRequest,
  scoreWithToPar,
  timeframeDays,
} from './schedule-view';

const NOW = new Date('2026-03-31T12:00:00Z');
const selection = (change: Partial<ScheduleSelection> = {}): ScheduleSelection => ({
  ...defaultScheduleSelection(),
  ...change,
});

describe('openingResultsState (spec 3 §4 favorites view and persistence)', () => {
  it('opens Featured with its defaults when the session has chosen nothing', () => {
    expect(openingResultsState(selection(), 7, false)).toEqual(initialResultsState(0));
  });

  it('opens the view chosen for this account, with the Score defaults', () => {
    const chosen = selection({ favoritesViewByAccount: { '7': 1 } });
    expect(openingResultsState(chosen, 7, false)).toEqual(initialResultsState(1));
    expect(openingResultsState(chosen, 8, false).view).toBe(0);
  });

  it('brings back the stored timeframe and threshold', () => {
    const stored = selection({
      favoritesViewByAccount: { '7': 1 },
      scoreThreshold: 80,
      timeframe: { timePeriod: 'Rounds', timeSelectedType: 'FILTER', count: 20 },
    });
    expect(openingResultsState(stored, 7, true)).toEqual({
      view: 1,
      holeCount: 18,
      threshold: 80,
      timeframe: { timePeriod: 'Rounds', timeSelectedType: 'FILTER', count: 20 },
    });
  });
});

describe('timeframeDays (the report time frame by day)', () => {
  it('All Time has no days', () => {
    expect(timeframeDays({ timePeriod: 'ALL' }, NOW)).toEqual({ startDate: null, endDate: null });
  });
  it('keeps chosen dates', () => {
    expect(
      timeframeDays(
        { timePeriod: 'Months', timeSelectedType: 'DATE', startDate: '2025-01-02', endDate: '2025-06-30' },
        NOW,
      ),
    ).toEqual({ startDate: '2025-01-02', endDate: '2025-06-30' });
  });
  it('turns Last N Months into N months before today to today', () => {
    expect(timeframeDays({ timePeriod: 'Months', timeSelectedType: 'FILTER', count: 12 }, NOW)).toEqual({
      startDate: '2025-03-31',
      endDate: '2026-03-31',
    });
  });
  it('prints Last N Rounds as All Time', () => {
    expect(timeframeDays({ timePeriod: 'Rounds', timeSelectedType: 'FILTER', count: 5 }, NOW)).toEqual({
      startDate: null,
      endDate: null,
    });
  });
});

describe('the file requests follow the screen', () => {
  const screen = selection({
    statuses: [1, 2],
    mergeStatusTables: true,
    viewBy: 'Season',
    extraAccountIds: [9],
  });

  it('the spreadsheet: Featured exports every score, Score its threshold, unset as All', () => {
    const featured = exportRequest(screen, initialResultsState(0), 60);
    expect(featured).toMatchObject({
      outputFormat: 'xlsx',
      thresholdScore: 0,
      upcomingTournamentStatusIds: [1, 2],
      mergeStatusTables: true,
      viewBy: 'Season',
      extraAccountIds: [9],
      timeZoneOffsetMinutes: 60,
      timeframeFilter: { timePeriod: 'ALL' },
    });
    expect(exportRequest(screen, { ...initialResultsState(1), threshold: 78 }, 0).thresholdScore).toBe(78);
    expect(exportRequest(screen, initialResultsState(1), 0).thresholdScore).toBe(0);
  });

  it('the PDF: both sections, events, stats, the view and the days of the time frame', () => {
    const request = reportRequest(screen, { ...initialResultsState(1), threshold: 80 }, NOW, 0);
    expect(request).toMatchObject({
      statuses: [1, 2],
      sections: ['Upcoming', 'Past'],
      groupResultsBy: 'Events',
      showStats: true,
      favoritesView: 1,
      scoreThreshold: 80,
      startDate: '2025-03-31',
      endDate: '2026-03-31',
      viewByGrouping: 'Season',
      mergeStatusTables: true,
      extraAccountIds: [9],
    });
  });
});

describe('small formats', () => {
  it('a results request carries the state', () => {
    expect(resultsRequest(initialResultsState(0))).toEqual({
      view: 0,
      timeframe: { timePeriod: 'ALL' },
      holeCount: 918,
      threshold: -1,
    });
  });
  it('a score with its to-par', () => {
    expect(scoreWithToPar(72, 0)).toBe('72 (E)');
    expect(scoreWithToPar(150, 6)).toBe('150 (+6)');
    expect(scoreWithToPar(null, null)).toBe('-');
  });
});
