import { exportFileName, fileNamePart } from '../format/file-names';
import type { EventFilter, EventTypeId, LocaleTypeId, ScheduleViewBy } from './options';
import {
  DEFAULT_EVENT_TYPES,
  DEFAULT_LOCALE_TYPES,
  DEFAULT_EVENT_FILTER,
  DEFAULT_MERGE_STATUS_TABLES,
  DEFAULT_VIEW_BY,
} from './options';
import { DEFAULT_SCHEDULE_STATUSES, type ScheduleStatusId } from './statuses';
import { DEFAULT_FAVORITES_VIEW, FAVORITES_VIEW_FEATURED, type FavoritesView } from './favorites-view';

/**
 * The schedule PDF report (spec 3 §2 report-parameters dialog "Player Schedule"; §3 Report options; §7
 * schedule PDF report) and its file name.
 */

/**
 * Report sections. Decision (the spec names a Sections option and "Past sections" only): Upcoming (the
 * upcoming events, filtered and grouped as on screen) and Past (the player's results: historical events or
 * best rounds within the time frame and score threshold, with the metrics when Show Stats is on).
 */
export const SCHEDULE_REPORT_SECTIONS = ['Upcoming', 'Past'] as const;
export type ScheduleReportSection = (typeof SCHEDULE_REPORT_SECTIONS)[number];

/**
 * GroupResultsBy of the Past section. Decision (spec 3 §3 names the option only): Events lists the
 * historical events; Rounds lists My Featured/Best Rounds of the favorites view.
 */
export const GROUP_RESULTS_BY = ['Events', 'Rounds'] as const;
export type GroupResultsBy = (typeof GROUP_RESULTS_BY)[number];

/** spec 3 §7 schedule PDF report request, with lists as arrays and days as yyyy-mm-dd. */
export type ScheduleReportOptions = {
  statuses: ScheduleStatusId[];
  tournamentTypes: EventTypeId[];
  localeTypes: LocaleTypeId[];
  /** Filter To of the Options overlay (not among spec 3 §3's report options; the screen's choice). */
  eventFilter: EventFilter;
  /** Time frame of the Past section by calendar day; both null = All Time. */
  startDate: string | null;
  endDate: string | null;
  /** 0 All, else the highest score listed (Score view). */
  scoreThreshold: number;
  sections: ScheduleReportSection[];
  mergeStatusTables: boolean;
  viewByGrouping: ScheduleViewBy;
  groupResultsBy: GroupResultsBy;
  extraAccountIds: number[];
  favoritesView: FavoritesView;
  showStats: boolean;
};

/**
 * The report-parameters dialog's starting values: the schedule defaults (spec 3 §9), both sections, All
 * Time, threshold All, Events, stats shown. The screen starts it from its own current selection instead;
 * the Reports page's Preview (issue 19) uses these.
 */
export function defaultScheduleReportOptions(): ScheduleReportOptions {
  return {
    statuses: [...DEFAULT_SCHEDULE_STATUSES],
    tournamentTypes: [...DEFAULT_EVENT_TYPES],
    localeTypes: [...DEFAULT_LOCALE_TYPES],
    eventFilter: DEFAULT_EVENT_FILTER,
    startDate: null,
    endDate: null,
    scoreThreshold: 0,
    sections: ['Upcoming', 'Past'],
    mergeStatusTables: DEFAULT_MERGE_STATUS_TABLES,
    viewByGrouping: DEFAULT_VIEW_BY,
    groupResultsBy: 'Events',
    extraAccountIds: [],
    favoritesView: DEFAULT_FAVORITES_VIEW,
    showStats: true,
  };
}

/** The sections in the order they print, whatever order they were ticked in. */
export const orderedSections = (sections: readonly ScheduleReportSection[]): ScheduleReportSection[] =>
  SCHEDULE_REPORT_SECTIONS.filter((s) => sections.includes(s));

/** "2025-03-07" → "3_7_2025" (spec 3 §7: dates m_d_yyyy, no leading zeros). */
export function fileNameDate(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${Number(month)}_${Number(date)}_${Number(year)}`;
}

/**
 * The schedule PDF's file name (spec 3 §7: "first-last-sections-Schedule-Report.pdf; for Past sections a
 * name ending -Report, optional -With-{x}-Only, and dates m_d_yyyy"). The exact rule (issue 18 decision):
 *
 * - parts are the player's first and last name (each through `fileNamePart`: letters and digits kept, any
 *   other run one hyphen; empty parts left out) and the sections in print order joined by hyphens;
 * - without a Past section: `{first}-{last}-{sections}-Schedule-Report.pdf`,
 *   e.g. `Wes-Haugen-Upcoming-Schedule-Report.pdf`;
 * - with a Past section: `{first}-{last}-{sections}[-{start}-{end}][-With-{x}-Only]-Report.pdf`, where
 *   start and end are the time frame's days as m_d_yyyy (left out for All Time, i.e. when either is
 *   null), and x is `Featured` for the Featured view, `{threshold}-Or-Better` for the Score view with a
 *   threshold above 0, and the suffix is left out for the Score view with All (0);
 *   e.g. `Wes-Haugen-Upcoming-Past-3_1_2025-2_28_2026-With-Featured-Only-Report.pdf`,
 *   `Wes-Haugen-Past-With-78-Or-Better-Only-Report.pdf`, `Wes-Haugen-Past-Report.pdf`.
 *
 * Underscores in dates survive because they never pass through `fileNamePart`.
 */
export function schedulePdfFileName(
  player: { firstName?: string | null; lastName?: string | null },
  options: Pick<
    ScheduleReportOptions,
    'sections' | 'startDate' | 'endDate' | 'favoritesView' | 'scoreThreshold'
  >,
): string {
  const sections = orderedSections(options.sections);
  const parts = [player.firstName ?? '', player.lastName ?? '', ...sections]
    .map(fileNamePart)
    .filter((p) => p !== '');
  if (!sections.includes('Past')) return `${[...parts, 'Schedule', 'Report'].join('-')}.pdf`;
  if (options.startDate !== null && options.endDate !== null)
    parts.push(fileNameDate(options.startDate), fileNameDate(options.endDate));
  if (options.favoritesView === FAVORITES_VIEW_FEATURED) parts.push('With', 'Featured', 'Only');
  else if (options.scoreThreshold > 0)
    parts.push('With', String(options.scoreThreshold), 'Or', 'Better', 'Only');
  return `${[...parts, 'Report'].join('-')}.pdf`;
}

/** spec 3 §7: the spreadsheet downloads as "Schedule". */
export const SCHEDULE_SPREADSHEET_FILE_NAME = 'Schedule.xlsx';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Issue 18 decision (the spec names no file for org-schedule-report): `{Organisation}-Schedule-Report.pdf`. */
export const orgSchedulePdfFileName = (organizationName: string): string =>
  exportFileName([organizationName, 'Schedule', 'Report'], 'pdf');
