import { compareIso } from '../selection/dates';

/** spec 3 §9: featured tournament cards 8 initially, 8 more per View More. */
export const FEATURED_PAGE_SIZE = 8;
/** spec 3 §9: "Best 10 tag when more than 10 cards". */
export const BEST_TAG_COUNT = 10;

/** What ranking a featured tournament needs: its average score to par over the rounds played in it. */
export type RankedTournament = { tournamentId: number; averageToPar: number | null; startDate: string };

/**
 * The tournaments that carry the Best 10 tag. Decision (spec 3 §9 says only "Best 10 tag when more than
 * 10 cards"): with more than 10 cards, the 10 with the lowest average score to par wear it (ties: the
 * more recent first), so a visitor paging through many cards sees which ten were the best; with 10 or
 * fewer every card would wear it, so none does. A tournament without a score never does.
 */
export function bestTenTournamentIds(cards: readonly RankedTournament[]): Set<number> {
  if (cards.length <= BEST_TAG_COUNT) return new Set();
  const ranked = cards
    .filter((c) => c.averageToPar !== null)
    .sort((a, b) => a.averageToPar! - b.averageToPar! || compareIso(b.startDate, a.startDate));
  return new Set(ranked.slice(0, BEST_TAG_COUNT).map((c) => c.tournamentId));
}

/** How many cards View More shows next: 8 more, never past the total. */
export function featuredViewMore(shown: number, total: number): number {
  return Math.min(total, shown + FEATURED_PAGE_SIZE);
}
