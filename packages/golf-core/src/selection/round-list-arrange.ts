import { FUZZY_BASELINE, fuzzyScore } from './fuzzy';
import {
  TOURNAMENT_KEY,
  VISIBLE_TOURNAMENT_GROUPS,
  groupsGroup,
  roundsGroup,
  roundsOfItem,
  time,
  type RoundList,
  type RoundListGroupsItem,
  type RoundListItem,
  type RoundListRoundItem,
  type RoundListRoundsItem,
  type RoundListSort,
} from './round-list';

/**
 * spec 3 §2, §4, §5: sorting, searching, the first-3-tournaments limit and the tick boxes of the My Rounds
 * list built by round-list.ts.
 */
const vsParOf = (item: RoundListItem): number | null =>
  item.score === null || item.par === null ? null : item.score - item.par;

const byDate = (a: RoundListItem, b: RoundListItem): number =>
  time(b.lastPlayedDate) - time(a.lastPlayedDate);

/** Date and Yards: largest first (unrecorded yards last); Score: best (lowest to par, so 9- and 18-hole rounds compare) first, unscored last; Label: A–Z. */
const COMPARE: Record<RoundListSort, (a: RoundListItem, b: RoundListItem) => number> = {
  Date: byDate,
  Score: (a, b) => {
    const x = vsParOf(a);
    const y = vsParOf(b);
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return x - y;
  },
  // A round without a recorded length sorts after those with one, like an unscored one under Score.
  Yards: (a, b) => {
    if (a.courseLength === null || b.courseLength === null)
      return (a.courseLength === null ? 1 : 0) - (b.courseLength === null ? 1 : 0);
    return b.courseLength - a.courseLength;
  },
  Label: (a, b) => a.label.localeCompare(b.label, 'en', { numeric: true, sensitivity: 'base' }),
};

function sortItems<T extends RoundListItem>(
  items: readonly T[],
  sort: RoundListSort,
  isTopFixed = false,
): T[] {
  const compare = (a: RoundListItem, b: RoundListItem) =>
    COMPARE[sort](a, b) || byDate(a, b) || a.trackBy.localeCompare(b.trackBy);
  const sorted = isTopFixed ? [...items] : [...items].sort(compare);
  return sorted.map((item) => {
    if (item.kind === 'rounds') return { ...item, rounds: sortItems(item.rounds, sort) };
    if (item.kind === 'groups') return { ...item, groups: sortItems(item.groups, sort) };
    return item;
  });
}

type Match<T> = { item: T; score: number };
const bestFirst = <T>(matches: readonly (Match<T> | null)[]): Match<T>[] =>
  matches.filter((m): m is Match<T> => m !== null).sort((a, b) => b.score - a.score);

function matchRound(item: RoundListRoundItem, query: string): Match<RoundListRoundItem> | null {
  const score = fuzzyScore(query, item.label);
  return score >= FUZZY_BASELINE ? { item, score } : null;
}

function matchRounds(item: RoundListRoundsItem, query: string): Match<RoundListRoundsItem> | null {
  const own = fuzzyScore(query, item.label);
  if (own >= FUZZY_BASELINE) return { item, score: own };
  const kept = bestFirst(item.rounds.map((r) => matchRound(r, query)));
  const best = kept[0];
  if (!best) return null;
  return {
    item: roundsGroup(
      item.label,
      item.trackBy,
      kept.map((m) => m.item),
    ),
    score: best.score,
  };
}

function matchGroups(item: RoundListGroupsItem, query: string): Match<RoundListGroupsItem> | null {
  const own = fuzzyScore(query, item.label);
  if (own >= FUZZY_BASELINE) return { item, score: own };
  const kept = bestFirst(item.groups.map((g) => matchRounds(g, query)));
  const best = kept[0];
  if (!best) return null;
  return {
    item: groupsGroup(
      item.label,
      item.trackBy,
      kept.map((m) => m.item),
    ),
    score: best.score,
  };
}

function matchItem(item: RoundListItem, query: string): Match<RoundListItem> | null {
  if (item.kind === 'round') return matchRound(item, query);
  if (item.kind === 'rounds') return matchRounds(item, query);
  return matchGroups(item, query);
}

/**
 * The list as shown: sorted by `sort` at every level (Round #-Event keeps its round numbers in playing
 * order and sorts the events inside), or, when `search` is not blank, only the items whose label fuzzy
 * matches, best match first and unsorted (spec 3 §5). A group whose own label matches is kept whole; a
 * group matching through its children keeps just those, its averages recomputed.
 */
export function arrangeRoundList(list: RoundList, sort: RoundListSort, search: string): RoundListItem[] {
  if (search.trim() !== '') return bestFirst(list.items.map((i) => matchItem(i, search))).map((m) => m.item);
  return sortItems(list.items, sort, list.view === 'Round #-Event');
}

const isTournamentGroup = (item: RoundListItem): boolean =>
  item.kind === 'rounds' && item.trackBy.startsWith(TOURNAMENT_KEY);

/**
 * spec 3 §9 "Tournaments: first 3 shown, rest hidden": the items without the tournament groups after the
 * first `limit`, and how many were hidden. Other items stay.
 */
export function limitTournamentGroups(
  items: readonly RoundListItem[],
  limit = VISIBLE_TOURNAMENT_GROUPS,
): { items: RoundListItem[]; hiddenCount: number } {
  let seen = 0;
  const shown = items.filter((item) => !isTournamentGroup(item) || ++seen <= limit);
  return { items: shown, hiddenCount: items.length - shown.length };
}

/** spec 3 §4 Round list checkbox. */
export type RoundCheckState = 'selected' | 'indeterminate' | 'unselected';

/** The round ids of items (a group's rounds, a whole list), once each, in list order. */
export function roundIdsOf(items: readonly RoundListItem[]): number[] {
  return [...new Set(items.flatMap(roundsOfItem).map((r) => r.golfRoundId))];
}

/** Selected when all their rounds are, indeterminate when some are, else (also with no rounds) unselected. */
export function roundCheckState(
  items: readonly RoundListItem[],
  selectedIds: readonly number[],
): RoundCheckState {
  const selected = new Set(selectedIds);
  const ids = roundIdsOf(items);
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'unselected';
  return count === ids.length ? 'selected' : 'indeterminate';
}

/**
 * spec 3 §4: clicking a selected group deselects all its rounds, otherwise selects all; the top-level box
 * (pass the whole list) selects all unless all are already selected. Returns the new selected ids; rounds
 * outside `items` keep their state.
 */
export function toggleRoundSelection(
  items: readonly RoundListItem[],
  selectedIds: readonly number[],
): number[] {
  const ids = roundIdsOf(items);
  if (roundCheckState(items, selectedIds) === 'selected') {
    const removed = new Set(ids);
    return selectedIds.filter((id) => !removed.has(id));
  }
  return [...new Set([...selectedIds, ...ids])];
}
