import {
  EVENT_TYPES,
  LOCALE_TYPES,
  SCHEDULE_STATUS_LABELS,
  SCHEDULE_STATUS_OPTIONS,
  type EventTypeId,
  type LocaleTypeId,
  type ScheduleStatusId,
} from '@linksight/golf-core';

/** golf-core's option lists in the { value, label } shape the checkbox groups and selects take. */
export const EVENT_TYPE_OPTIONS: { value: EventTypeId; label: string }[] = EVENT_TYPES.map((t) => ({
  value: t.id,
  label: t.name,
}));
export const LOCALE_TYPE_OPTIONS: { value: LocaleTypeId; label: string }[] = LOCALE_TYPES.map((t) => ({
  value: t.id,
  label: t.name,
}));
export const STATUS_OPTIONS: { value: ScheduleStatusId; label: string }[] = SCHEDULE_STATUS_OPTIONS.map(
  (id) => ({ value: id, label: SCHEDULE_STATUS_LABELS[id] }),
);
