/**
 * spec 3 §4 Rounds picker: which rounds' shots the map draws on the focused hole. The selection is
 * "all" or a set of round ids; checking every box becomes "all", unchecking one from "all" leaves the
 * rest. The focused round is always drawn.
 */
export type RoundsPick = 'all' | readonly number[];

export const ALL_ROUNDS: RoundsPick = 'all';

export function isPicked(pick: RoundsPick, roundId: number): boolean {
  return pick === 'all' || pick.includes(roundId);
}

/** Toggles one round's box among `allIds` (the other rounds that can be drawn on this hole). */
export function togglePick(pick: RoundsPick, roundId: number, allIds: readonly number[]): RoundsPick {
  if (pick === 'all') return allIds.filter((id) => id !== roundId);
  const next = pick.includes(roundId) ? pick.filter((id) => id !== roundId) : [...pick, roundId];
  return allIds.length > 0 && allIds.every((id) => next.includes(id)) ? 'all' : next;
}

/** The ids drawn: the pick among `allIds`, plus the focused round (the picker's "N Rounds Being Mapped"). */
export function shownRoundIds(
  pick: RoundsPick,
  allIds: readonly number[],
  focusedId: number | null,
): number[] {
  return allIds.filter((id) => id === focusedId || isPicked(pick, id));
}

/** spec 3 §2: the rounds button reads Showing All Rounds, Showing Focused Round or Showing N Rounds. */
export function roundsButtonLabel(pick: RoundsPick, shownCount: number): string {
  if (pick === 'all') return 'Showing All Rounds';
  return shownCount <= 1 ? 'Showing Focused Round' : `Showing ${shownCount} Rounds`;
}

/** spec 3 §2: the rounds-picker title. */
export const roundsBeingMapped = (count: number): string =>
  `${count} ${count === 1 ? 'Round' : 'Rounds'} Being Mapped`;
