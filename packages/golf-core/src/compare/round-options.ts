import { formatScoreVsPar } from '../format/score';
import { formatUsDate } from '../format/date';
import { fuzzyFilter } from '../selection/fuzzy';
import { FINAL_ROUND_NUMBER, roundTypeIdOf, roundTypeName } from '../selection/round-types';
import { sideFilterOf, type CompareRound } from './select-rounds';
import { CompareInputError, type StatFilterSelections } from './selections';

/** spec 2 §3 "Round option (selector)". */
export type RoundOption = {
  golfRoundID: number;
  label: string;
  courseName: string;
  /** ISO date-time. */
  dateAndTime: string;
  roundNumber: number;
  roundType: string;
  score: number | null;
  scoreVsPar: number | null;
};

/** The label of a round option: its tournament, else the course. */
export function toRoundOption(round: CompareRound): RoundOption {
  return {
    golfRoundID: round.id,
    label: round.tournamentName ?? round.courseName,
    courseName: round.courseName,
    dateAndTime: round.playedAt,
    roundNumber: round.roundNumber,
    roundType: roundTypeName(round.roundType),
    score: round.score,
    scoreVsPar: round.scoreVsPar ?? null,
  };
}

/**
 * A tournament's round as rows print it: R1, R2, … or Final (spec 3 §3: round number 0 is the final round).
 * A round played outside a tournament (labelled by its course) has none: "R0" meant nothing there.
 */
export function tournamentRoundLabel(option: RoundOption): string | null {
  if (option.label === option.courseName) return null;
  return option.roundNumber === FINAL_ROUND_NUMBER ? 'Final' : `R${option.roundNumber}`;
}

/**
 * The text a row shows and the search matches: label, course, date (MM/dd/yyyy, as the round lists print
 * it), tournament round, type, score and to par.
 */
export function roundOptionText(option: RoundOption): string {
  const date = formatUsDate(option.dateAndTime);
  const score =
    option.score === null ? '' : ` · ${option.score} (${formatScoreVsPar(option.scoreVsPar ?? 0)})`;
  const round = tournamentRoundLabel(option);
  const course = round === null ? '' : ` · ${option.courseName}`;
  return `${option.label}${course} · ${date}${round === null ? '' : ` · ${round}`} · ${option.roundType}${score}`;
}

/**
 * The rounds a side's Round tab lists: those its round types, years and seasons keep (the same rule as the
 * side's own rounds), so under "Last 12 Months" the list and its count are the last 12 months' rounds and
 * not every round the player has.
 */
export function roundOptionsWithin(
  options: readonly RoundOption[],
  selections: Pick<StatFilterSelections, 'roundTypes' | 'years' | 'seasons'>,
  now: Date,
): RoundOption[] {
  const isWithin = sideFilterOf(selections, now);
  return options.filter((o) => {
    const roundType = roundTypeIdOf(o.roundType);
    return roundType !== null && isWithin({ roundType, playedAt: o.dateAndTime });
  });
}

/** spec 2 §4: sort by date (default, newest first) or score. */
export const ROUND_SORT_PROPERTIES = ['date', 'score'] as const;
export type RoundSortProperty = (typeof ROUND_SORT_PROPERTIES)[number];
export type RoundSort = { property: RoundSortProperty; direction: 'asc' | 'desc' };
export const DEFAULT_ROUND_SORT: RoundSort = { property: 'date', direction: 'desc' };
/** spec 2 §8 error text. */
export const INVALID_SORT_PROPERTY = 'Invalid sort property';

/**
 * spec 2 §4: the same sort toggles direction; another sort starts descending. An unknown property throws
 * "Invalid sort property".
 */
export function nextRoundSort(current: RoundSort, property: string): RoundSort {
  if (!ROUND_SORT_PROPERTIES.includes(property as RoundSortProperty))
    throw new CompareInputError('INVALID_SORT', INVALID_SORT_PROPERTY);
  if (current.property === property)
    return { property: current.property, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { property: property as RoundSortProperty, direction: 'desc' };
}

const newestFirst = (a: RoundOption, b: RoundOption) =>
  Date.parse(b.dateAndTime) - Date.parse(a.dateAndTime) || b.golfRoundID - a.golfRoundID;

/**
 * The options in the panel's order: while searching, by match score with the spec's 0.4 baseline and no
 * sort (spec 2 §5); otherwise by the sort. Descending score puts the highest first; rounds without a
 * score go last either way.
 */
export function arrangeRoundOptions(
  options: readonly RoundOption[],
  sort: RoundSort,
  query: string,
): RoundOption[] {
  if (query.trim() !== '') return fuzzyFilter(options, query, roundOptionText);
  const sign = sort.direction === 'desc' ? 1 : -1;
  return [...options].sort((a, b) => {
    if (sort.property === 'date') return sign * newestFirst(a, b);
    if (a.score === null || b.score === null) return a.score === null ? (b.score === null ? 0 : 1) : -1;
    return sign * (b.score - a.score) || newestFirst(a, b);
  });
}

/**
 * Select all, or none (spec 2 §4: none falls back to the first option). Answers the chosen round ids; all
 * rounds is null (no Round-tab restriction).
 */
export function selectAllRounds(options: readonly RoundOption[], isAll: boolean): number[] | null {
  if (isAll) return null;
  const first = options[0];
  return first ? [first.golfRoundID] : [];
}

/** Toggling one round; an empty result falls back to the first option as "none" does. */
export function toggleRound(
  options: readonly RoundOption[],
  chosen: readonly number[] | null,
  id: number,
): number[] | null {
  const current = chosen ?? options.map((o) => o.golfRoundID);
  const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
  if (next.length === 0) return selectAllRounds(options, false);
  if (next.length === options.length) return null;
  return next;
}
