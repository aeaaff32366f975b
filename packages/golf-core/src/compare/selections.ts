import type { RoundTypeId } from '../model/round';
import { ROUND_TYPE_IDS as COMPARE_ROUND_TYPE_IDS } from '../ingest/validate-round';
import { NO_SEASONS_SELECTED, SEASONS, type Season } from '../selection/seasons';
import type { YearChoice } from '../selection/quick-sets';

/**
 * Compare Stats selections (spec 2 §3 "Stat filter selections", §4 "Compare Stats selectors", §5).
 * One side of a comparison: whose rounds, which of them. The web builds them in the Configure Selections
 * dialog; the API reads them from the serialised compare report request with `parseStatFilter`.
 */

/** spec 2 §9: hole counts 9 and 18. */
export const COMPARE_HOLE_COUNTS = [9, 18] as const;
export type CompareHoleCount = (typeof COMPARE_HOLE_COUNTS)[number];

/** spec 2 §4 category tabs; the active one is `advancedFilter.label`, the others keep their choices. */
export const ADVANCED_FILTER_TABS = ['Round', 'Scoring', 'Trend', 'Month'] as const;
export type AdvancedFilterTab = (typeof ADVANCED_FILTER_TABS)[number];

/**
 * Trend options (spec 2 §5: "not shown"; issue 17 decision): Best/Worst/Last N Rounds and Best
 * Consecutive Rounds (the N chronologically adjacent rounds with the lowest average score to par).
 */
export const TREND_TYPES = ['Best Rounds', 'Worst Rounds', 'Last Rounds', 'Best Consecutive Rounds'] as const;
export type TrendType = (typeof TREND_TYPES)[number];
export const TREND_COUNTS = [3, 5, 10, 20] as const;
export type TrendCount = (typeof TREND_COUNTS)[number];
/** spec 2 §5: trend defaults to Best Consecutive Rounds with count Three. */
export const DEFAULT_TREND_TYPE: TrendType = 'Best Consecutive Rounds';
export const DEFAULT_TREND_COUNT: TrendCount = 3;
export const TREND_COUNT_NAMES: Record<TrendCount, string> = {
  3: 'Three',
  5: 'Five',
  10: 'Ten',
  20: 'Twenty',
};

/** spec 2 §5: Score Threshold default 72. */
export const DEFAULT_SCORING_THRESHOLD = 72;
/** Yardage options (spec: "not shown"; issue 17: 6000–7400 by 200); null is Any (unbounded). */
export const YARDAGE_MIN_OPTION = 6000;
export const YARDAGE_MAX_OPTION = 7400;
export const YARDAGE_STEP = 200;
export const YARDAGE_OPTIONS: readonly number[] = Array.from(
  { length: (YARDAGE_MAX_OPTION - YARDAGE_MIN_OPTION) / YARDAGE_STEP + 1 },
  (_, i) => YARDAGE_MIN_OPTION + i * YARDAGE_STEP,
);

export type ScoringFilter = {
  scoringThreshold: number;
  /** Course length in yards; null = Any. */
  scoringYardageMin: number | null;
  scoringYardageMax: number | null;
};
export type TrendFilter = { trendType: TrendType; trendCount: TrendCount };
/** Months of the year, 1–12; empty = every month. */
export type MonthFilter = { months: number[] };

export type AdvancedFilter = {
  label: AdvancedFilterTab;
  customLabel: string;
  /** Round tab: chosen round ids; null = every round. */
  rounds: number[] | null;
  scoring: ScoringFilter;
  trend: TrendFilter;
  month: MonthFilter;
};

export type ComparePlayer = { accountId: number; playerName: string };

export type StatFilterSelections = {
  player: ComparePlayer;
  holeCount: CompareHoleCount;
  /** Empty or all four = All. */
  roundTypes: RoundTypeId[];
  /** Empty or every year = All (spec 2 §4). */
  years: YearChoice[];
  /** Never empty (spec 2 §4). */
  seasons: Season[];
  advancedFilter: AdvancedFilter;
};

export function defaultAdvancedFilter(): AdvancedFilter {
  return {
    label: 'Round',
    customLabel: '',
    rounds: null,
    scoring: {
      scoringThreshold: DEFAULT_SCORING_THRESHOLD,
      scoringYardageMin: null,
      scoringYardageMax: null,
    },
    trend: { trendType: DEFAULT_TREND_TYPE, trendCount: DEFAULT_TREND_COUNT },
    month: { months: [] },
  };
}

