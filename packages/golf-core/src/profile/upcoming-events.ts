/**
 * spec 3 §4 "Upcoming tournament statuses": 1 In Field, 2 Considering, 3 Qualifying, 4 Applied,
 * 5 Invited, 6 Conflict/WD. The confirmed group is 1, 3, 4 and the considering group 2, 6, 5.
 */
export type ScheduleStatusId = 1 | 2 | 3 | 4 | 5 | 6;

export const SCHEDULE_STATUS_LABELS: Readonly<Record<ScheduleStatusId, string>> = {
  1: 'In Field',
  2: 'Considering',
  3: 'Qualifying',
  4: 'Applied',
  5: 'Invited',
  6: 'Conflict/WD',
};
export const CONFIRMED_STATUSES: readonly ScheduleStatusId[] = [1, 3, 4];
export const CONSIDERING_STATUSES: readonly ScheduleStatusId[] = [2, 6, 5];

export const isScheduleStatus = (n: number | null | undefined): n is ScheduleStatusId =>
  n === 1 || n === 2 || n === 3 || n === 4 || n === 5 || n === 6;

/** spec 3 §9: the profile dashboard lists 5 upcoming events. */
export const DASHBOARD_UPCOMING_EVENTS = 5;

/** spec 3 §7 player schedule tournaments: the status text of an event row is In Field or Considering. */
export function upcomingStatusText(status: ScheduleStatusId): 'In Field' | 'Considering' {
  return CONFIRMED_STATUSES.includes(status) ? 'In Field' : 'Considering';
}

/** spec 3 §2 upcoming events card: the Confirmed and Considering counts. */
export function upcomingCounts(statuses: readonly ScheduleStatusId[]): {
  confirmed: number;
  considering: number;
} {
  let confirmed = 0;
  for (const s of statuses) if (CONFIRMED_STATUSES.includes(s)) confirmed++;
  return { confirmed, considering: statuses.length - confirmed };
}
