/** Date helpers on ISO strings; all relative to the `now` the caller passes (never the clock). */

const MS_PER_DAY = 86_400_000;

export function addDays(iso: string, days: number): Date {
  return new Date(Date.parse(iso) + days * MS_PER_DAY);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isoDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** A tee time on the given day at `hour` (UTC) plus `minutes`. */
export function teeTime(date: Date, hour: number, minutes: number): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, minutes));
  return isoDateTime(d);
}

export const DAYS_PER_SEASON = 365;
