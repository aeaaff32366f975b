import { SCHEDULE_STATUS_IDS, type ScheduleStatusId } from './statuses';

/**
 * The schedule's Options overlay (spec 3 §2 Player tournaments screen: Event Type, Locale Type, Filter To,
 * Status Filter, Merge Confirmed/Considering, View By) with the defaults of spec 3 §9 and the Select All
 * rules of spec 3 §5, worded exactly as the spec words them.
 */

/** spec 3 §9: event types 3, 10, 11 (Tournament, Qualifier, Match): the round type ids of spec 3 §3. */
export type EventTypeId = 3 | 10 | 11;
export const EVENT_TYPES: readonly { id: EventTypeId; name: string }[] = [
  { id: 3, name: 'Tournament' },
  { id: 10, name: 'Qualifier' },
  { id: 11, name: 'Match' },
];
export const EVENT_TYPE_IDS: readonly EventTypeId[] = [3, 10, 11];
export const DEFAULT_EVENT_TYPES: readonly EventTypeId[] = [3, 10, 11];
export const isEventType = (n: unknown): n is EventTypeId => n === 3 || n === 10 || n === 11;

/** spec 3 §9: locale types 1, 3, 4 (Local, National, High School); the only ones the product knows. */
export type LocaleTypeId = 1 | 3 | 4;
export const LOCALE_TYPES: readonly { id: LocaleTypeId; name: string }[] = [
  { id: 1, name: 'Local' },
  { id: 3, name: 'National' },
  { id: 4, name: 'High School' },
];
export const LOCALE_TYPE_IDS: readonly LocaleTypeId[] = [1, 3, 4];
export const DEFAULT_LOCALE_TYPES: readonly LocaleTypeId[] = [1, 3, 4];
export const isLocaleType = (n: unknown): n is LocaleTypeId => n === 1 || n === 3 || n === 4;

/** spec 3 §2 Filter To: every event, individual events only, or team events only (`isTeamEvent`). */
export type EventFilter = 'All' | 'Individual' | 'Team';
export const EVENT_FILTERS: readonly EventFilter[] = ['All', 'Individual', 'Team'];
export const DEFAULT_EVENT_FILTER: EventFilter = 'All';

/** spec 3 §2: the Upcoming Events view-by select. */
export type ScheduleViewBy = 'Month' | 'Season' | 'Events';
export const SCHEDULE_VIEW_BY: readonly ScheduleViewBy[] = ['Month', 'Season', 'Events'];
/** Decision (the spec lists the options, not the default): Month, the first option. */
export const DEFAULT_VIEW_BY: ScheduleViewBy = 'Month';
/** Decision: split into Planned Events and Considering Events unless the player merges them. */
export const DEFAULT_MERGE_STATUS_TABLES = false;

/** Every Options-overlay choice that filters and arranges the upcoming rows. */
export type ScheduleOptions = {
  statuses: ScheduleStatusId[];
  eventTypes: EventTypeId[];
  localeTypes: LocaleTypeId[];
  eventFilter: EventFilter;
  mergeStatusTables: boolean;
  viewBy: ScheduleViewBy;
};

export function defaultScheduleOptions(): ScheduleOptions {
  return {
    statuses: [1, 3, 4, 2, 6],
    eventTypes: [...DEFAULT_EVENT_TYPES],
    localeTypes: [...DEFAULT_LOCALE_TYPES],
    eventFilter: DEFAULT_EVENT_FILTER,
    mergeStatusTables: DEFAULT_MERGE_STATUS_TABLES,
    viewBy: DEFAULT_VIEW_BY,
  };
}

// ---------------------------------------------------------------------------------------------------
// Select All (spec 3 §5). Each rule looks only at how many are selected, as the spec words it.

/**
 * spec 3 §5: "Event type Select All: if two are selected it clears, else selects all three (the checked
 * state tests for length 2)". So with all three selected, Select All selects all three again.
 */
export function selectAllEventTypes(selected: readonly EventTypeId[]): EventTypeId[] {
  return selected.length === 2 ? [] : [...EVENT_TYPE_IDS];
}
/** spec 3 §5: the event type Select All box shows checked when two are selected. */
export const isAllEventTypesChecked = (selected: readonly EventTypeId[]): boolean => selected.length === 2;

/** spec 3 §5: "Locale Select All: clears if 3 selected, else all". */
export function selectAllLocaleTypes(selected: readonly LocaleTypeId[]): LocaleTypeId[] {
  return selected.length === 3 ? [] : [...LOCALE_TYPE_IDS];
}
export const isAllLocaleTypesChecked = (selected: readonly LocaleTypeId[]): boolean => selected.length === 3;

/** spec 3 §5: "Status Select All: clears if 6 selected, else all six" (spec 3 §4: all six or none). */
export function selectAllStatuses(selected: readonly ScheduleStatusId[]): ScheduleStatusId[] {
  return selected.length === 6 ? [] : [...SCHEDULE_STATUS_IDS];
}
export const isAllStatusesChecked = (selected: readonly ScheduleStatusId[]): boolean => selected.length === 6;

/** Ticks or unticks one option, keeping the list free of repeats (the order is the order of ticking). */
export function toggleOption<T>(selected: readonly T[], value: T): T[] {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
}
