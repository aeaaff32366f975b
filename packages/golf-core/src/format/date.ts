import { toDate } from '../selection/dates';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * spec 3 §2 chart-detail dialog: "date started (MM/dd/yyyy)". Calendar days are read in UTC, like every
 * date of golf-core, so the server and every browser print the same day.
 */
export function formatUsDate(value: string | Date): string {
  const d = toDate(value);
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** A short date (M/d/yy), as the date range selector's Custom entry shows its start and end (spec 3 §2). */
export function formatShortDate(value: string | Date): string {
  const d = toDate(value);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${two(d.getUTCFullYear() % 100)}`;
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "May 3, 2025": the formatted date of news items and events (spec 3 §3 formattedDate). */
export function formatLongDate(value: string | Date): string {
  const d = toDate(value);
  return `${MONTHS_SHORT[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "May 3 – 5, 2025", "Apr 30 – May 1, 2025" or "Dec 30, 2024 – Jan 2, 2025": an event's dates. */
export function formatDateSpan(start: string | Date, end: string | Date): string {
  const a = toDate(start);
  const b = toDate(end);
  const sameYear = a.getUTCFullYear() === b.getUTCFullYear();
  const sameMonth = sameYear && a.getUTCMonth() === b.getUTCMonth();
  if (sameMonth && a.getUTCDate() === b.getUTCDate()) return formatLongDate(a);
  const month = (d: Date) => MONTHS_SHORT[d.getUTCMonth()]!;
  if (sameMonth) return `${month(a)} ${a.getUTCDate()} – ${b.getUTCDate()}, ${b.getUTCFullYear()}`;
  if (sameYear) return `${month(a)} ${a.getUTCDate()} – ${month(b)} ${b.getUTCDate()}, ${b.getUTCFullYear()}`;
  return `${formatLongDate(a)} – ${formatLongDate(b)}`;
}
