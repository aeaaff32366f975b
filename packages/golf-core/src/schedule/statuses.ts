/**
 * spec 3 §4 "Upcoming tournament statuses": 1 In Field, 2 Considering, 3 Qualifying, 4 Applied,
 * 5 Invited, 6 Conflict/WD. The confirmed group is 1, 3, 4 and the considering group 2, 6, 5; the
 * defaults selected are 1, 3, 4, 2, 6 (Invited is off until chosen).
 */
export type ScheduleStatusId = 1 | 2 | 3 | 4 | 5 | 6;

export const SCHEDULE_STATUS_IDS: readonly ScheduleStatusId[] = [1, 2, 3, 4, 5, 6];

export const SCHEDULE_STATUS_LABELS: Readonly<Record<ScheduleStatusId, string>> = {
  1: 'In Field',
  2: 'Considering',
  3: 'Qualifying',
  4: 'Applied',
  5: 'Invited',
  6: 'Conflict/WD',
};

/**
 * The order the Status Filter lists its options (spec 3 §4: labels In Field, Applied, Qualifying,
 * Considering, Invited, Conflict/WD), with the ids of the status mapping above (the spec infers the
 * mapping; its option values "1,4,3,2,6,5" would swap Invited and Conflict/WD, which the mapping does not).
 */
export const SCHEDULE_STATUS_OPTIONS: readonly ScheduleStatusId[] = [1, 4, 3, 2, 5, 6];

export const CONFIRMED_STATUSES: readonly ScheduleStatusId[] = [1, 3, 4];
export const CONSIDERING_STATUSES: readonly ScheduleStatusId[] = [2, 6, 5];
export const DEFAULT_SCHEDULE_STATUSES: readonly ScheduleStatusId[] = [1, 3, 4, 2, 6];

export const isScheduleStatus = (n: unknown): n is ScheduleStatusId =>
  n === 1 || n === 2 || n === 3 || n === 4 || n === 5 || n === 6;

export const isConfirmedStatus = (status: ScheduleStatusId): boolean => CONFIRMED_STATUSES.includes(status);

/** spec 3 §7 player schedule tournaments: the status text of an event row is In Field or Considering. */
export function upcomingStatusText(status: ScheduleStatusId): 'In Field' | 'Considering' {
  return isConfirmedStatus(status) ? 'In Field' : 'Considering';
}

/** spec 3 §2 upcoming events card: the Confirmed and Considering counts. */
export function upcomingCounts(statuses: readonly ScheduleStatusId[]): {
  confirmed: number;
  considering: number;
} {
  let confirmed = 0;
  for (const s of statuses) if (isConfirmedStatus(s)) confirmed++;
  return { confirmed, considering: statuses.length - confirmed };
}

/**
 * spec 3 §3 "Upcoming counts per tournament": how many players have each status at one event (the org
 * schedule report's columns infield, applied, qualifying, considering, invited, conflict).
 */
export type StatusCounts = {
  infield: number;
  applied: number;
  qualifying: number;
  considering: number;
  invited: number;
  conflict: number;
};

const COUNT_KEYS: Readonly<Record<ScheduleStatusId, keyof StatusCounts>> = {
  1: 'infield',
  2: 'considering',
  3: 'qualifying',
  4: 'applied',
  5: 'invited',
  6: 'conflict',
};

export function statusCounts(statuses: readonly ScheduleStatusId[]): StatusCounts {
  const counts: StatusCounts = {
    infield: 0,
    applied: 0,
    qualifying: 0,
    considering: 0,
    invited: 0,
    conflict: 0,
  };
  for (const s of statuses) counts[COUNT_KEYS[s]]++;
  return counts;
}
