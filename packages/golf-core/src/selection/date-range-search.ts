import { formatShortDate } from '../format/date';
import { addDays, addMonths, addYears } from './dates';
import { fuzzyScore, FUZZY_BASELINE } from './fuzzy';

export type DateRange = { start: Date | null; end: Date | null };
/** spec 3 §3 range option: label and date range. */
export type RangeOption = { label: string; dateRange: DateRange };

/** The unit list is "not shown" in the spec; we offer days, weeks, months and years. */
export type RangeUnit = 'Days' | 'Weeks' | 'Months' | 'Years';
export const RANGE_UNITS: readonly RangeUnit[] = ['Days', 'Weeks', 'Months', 'Years'];
/** spec 3 §9: custom-unit suggestions 6, 12, 24, 36. */
export const UNIT_SUGGESTIONS = [6, 12, 24, 36] as const;
/** spec 3 §9: search boxes act after a 200 ms pause in typing (applied by the UI). */
export const SEARCH_DEBOUNCE_MS = 200;

const SINGULAR: Record<RangeUnit, string> = { Days: 'Day', Weeks: 'Week', Months: 'Month', Years: 'Year' };

/** "Last N Unit" ending now; N = 1 uses the singular ("Last 1 Week"). */
export function lastNOption(n: number, unit: RangeUnit, now: Date): RangeOption {
  const start =
    unit === 'Days'
      ? addDays(now, -n)
      : unit === 'Weeks'
        ? addDays(now, -7 * n)
        : unit === 'Months'
          ? addMonths(now, -n)
          : addYears(now, -n);
  return { label: `Last ${n} ${n === 1 ? SINGULAR[unit] : unit}`, dateRange: { start, end: now } };
}

/** spec 3 §9: date range default options Last 12 Months, Last 24 Months, All Time. */
export function defaultRangeOptions(now: Date): RangeOption[] {
  return [
    lastNOption(12, 'Months', now),
    lastNOption(24, 'Months', now),
    { label: 'All Time', dateRange: { start: null, end: null } },
  ];
}

/**
 * Abbreviations people type that a fuzzy score of the whole word rates too low ("yr" shares two letters
 * with "Years"): read as their unit before fuzzy matching.
 */
const UNIT_ABBREVIATIONS: Readonly<Record<string, RangeUnit>> = {
  d: 'Days',
  w: 'Weeks',
  wk: 'Weeks',
  wks: 'Weeks',
  m: 'Months',
  mo: 'Months',
  mos: 'Months',
  mth: 'Months',
  mths: 'Months',
  y: 'Years',
  yr: 'Years',
  yrs: 'Years',
};

function matchUnit(word: string): RangeUnit | null {
  const abbreviation = UNIT_ABBREVIATIONS[word.toLowerCase()];
  if (abbreviation) return abbreviation;
  let best: RangeUnit | null = null;
  let bestScore = 0;
  for (const unit of RANGE_UNITS) {
    const score = Math.max(fuzzyScore(word, unit), fuzzyScore(word, SINGULAR[unit]));
    if (score > bestScore) [best, bestScore] = [unit, score];
  }
  return bestScore >= FUZZY_BASELINE ? best : null;
}

/**
 * spec 3 §5 date range search: empty → the default options; a number plus a unit word (fuzzy) → one
 * "Last N unit" option; a number alone → Last N for every unit; a unit alone → Last 6/12/24/36 unit.
 * Anything else → no options.
 */
export function searchDateRanges(text: string, now: Date): RangeOption[] {
  const query = text.trim();
  if (query === '') return defaultRangeOptions(now);
  const match = /^(\d+)?\s*([A-Za-z]*)$/.exec(query);
  if (!match) return [];
  const n = match[1] ? Number(match[1]) : null;
  const word = match[2] ?? '';
  if (n !== null && n <= 0) return [];
  if (n !== null && word === '') return RANGE_UNITS.map((u) => lastNOption(n, u, now));
  const unit = matchUnit(word);
  if (!unit) return [];
  if (n !== null) return [lastNOption(n, unit, now)];
  return UNIT_SUGGESTIONS.map((k) => lastNOption(k, unit, now));
}

/** spec 3 §3 date range: start, end and the label shown on the selector's button. */
export type LabelledDateRange = DateRange & { label: string };

/** The calendar day (UTC) of a date as yyyy-mm-dd; null stays null (an open end). */
export function toIsoDay(date: Date | null): string | null {
  return date === null ? null : date.toISOString().slice(0, 10);
}

/**
 * spec 3 §4: the selector updates its value only when the start or the end date, compared by day,
 * differs from the current one (picking "Last 12 Months" again a minute later changes nothing).
 */
export function isSameRangeByDay(a: DateRange, b: DateRange): boolean {
  return toIsoDay(a.start) === toIsoDay(b.start) && toIsoDay(a.end) === toIsoDay(b.end);
}

/** The option of `options` whose range equals `range` by day, for the check mark (spec 3 §2). */
export function findRangeOption<T extends RangeOption>(options: readonly T[], range: DateRange): T | null {
  return options.find((o) => isSameRangeByDay(o.dateRange, range)) ?? null;
}

/** spec 3 §2: the Custom entry shows the chosen start - end as short dates ("1/5/25 - 3/9/25"). */
export function customRangeLabel(range: DateRange): string {
  const part = (d: Date | null) => (d === null ? '…' : formatShortDate(d));
  return `${part(range.start)} - ${part(range.end)}`;
}
