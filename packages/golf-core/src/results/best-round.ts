/** What picking a best round needs of a round. */
export type RoundToPar = { id: number; holeCount: number; scoreVsPar?: number | null };

/** Holes a to-par figure is compared over (spec 3: stats are per 18 holes). */
const HOLES_PER_ROUND = 18;

/** A round's score to par per 18 holes: a 9-hole +3 compares as +6. Null without a score. */
export function toParPer18(round: RoundToPar): number | null {
  if (round.scoreVsPar == null || round.holeCount <= 0) return null;
  return (round.scoreVsPar * HOLES_PER_ROUND) / round.holeCount;
}

/**
 * The best round of a selection (the Best Round Report): the lowest score to par per 18 holes, so a 9-hole
 * +3 is not "better" than an 18-hole +4; ties go to the first listed (callers list newest first). Null when
 * no round has a score.
 */
export function bestScoredRound<R extends RoundToPar>(rounds: readonly R[]): R | null {
  let best: R | null = null;
  let bestValue = Number.POSITIVE_INFINITY;
  for (const r of rounds) {
    const value = toParPer18(r);
    if (value !== null && value < bestValue) {
      best = r;
      bestValue = value;
    }
  }
  return best;
}
