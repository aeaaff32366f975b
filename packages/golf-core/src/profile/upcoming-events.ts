/**
 * The profile dashboard's upcoming events card (spec 3 §2). The status rules it shows (ids, labels,
 * the confirmed and considering groups, the counts) are the schedule's: `../schedule/statuses.ts`.
 */

/** spec 3 §9: the profile dashboard lists 5 upcoming events. */
export const DASHBOARD_UPCOMING_EVENTS = 5;
