import { MONTH_NAMES, calendarDaysBetween, compareIso } from '../selection/dates';
import { seasonOfDate } from '../selection/seasons';
import type { EventFilter, EventTypeId, LocaleTypeId, ScheduleOptions, ScheduleViewBy } from './options';
import { isConfirmedStatus, upcomingCounts, type ScheduleStatusId } from './statuses';

/**
 * The Upcoming Events panel (spec 3 §2 Player tournaments screen; §3 Tournament row; §4 statuses; §9
 * shortest days between). The API answers every upcoming row of the player and of the additional players;
 * the screen, the PDF and the spreadsheet filter and arrange them with these functions.
 */

/** The tournament an entry is about (spec 3 §3 Tournament row). Dates are calendar days, yyyy-mm-dd. */
export type ScheduleTournament = {
  tournamentId: number;
  tournamentName: string;
  /** As typed; shown through `externalHref` (spec 3 §5: https:// prefixed, new tab). */
  tournamentUrl: string | null;
  courseName: string | null;
  city: string | null;
  state: string | null;
  startDate: string;
  endDate: string;
  eventType: EventTypeId;
  localeType: LocaleTypeId;
  isTeamEvent: boolean;
};

/** One upcoming schedule entry, of the player or of an additional player (marked by `accountId`). */
export type UpcomingRow = ScheduleTournament & {
  accountId: number;
  playerName: string;
  status: ScheduleStatusId;
  note: string | null;
};

/** spec 3 §2 Filter To: team events are the tournaments marked `isTeamEvent`. */
export function matchesEventFilter(isTeamEvent: boolean, filter: EventFilter): boolean {
  return filter === 'All' || (filter === 'Team') === isTeamEvent;
}

/** The rows the options keep: a selected status, event type and locale type, and the Filter To choice. */
export function filterUpcomingRows<T extends UpcomingRow>(
  rows: readonly T[],
  options: Pick<ScheduleOptions, 'statuses' | 'eventTypes' | 'localeTypes' | 'eventFilter'>,
): T[] {
  return rows.filter(
    (r) =>
      options.statuses.includes(r.status) &&
      options.eventTypes.includes(r.eventType) &&
      options.localeTypes.includes(r.localeType) &&
      matchesEventFilter(r.isTeamEvent, options.eventFilter),
  );
}

/** Soonest first; at one event the player's own row first, then the additional players by name. */
export function sortUpcomingRows<T extends UpcomingRow>(rows: readonly T[], ownAccountId: number): T[] {
  return [...rows].sort(
    (a, b) =>
      compareIso(a.startDate, b.startDate) ||
      a.tournamentName.localeCompare(b.tournamentName) ||
      a.tournamentId - b.tournamentId ||
      Number(b.accountId === ownAccountId) - Number(a.accountId === ownAccountId) ||
      a.playerName.localeCompare(b.playerName),
  );
}

export type UpcomingGroup<T> = { key: string; label: string; rows: T[] };
export type UpcomingTableTitle = 'Upcoming Events' | 'Planned Events' | 'Considering Events';
export type UpcomingTable<T> = { title: UpcomingTableTitle; count: number; groups: UpcomingGroup<T>[] };

/**
 * The group of a row: its start month ("March 2026"), its season ("Spring 2026"; Winter spans New Year,
 * golf-core `seasonOfDate`), or its event (the tournament: the player's row and the additional players' rows
 * at that event together).
 */
export function upcomingGroupOf(
  row: Pick<UpcomingRow, 'startDate' | 'tournamentId' | 'tournamentName'>,
  viewBy: ScheduleViewBy,
): { key: string; label: string } {
  const year = Number(row.startDate.slice(0, 4));
  const month = Number(row.startDate.slice(5, 7));
  if (viewBy === 'Month')
    return { key: row.startDate.slice(0, 7), label: `${MONTH_NAMES[month - 1]} ${year}` };
  if (viewBy === 'Season') {
    const s = seasonOfDate(year, month);
    return { key: `${s.year}-${s.season}`, label: `${s.season} ${s.year}` };
  }
  return { key: `event-${row.tournamentId}`, label: row.tournamentName };
}

