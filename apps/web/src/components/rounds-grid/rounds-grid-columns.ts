import type { RoundAverages, RoundsTableRow } from '@linksight/api-contract';
import {
  formatAverageVsPar,
  formatScoreVsPar,
  GRID_AGGREGATE_DECIMALS,
  NOT_RECORDED,
  roundTo,
  tournamentLink,
} from '@linksight/golf-core';
import { format, parseISO } from 'date-fns';

export type AverageKey = keyof RoundAverages;

/** A grid column: a text column (Date, Tournament, Course) or a numeric one with a Round Averages cell. */
export type TextColumnId = 'startDate' | 'tournament' | 'course';
export type GridColumn = { id: TextColumnId; label: string } | { id: AverageKey; label: string };

/** spec 3 §3 rounds-grid row, in the spec's order; labels are the product's column headers. */
export const GRID_COLUMNS: readonly GridColumn[] = [
  { id: 'startDate', label: 'Date' },
  { id: 'tournament', label: 'Tournament' },
  { id: 'course', label: 'Course' },
  { id: 'yards', label: 'Yards' },
  { id: 'score', label: 'Score' },
  { id: 'scoreToPar', label: 'To Par' },
  { id: 'birdieOrBetter', label: 'Holes Under Par' },
  { id: 'onePutts', label: '1 Putts' },
  { id: 'fir', label: 'FIR %' },
  { id: 'gir', label: 'GIR %' },
  { id: 'upDown', label: 'Up/Down %' },
  { id: 'approachProxAfter', label: 'Approach Prox ft' },
  { id: 'girPuttProxStart', label: 'GIR Putt Prox ft' },
  { id: 'scrambleFirstPuttProxStart', label: 'Scramble 1st Putt Prox ft' },
  { id: 'putts', label: 'Putts' },
  { id: 'madeFeetPutt', label: 'Made Putt ft' },
  { id: 'totalFeetPutt', label: 'Total Putt ft' },
  { id: 'madeFeetPuttPercentage', label: 'Made Putt %' },
];

export const isNumericColumn = (column: GridColumn): column is { id: AverageKey; label: string } =>
  column.id in GRID_AGGREGATE_DECIMALS;

/**
 * What a missing value (no opportunity, nothing recorded) shows: golf-core's one rule for an unrecorded
 * measurement, so Yards and the putt feet of a CSV import read "—", never 0.
 */
export const NO_VALUE = NOT_RECORDED;

/**
 * spec 3 §2 names Angular's "long date" for round rows (MMMM d, yyyy); the grid's "short date" is the
 * same family's shortDate, M/d/yy.
 */
export const shortDate = (iso: string): string => format(parseISO(iso), 'M/d/yy');

/**
 * Columns of measured lengths: every row shows their column's decimals, so a column reads "24.00" above
 * "26.94" (it had mixed "24" and "26.94", "277" and "404.2").
 */
const MEASURED_COLUMNS: ReadonlySet<AverageKey> = new Set([
  'approachProxAfter',
  'girPuttProxStart',
  'scrambleFirstPuttProxStart',
  'madeFeetPutt',
  'totalFeetPutt',
]);

/**
 * A round's numeric cell: To Par as E/+n/-n, a measured length at its column's decimals (proximities 2),
 * counts and percents as the whole numbers they are.
 */
export function formatRowValue(key: AverageKey, value: number | null): string {
  if (value === null) return NO_VALUE;
  if (key === 'scoreToPar') return formatScoreVsPar(value);
  if (MEASURED_COLUMNS.has(key)) return value.toFixed(GRID_AGGREGATE_DECIMALS[key]);
  return String(roundTo(value, GRID_AGGREGATE_DECIMALS[key]));
}

/**
 * A Round Averages cell (spec 3 §3): percent columns whole numbers, proximity columns 2 decimals,
 * counts 1 decimal; To Par keeps the E/+n/-n form.
 */
export function formatAverage(key: AverageKey, value: number | null): string {
  if (value === null) return NO_VALUE;
  if (key === 'scoreToPar') return formatAverageVsPar(value);
  return value.toFixed(GRID_AGGREGATE_DECIMALS[key]);
}

/** A text cell; `note` is a second line under it (a round in progress, as on its scorecard row). */
export type TextCell = { text: string; href: string | null; note?: string };

/** Marks a round still being played: its row is shown, Round Averages leave it out (golf-core). */
export const IN_PROGRESS_NOTE = 'in progress';

/** The Date, Tournament and Course cells; a tournament with a page links to it (https://-prefixed, spec 3 §5). */
export function textCell(id: TextColumnId, row: RoundsTableRow): TextCell {
  if (id === 'startDate')
    return {
      text: shortDate(row.startDate),
      href: null,
      ...(row.isCompleted ? {} : { note: IN_PROGRESS_NOTE }),
    };
  if (id === 'course') return { text: row.course, href: null };
  if (row.tournament === null) return { text: NO_VALUE, href: null };
  return { text: row.tournament, href: tournamentLink(row.tournamentURL) };
}
