import { addDays, addMonths, addYears, monthOf, toDate, yearOf } from './dates';
import type { RoundMeta } from './round-meta';
import { byNewest } from './round-meta';
import { previousSeason, seasonOfDate, type SeasonOfYear } from './seasons';

/** spec 3 §4 selection types. */
export type QuickSet =
  | 'Last 6 Rounds'
  | 'Last 3 Tournaments'
  | 'Past 30 Days'
  | 'Current Season'
  | '2 Seasons'
  | 'Past 12 Months'
  | 'Past 2 Years'
  | 'Custom';

export const QUICK_SETS: readonly QuickSet[] = [
  'Last 6 Rounds',
  'Last 3 Tournaments',
  'Past 30 Days',
  'Current Season',
  '2 Seasons',
  'Past 12 Months',
  'Past 2 Years',
  'Custom',
];

// spec 3 §9 quick sets: last 6 rounds; rounds of the 3 most recent tournaments; past 30 days; current
// season; current plus previous season; past 12 months; past 24 months.
export const LAST_ROUNDS_COUNT = 6;
export const LAST_TOURNAMENTS_COUNT = 3;
export const PAST_DAYS = 30;
export const PAST_12_MONTHS = 12;
export const PAST_2_YEARS_MONTHS = 24;

const sameSeason = (a: SeasonOfYear, b: SeasonOfYear): boolean => a.season === b.season && a.year === b.year;

/** The rounds of the `count` most recent tournaments (by each tournament's latest round). */
export function roundsOfLastTournaments(rounds: readonly RoundMeta[], count: number): RoundMeta[] {
  const chosen = new Set<number>();
  for (const r of [...rounds].sort(byNewest)) {
    if (r.tournamentId === null) continue;
    if (chosen.size < count) chosen.add(r.tournamentId);
  }
  return rounds.filter((r) => r.tournamentId !== null && chosen.has(r.tournamentId));
}

/**
 * Round ids of a quick set, newest first. `Custom` returns null: the current manual selection stays.
 * Rounds after `now` are ignored.
 */
export function quickSetRoundIds(
  quickSet: QuickSet,
  rounds: readonly RoundMeta[],
  now: Date,
): number[] | null {
  const past = rounds.filter((r) => toDate(r.playedAt) <= now).sort(byNewest);
  const after = (start: Date) => past.filter((r) => toDate(r.playedAt) > start);
  const current = seasonOfDate(yearOf(now), monthOf(now));
  const inSeasons = (seasons: SeasonOfYear[]) =>
    past.filter((r) => {
      const s = seasonOfDate(yearOf(r.playedAt), monthOf(r.playedAt));
      return seasons.some((x) => sameSeason(x, s));
    });
  let chosen: RoundMeta[];
  switch (quickSet) {
    case 'Last 6 Rounds':
      chosen = past.slice(0, LAST_ROUNDS_COUNT);
      break;
    case 'Last 3 Tournaments':
      chosen = roundsOfLastTournaments(past, LAST_TOURNAMENTS_COUNT);
      break;
    case 'Past 30 Days':
      chosen = after(addDays(now, -PAST_DAYS));
      break;
    case 'Current Season':
      chosen = inSeasons([current]);
      break;
    case '2 Seasons':
      chosen = inSeasons([current, previousSeason(current)]);
      break;
    case 'Past 12 Months':
      chosen = after(addMonths(now, -PAST_12_MONTHS));
      break;
    case 'Past 2 Years':
      chosen = after(addMonths(now, -PAST_2_YEARS_MONTHS));
      break;
    case 'Custom':
      return null;
  }
  return chosen.map((r) => r.id);
}

/** Quick sets that count rounds or tournaments rather than cover a stretch of days. */
const COUNTED_QUICK_SETS: ReadonlySet<QuickSet> = new Set(['Last 6 Rounds', 'Last 3 Tournaments']);

/**
 * The rounds a page that shows rounds (My Rounds) lists for a quick set. A set that counts ("Last 6 Rounds",
 * "Last 3 Tournaments") counts finished rounds, as the dashboard's overviews of the same name do: the same
 * six rounds, the same averages, and six rows, not five and a round in progress. A set of days ("Past 30
 * Days", seasons, months) lists every round played in it, a round in progress too (the page marks it and
 * leaves it out of per-round figures). Newest first; `Custom` returns null.
 */
export function quickSetViewRoundIds(
  quickSet: QuickSet,
  rounds: readonly RoundMeta[],
  now: Date,
): number[] | null {
  return quickSetRoundIds(
    quickSet,
    COUNTED_QUICK_SETS.has(quickSet) ? rounds.filter((r) => r.isCompleted) : rounds,
    now,
  );
}

/** spec 3 §4: quick options with no rounds are disabled. Custom is always available. */
export function isQuickSetAvailable(quickSet: QuickSet, rounds: readonly RoundMeta[], now: Date): boolean {
  const ids = quickSetRoundIds(quickSet, rounds, now);
  return ids === null || ids.length > 0;
}

/** spec 2 §4 year selector entries besides individual years. */
export type YearChoice = number | 'Last 12 Months' | 'Prior 12 Months';

/**
 * spec 2 §5: Last 12 Months means after the date one year ago; Prior 12 Months means between two years
 * ago and one year ago. An empty selection means All.
 */
export function matchesYears(playedAt: string, years: readonly YearChoice[], now: Date): boolean {
  if (years.length === 0) return true;
  const date = toDate(playedAt);
  const oneYearAgo = addYears(now, -1);
  const twoYearsAgo = addYears(now, -2);
  return years.some((choice) => {
    if (choice === 'Last 12 Months') return date > oneYearAgo;
    if (choice === 'Prior 12 Months') return date > twoYearsAgo && date <= oneYearAgo;
    return yearOf(date) === choice;
  });
}