function groupRows<T extends UpcomingRow>(rows: readonly T[], viewBy: ScheduleViewBy): UpcomingGroup<T>[] {
  const groups = new Map<string, UpcomingGroup<T>>();
  for (const row of rows) {
    const { key, label } = upcomingGroupOf(row, viewBy);
    const group = groups.get(key) ?? { key, label, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * spec 3 §2: the upcoming rows in one grid (merged, titled Upcoming Events) or as Planned Events (the
 * confirmed statuses 1, 3, 4) and Considering Events (2, 6, 5), each grouped by the view-by choice in date
 * order. A split table with no rows is still listed (the screen shows its empty state).
 */
export function arrangeUpcoming<T extends UpcomingRow>(
  rows: readonly T[],
  options: ScheduleOptions,
  ownAccountId: number,
): UpcomingTable<T>[] {
  const kept = sortUpcomingRows(filterUpcomingRows(rows, options), ownAccountId);
  const table = (title: UpcomingTableTitle, list: T[]): UpcomingTable<T> => ({
    title,
    count: list.length,
    groups: groupRows(list, options.viewBy),
  });
  if (options.mergeStatusTables) return [table('Upcoming Events', kept)];
  return [
    table(
      'Planned Events',
      kept.filter((r) => isConfirmedStatus(r.status)),
    ),
    table(
      'Considering Events',
      kept.filter((r) => !isConfirmedStatus(r.status)),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------
// Upcoming metrics (spec 3 §4: "Changes to filters reset the upcoming metrics"; §9 shortest days between)

/** spec 3 §9: shortest-days-between starts at 9999, shown as "-". */
export const NO_DAYS_BETWEEN = 9999;

/**
 * The fewest days between one event and the next: from an event's last day to the next event's first day
 * (back-to-back events are 1 day apart, overlapping ones 0), over the player's own kept events in date
 * order. Decision: the spec gives only the 9999 start; the gap is counted end to start because that is the
 * rest a player gets between events. Fewer than two events → 9999.
 */
export function shortestDaysBetween(events: readonly Pick<UpcomingRow, 'startDate' | 'endDate'>[]): number {
  const ordered = [...events].sort((a, b) => compareIso(a.startDate, b.startDate));
  let shortest = NO_DAYS_BETWEEN;
  for (let i = 1; i < ordered.length; i++)
    shortest = Math.min(
      shortest,
      Math.max(0, calendarDaysBetween(ordered[i - 1]!.endDate, ordered[i]!.startDate)),
    );
  return shortest;
}

/** "-" for 9999 (spec 3 §9), else the number. */
export const formatDaysBetween = (days: number): string => (days >= NO_DAYS_BETWEEN ? '-' : String(days));

/** Rounds an event has: one a day from its first to its last day (the tournaments table keeps no count). */
export const numberOfRounds = (t: Pick<ScheduleTournament, 'startDate' | 'endDate'>): number =>
  Math.max(1, calendarDaysBetween(t.startDate, t.endDate) + 1);

/** The upcoming panel's figures: the player's own kept events (additional players' rows never count). */
export type UpcomingMetrics = {
  count: number;
  confirmed: number;
  considering: number;
  rounds: number;
  shortestDaysBetween: number;
};

export function upcomingMetrics(
  rows: readonly UpcomingRow[],
  options: ScheduleOptions,
  ownAccountId: number,
): UpcomingMetrics {
  const own = filterUpcomingRows(rows, options).filter((r) => r.accountId === ownAccountId);
  return {
    count: own.length,
    ...upcomingCounts(own.map((r) => r.status)),
    rounds: own.reduce((s, r) => s + numberOfRounds(r), 0),
    shortestDaysBetween: shortestDaysBetween(own),
  };
}

/**
 * How many of the player's own upcoming events the options leave out (the Invited status is off by default,
 * spec 3 §4): the profile's Upcoming Events card lists them, so the schedule says they are hidden, not gone.
 */
export function hiddenUpcomingCount(
  rows: readonly UpcomingRow[],
  options: ScheduleOptions,
  ownAccountId: number,
): number {
  const own = rows.filter((r) => r.accountId === ownAccountId);
  return own.length - filterUpcomingRows(own, options).length;
}