export function defaultSelections(player: ComparePlayer, years: YearChoice[] = []): StatFilterSelections {
  return {
    player,
    holeCount: 18,
    roundTypes: [...COMPARE_ROUND_TYPE_IDS],
    years,
    seasons: [...SEASONS],
    advancedFilter: defaultAdvancedFilter(),
  };
}

/** Bad input in a serialised selection; `code` is the API's error code, `message` the spec's text. */
export class CompareInputError extends Error {
  constructor(
    readonly code: 'INVALID_FILTER' | 'INVALID_HOLE_COUNT' | 'NO_SEASONS' | 'UNKNOWN_METRIC' | 'INVALID_SORT',
    message: string,
  ) {
    super(message);
    this.name = 'CompareInputError';
  }
}

const bad = (message: string) => new CompareInputError('INVALID_FILTER', message);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
/** Ids are bounded like the API's IdSchema (1 … 2³¹−1). */
const MAX_ID = 2 ** 31 - 1;
const isId = (v: unknown): v is number => isInt(v) && v >= 1 && v <= MAX_ID;
/** Free text is bounded so a serialised filter cannot carry a novel. */
export const MAX_CUSTOM_LABEL = 80;
/** At most this many explicit rounds in one selection. */
export const MAX_SELECTED_ROUNDS = 5000;

function listOf<T>(value: unknown, field: string, check: (v: unknown) => v is T): T[] {
  if (!Array.isArray(value) || !value.every(check)) throw bad(`${field} is not a valid list`);
  return [...new Set(value)];
}

function nullableYardage(value: unknown, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 10_000)
    throw bad(`${field} must be a yardage or Any`);
  return value;
}

const isYearChoice = (v: unknown): v is YearChoice =>
  v === 'Last 12 Months' || v === 'Prior 12 Months' || (isInt(v) && v >= 1900 && v <= 2200);
const isSeason = (v: unknown): v is Season => SEASONS.includes(v as Season);
const isRoundType = (v: unknown): v is RoundTypeId => COMPARE_ROUND_TYPE_IDS.includes(v as RoundTypeId);
const isMonth = (v: unknown): v is number => isInt(v) && v >= 1 && v <= 12;

function parseAdvanced(value: unknown): AdvancedFilter {
  const base = defaultAdvancedFilter();
  if (value === undefined) return base;
  if (!isRecord(value)) throw bad('advancedFilter is not an object');
  const label = value.label ?? base.label;
  if (!ADVANCED_FILTER_TABS.includes(label as AdvancedFilterTab))
    throw bad('advancedFilter.label is unknown');
  const customLabel = value.customLabel ?? '';
  if (typeof customLabel !== 'string' || customLabel.length > MAX_CUSTOM_LABEL)
    throw bad(`customLabel must be text of at most ${MAX_CUSTOM_LABEL} characters`);
  const rounds = value.rounds == null ? null : listOf(value.rounds, 'rounds', isId);
  if (rounds && rounds.length > MAX_SELECTED_ROUNDS) throw bad('Too many rounds selected');
  const scoring = isRecord(value.scoring) ? value.scoring : {};
  const threshold = scoring.scoringThreshold ?? DEFAULT_SCORING_THRESHOLD;
  if (typeof threshold !== 'number' || !Number.isFinite(threshold))
    throw bad('Score Threshold must be a number');
  const trend = isRecord(value.trend) ? value.trend : {};
  const trendType = trend.trendType ?? DEFAULT_TREND_TYPE;
  const trendCount = trend.trendCount ?? DEFAULT_TREND_COUNT;
  if (!TREND_TYPES.includes(trendType as TrendType)) throw bad('trendType is unknown');
  if (!TREND_COUNTS.includes(trendCount as TrendCount)) throw bad('trendCount must be 3, 5, 10 or 20');
  const month = isRecord(value.month) ? value.month : {};
  return {
    label: label as AdvancedFilterTab,
    customLabel,
    rounds,
    scoring: {
      scoringThreshold: threshold,
      scoringYardageMin: nullableYardage(scoring.scoringYardageMin, 'scoringYardageMin'),
      scoringYardageMax: nullableYardage(scoring.scoringYardageMax, 'scoringYardageMax'),
    },
    trend: { trendType: trendType as TrendType, trendCount: trendCount as TrendCount },
    month: { months: listOf(month.months ?? [], 'months', isMonth).sort((a, b) => a - b) },
  };
}

