import { externalHref } from '../format/link';
import { formatScoreVsPar } from '../format/score';
import type { HistoricalRow } from './historical';
import type { ScheduleViewBy } from './options';
import { SCHEDULE_STATUS_LABELS } from './statuses';
import type { UpcomingRow, UpcomingTable } from './upcoming';

/**
 * The schedule spreadsheet (spec 3 §7 schedule export, downloaded as "Schedule") as plain data: one sheet
 * per section of the screen (Planned Events and Considering Events, or Upcoming Events when merged, then
 * Historical Events), a header row, typed columns and widths. The API hands it to ExcelJS as it is: a
 * `date` cell is a Date at UTC midnight of its day (format m/d/yyyy), a `number` cell a number (format
 * given), a `text` cell a string; null is an empty cell. The header row is frozen.
 */

export type SpreadsheetCellType = 'date' | 'number' | 'text';
export type SpreadsheetCell = Date | number | string | null;
export type SpreadsheetColumn = {
  header: string;
  type: SpreadsheetCellType;
  /** Characters, as ExcelJS's column width. */
  width: number;
  /** Excel number format: m/d/yyyy for dates, 0 or 0.0 for numbers. */
  numFmt?: string;
};
export type SpreadsheetSheet = {
  /** At most 31 characters (Excel's limit). */
  name: string;
  columns: SpreadsheetColumn[];
  rows: SpreadsheetCell[][];
  /** Rows frozen at the top: the header. */
  frozenRows: 1;
};

export const DATE_FORMAT = 'm/d/yyyy';
const text = (header: string, width: number): SpreadsheetColumn => ({ header, type: 'text', width });
const date = (header: string): SpreadsheetColumn => ({
  header,
  type: 'date',
  width: 12,
  numFmt: DATE_FORMAT,
});
const number = (header: string, width: number, numFmt = '0'): SpreadsheetColumn => ({
  header,
  type: 'number',
  width,
  numFmt,
});

/** A calendar day (yyyy-mm-dd) as the Date ExcelJS writes as that day. */
export const dayCell = (day: string | null): Date | null =>
  day === null ? null : new Date(`${day}T00:00:00Z`);
/** "City, State", or whichever is known. */
export const locationText = (row: { city: string | null; state: string | null }): string | null =>
  [row.city, row.state].filter((p) => p !== null && p !== '').join(', ') || null;

const GROUP_HEADERS: Record<ScheduleViewBy, string> = { Month: 'Month', Season: 'Season', Events: 'Event' };

function upcomingSheet(table: UpcomingTable<UpcomingRow>, viewBy: ScheduleViewBy, withPlayer: boolean) {
  const columns: SpreadsheetColumn[] = [
    text(GROUP_HEADERS[viewBy], 18),
    ...(withPlayer ? [text('Player', 22)] : []),
    text('Tournament', 36),
    text('Course', 28),
    text('Location', 22),
    date('Start Date'),
    date('End Date'),
    text('Status', 14),
    text('Note', 40),
    text('Tournament URL', 36),
  ];
  const rows = table.groups.flatMap((g) =>
    g.rows.map((r): SpreadsheetCell[] => [
      g.label,
      ...(withPlayer ? [r.playerName] : []),
      r.tournamentName,
      r.courseName,
      locationText(r),
      dayCell(r.startDate),
      dayCell(r.endDate),
      SCHEDULE_STATUS_LABELS[r.status],
      r.note,
      externalHref(r.tournamentUrl),
    ]),
  );
  return { name: table.title, columns, rows, frozenRows: 1 as const };
}

/** "72 (E), 70 (-2)": a historical row's round scores with their to-par. */
export const roundScoresText = (
  row: Pick<HistoricalRow, 'roundScores' | 'roundScoresVsPar'>,
): string | null =>
  row.roundScores.length === 0
    ? null
    : row.roundScores.map((s, i) => `${s} (${formatScoreVsPar(row.roundScoresVsPar[i] ?? 0)})`).join(', ');

function historicalSheet(rows: readonly HistoricalRow[]): SpreadsheetSheet {
  return {
    name: 'Historical Events',
    columns: [
      text('Tournament', 36),
      text('Course', 28),
      text('Location', 22),
      date('Start Date'),
      date('End Date'),
      date('Date Played'),
      number('Yards', 8),
      number('Score', 8),
      number('Avg', 8, '0.0'),
      number('Raw Score To Par', 10),
      number('Avg Raw Score To Par', 10, '0.0'),
      text('Round Scores', 28),
      number('Best Round', 8),
      number('Best Round To Par', 10),
      text('Note', 40),
      text('Tournament URL', 36),
    ],
    rows: rows.map((r) => [
      r.tournamentName,
      r.courseName,
      locationText(r),
      dayCell(r.startDate),
      dayCell(r.endDate),
      dayCell(r.datePlayed),
      r.yards,
      r.score,
      r.avgScore,
      r.rawScoreToPar,
      r.avgRawScoreToPar,
      roundScoresText(r),
      r.bestRoundScore,
      r.bestRoundScoreToPar,
      r.note,
      externalHref(r.tournamentUrl),
    ]),
    frozenRows: 1,
  };
}

/**
 * The workbook: the arranged upcoming tables (`arrangeUpcoming`) in order, then the historical rows
 * (already filtered). The Player column appears when additional players are shown. A section without
 * rows is still a sheet with its header, so the file always has the same sheets for the same options.
 */
export function scheduleWorkbook(input: {
  upcomingTables: readonly UpcomingTable<UpcomingRow>[];
  viewBy: ScheduleViewBy;
  hasExtraPlayers: boolean;
  historical: readonly HistoricalRow[];
}): SpreadsheetSheet[] {
  return [
    ...input.upcomingTables.map((t) => upcomingSheet(t, input.viewBy, input.hasExtraPlayers)),
    historicalSheet(input.historical),
  ];
}
