import { THRESHOLD_UNSET, type ResultsTimeframe } from '../results/best-metrics';
import {
  DEFAULT_FAVORITES_VIEW,
  isFavoritesView,
  MAX_SCORE_THRESHOLD,
  type FavoritesView,
} from './favorites-view';
import {
  DEFAULT_EVENT_FILTER,
  DEFAULT_EVENT_TYPES,
  DEFAULT_LOCALE_TYPES,
  DEFAULT_MERGE_STATUS_TABLES,
  DEFAULT_VIEW_BY,
  EVENT_FILTERS,
  isEventType,
  isLocaleType,
  SCHEDULE_VIEW_BY,
  type EventFilter,
  type EventTypeId,
  type LocaleTypeId,
  type ScheduleOptions,
  type ScheduleViewBy,
} from './options';
import { DEFAULT_SCHEDULE_STATUSES, isScheduleStatus, type ScheduleStatusId } from './statuses';

/**
 * What the schedule screen keeps in session storage (spec 3 §4 Persistence: statuses, merge flag, view-by,
 * event filter, event types, locale types, score threshold, timeframe, extra accounts, favorites view per
 * account), and the one parser that reads it back: whatever session storage returns (another version's
 * shape, a hand-edited value), each field is kept when valid and falls back to its default alone.
 */

export const SCHEDULE_SELECTION_STORAGE_KEY = 'linksight.schedule.selection';
/** Decision (the spec sets no limit): at most 10 additional players, so the grid stays readable. */
export const MAX_EXTRA_ACCOUNTS = 10;
/** Longest "Last N" a timeframe may ask for (months or rounds). */
export const MAX_TIMEFRAME_COUNT = 1000;

export type ScheduleSelection = {
  statuses: ScheduleStatusId[];
  mergeStatusTables: boolean;
  viewBy: ScheduleViewBy;
  eventFilter: EventFilter;
  eventTypes: EventTypeId[];
  localeTypes: LocaleTypeId[];
  /** −1 unset, 0 All, else a score (My Results, spec 3 §4). */
  scoreThreshold: number;
  timeframe: ResultsTimeframe;
  /** Additional Players to Show (spec 3 §2), in the order added. */
  extraAccountIds: number[];
  /** The favorites view chosen per player's account id; an account not listed uses the default. */
  favoritesViewByAccount: Record<string, FavoritesView>;
};

export function defaultScheduleSelection(): ScheduleSelection {
  return {
    statuses: [...DEFAULT_SCHEDULE_STATUSES],
    mergeStatusTables: DEFAULT_MERGE_STATUS_TABLES,
    viewBy: DEFAULT_VIEW_BY,
    eventFilter: DEFAULT_EVENT_FILTER,
    eventTypes: [...DEFAULT_EVENT_TYPES],
    localeTypes: [...DEFAULT_LOCALE_TYPES],
    scoreThreshold: THRESHOLD_UNSET,
    timeframe: { timePeriod: 'ALL' },
    extraAccountIds: [],
    favoritesViewByAccount: {},
  };
}

/** The Options-overlay part of a selection. */
export function scheduleOptionsOf(selection: ScheduleSelection): ScheduleOptions {
  const { statuses, eventTypes, localeTypes, eventFilter, mergeStatusTables, viewBy } = selection;
  return { statuses, eventTypes, localeTypes, eventFilter, mergeStatusTables, viewBy };
}

/** The favorites view of an account: the one chosen this session, else the default (Featured). */
export function favoritesViewOf(selection: ScheduleSelection, accountId: number): FavoritesView {
  return selection.favoritesViewByAccount[String(accountId)] ?? DEFAULT_FAVORITES_VIEW;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const MAX_ID = 2 ** 31 - 1;
const isId = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_ID;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day yyyy-mm-dd (2025-02-30 is not one). */
export function isIsoDay(v: unknown): v is string {
  if (typeof v !== 'string' || !ISO_DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A list of distinct valid values, or null when the value is not such a list (then the default applies). */
function listOf<T>(value: unknown, check: (v: unknown) => v is T): T[] | null {
  if (!Array.isArray(value) || !value.every(check)) return null;
  return [...new Set(value)];
}

/** A timeframe (spec 3 §3 Timeframe filter), or null when it is not a valid one. */
export function parseResultsTimeframe(value: unknown): ResultsTimeframe | null {
  if (!isRecord(value)) return null;
  if (value.timePeriod === 'ALL') return { timePeriod: 'ALL' };
  if (value.timePeriod !== 'Months' && value.timePeriod !== 'Rounds') return null;
  if (value.timeSelectedType === 'FILTER') {
    const count = value.count;
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_TIMEFRAME_COUNT)
      return null;
    return { timePeriod: value.timePeriod, timeSelectedType: 'FILTER', count: count as number };
  }
  if (value.timeSelectedType === 'DATE') {
    const { startDate, endDate } = value;
    if (!isIsoDay(startDate) || !isIsoDay(endDate) || endDate < startDate) return null;
    return { timePeriod: value.timePeriod, timeSelectedType: 'DATE', startDate, endDate };
  }
  return null;
}

const isThreshold = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= THRESHOLD_UNSET && (v as number) <= MAX_SCORE_THRESHOLD;

/**
 * Reads a stored selection (the parsed JSON, or the raw text). Each field is checked on its own and
 * replaced by its default when missing or invalid; unknown fields are dropped; empty lists of statuses or
 * types are valid (the player cleared them with Select All).
 */
export function parseScheduleSelection(stored: unknown): ScheduleSelection {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      value = null;
    }
  }
  const base = defaultScheduleSelection();
  if (!isRecord(value)) return base;
  const views: Record<string, FavoritesView> = {};
  if (isRecord(value.favoritesViewByAccount))
    for (const [account, view] of Object.entries(value.favoritesViewByAccount))
      if (isId(Number(account)) && String(Number(account)) === account && isFavoritesView(view))
        views[account] = view;
  const extra = listOf(value.extraAccountIds, isId);
  return {
    statuses: listOf(value.statuses, isScheduleStatus) ?? base.statuses,
    mergeStatusTables:
      typeof value.mergeStatusTables === 'boolean' ? value.mergeStatusTables : base.mergeStatusTables,
    viewBy: SCHEDULE_VIEW_BY.includes(value.viewBy as ScheduleViewBy)
      ? (value.viewBy as ScheduleViewBy)
      : base.viewBy,
    eventFilter: EVENT_FILTERS.includes(value.eventFilter as EventFilter)
      ? (value.eventFilter as EventFilter)
      : base.eventFilter,
    eventTypes: listOf(value.eventTypes, isEventType) ?? base.eventTypes,
    localeTypes: listOf(value.localeTypes, isLocaleType) ?? base.localeTypes,
    scoreThreshold: isThreshold(value.scoreThreshold) ? value.scoreThreshold : base.scoreThreshold,
    timeframe: parseResultsTimeframe(value.timeframe) ?? base.timeframe,
    extraAccountIds: extra && extra.length <= MAX_EXTRA_ACCOUNTS ? extra : base.extraAccountIds,
    favoritesViewByAccount: views,
  };
}
