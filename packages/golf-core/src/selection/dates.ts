/**
 * Calendar helpers on ISO strings. golf-core never reads the clock: callers pass `now`. Months and
 * days are taken in UTC so the same round lands in the same month on the server and in every browser.
 */
export const MS_PER_DAY = 86_400_000;

/**
 * Orders ISO 8601 dates and date-times (same shape, UTC) as time does: their characters in order. Not
 * localeCompare: dates need no collation, and a page's first localeCompare loads the browser's collation
 * data, one 10–30 ms task on these machines (issue 23: My Rounds' scorecard grouping paid it on every load).
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 1–12 */
/** English month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "March 2025": a month group's name (scorecard groups, the My Rounds list). */
export const monthYearName = (value: string | Date): string =>
  `${MONTH_NAMES[monthOf(value) - 1]} ${yearOf(value)}`;

export function monthOf(value: string | Date): number {
  return toDate(value).getUTCMonth() + 1;
}

export function yearOf(value: string | Date): number {
  return toDate(value).getUTCFullYear();
}

/**
 * Calendar days from `a` to `b` (b − a), each taken as its UTC day: a round played yesterday evening is
 * 1 day ago this morning, though fewer than 24 hours have passed.
 */
export function calendarDaysBetween(a: string | Date, b: string | Date): number {
  const day = (v: string | Date) => Date.parse(`${toDate(v).toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.round((day(b) - day(a)) / MS_PER_DAY);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * MS_PER_DAY);
}

/** Calendar months back or forward, clamped to the month's last day (31 Mar − 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export function addYears(date: Date, years: number): Date {
  return addMonths(date, years * 12);
}