/**
 * Reads one serialised side (the compare report request's leftFilter / rightFilter, spec 2 §3). Throws
 * CompareInputError: malformed JSON or fields, hole counts other than 9/18 ("Invalid hole count value",
 * spec 3 §8), an empty season list ("No seasons selected", spec 2 §8).
 */
export function parseStatFilter(text: string): StatFilterSelections {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bad('The filter is not valid JSON');
  }
  if (!isRecord(value)) throw bad('The filter is not an object');
  const player = value.player;
  if (!isRecord(player) || !isId(player.accountId)) throw bad('player.accountId is required');
  if (value.holeCount !== 9 && value.holeCount !== 18)
    throw new CompareInputError('INVALID_HOLE_COUNT', 'Invalid hole count value');
  const seasons = listOf(value.seasons ?? SEASONS, 'seasons', isSeason);
  if (seasons.length === 0) throw new CompareInputError('NO_SEASONS', NO_SEASONS_SELECTED);
  return {
    player: {
      accountId: player.accountId,
      playerName: typeof player.playerName === 'string' ? player.playerName.slice(0, MAX_CUSTOM_LABEL) : '',
    },
    holeCount: value.holeCount,
    roundTypes: listOf(value.roundTypes ?? [], 'roundTypes', isRoundType),
    years: listOf(value.years ?? [], 'years', isYearChoice),
    seasons,
    advancedFilter: parseAdvanced(value.advancedFilter),
  };
}

export function serializeStatFilter(selections: StatFilterSelections): string {
  return JSON.stringify(selections);
}

/**
 * spec 2 §4: the season selector never becomes empty; un-ticking the last season keeps the previous
 * choice. Answers the seasons to use.
 */
export function nextSeasons(previous: readonly Season[], wanted: readonly Season[]): Season[] {
  if (wanted.length === 0) return [...previous];
  return SEASONS.filter((s) => wanted.includes(s));
}

/** spec 2 §4: an empty year selection, or every year, means All (stored as empty). */
export function normalizeYears(
  chosen: readonly YearChoice[],
  yearsWithRounds: readonly number[],
): YearChoice[] {
  const explicitYears = chosen.filter((y): y is number => typeof y === 'number');
  const hasRolling = chosen.some((y) => typeof y === 'string');
  if (!hasRolling && yearsWithRounds.length > 0 && yearsWithRounds.every((y) => explicitYears.includes(y)))
    return [];
  return [...chosen];
}

/**
 * The round type "All" box (spec 2 §4): ticking it selects every type; un-ticking restores the selection
 * made before All was ticked (every type when there was none).
 */
export function toggleAllRoundTypes(
  current: readonly RoundTypeId[],
  beforeAll: readonly RoundTypeId[] | null,
): { roundTypes: RoundTypeId[]; beforeAll: RoundTypeId[] | null } {
  const isAll = COMPARE_ROUND_TYPE_IDS.every((t) => current.includes(t));
  if (isAll) {
    const restored =
      beforeAll && beforeAll.length > 0 && beforeAll.length < COMPARE_ROUND_TYPE_IDS.length ? beforeAll : [];
    return { roundTypes: [...restored], beforeAll: null };
  }
  return { roundTypes: [...COMPARE_ROUND_TYPE_IDS], beforeAll: [...current] };
}

/**
 * The Month tab (spec 2 §5): only months with rounds are selectable, and at least one stays selected.
 * Toggles `month` and answers the new list (unchanged when the toggle would empty it or the month has
 * no rounds).
 */
export function toggleMonth(
  selected: readonly number[],
  month: number,
  monthsWithRounds: readonly number[],
): number[] {
  if (!monthsWithRounds.includes(month)) return [...selected];
  const current = selected.length === 0 ? [...monthsWithRounds] : [...selected];
  const next = current.includes(month) ? current.filter((m) => m !== month) : [...current, month];
  return next.length === 0 ? current.sort((a, b) => a - b) : next.sort((a, b) => a - b);
}
