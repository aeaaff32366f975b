import { compareIso } from '../selection/dates';
/** spec 3 §9: best charts show 10 rounds; the charts card needs at least 10 included rounds. */
export const BEST_CHART_ROUNDS = 10;

export type RankedRound = { id: number; playedAt: string; score: number; scoreVsPar: number };

/**
 * spec 3 §2: Best 10 Rounds, shown only with at least 10 included rounds; null otherwise. Lowest score to
 * par first, ties by date.
 */
export function best10Rounds<T extends RankedRound>(rounds: readonly T[]): T[] | null {
  if (rounds.length < BEST_CHART_ROUNDS) return null;
  return [...rounds]
    .sort((a, b) => a.scoreVsPar - b.scoreVsPar || compareIso(a.playedAt, b.playedAt))
    .slice(0, BEST_CHART_ROUNDS);
}

/**
 * spec 3 §2: Best 10 Consecutive Rounds, shown only with more than 10 rounds: the run of 10 rounds in
 * date order with the lowest total score to par (earliest run on ties). null otherwise.
 */
export function best10ConsecutiveRounds<T extends RankedRound>(rounds: readonly T[]): T[] | null {
  if (rounds.length <= BEST_CHART_ROUNDS) return null;
  const sorted = [...rounds].sort((a, b) => compareIso(a.playedAt, b.playedAt));
  let sum = 0;
  for (let i = 0; i < BEST_CHART_ROUNDS; i++) sum += sorted[i]!.scoreVsPar;
  let best = sum;
  let bestStart = 0;
  for (let i = BEST_CHART_ROUNDS; i < sorted.length; i++) {
    sum += sorted[i]!.scoreVsPar - sorted[i - BEST_CHART_ROUNDS]!.scoreVsPar;
    if (sum < best) [best, bestStart] = [sum, i - BEST_CHART_ROUNDS + 1];
  }
  return sorted.slice(bestStart, bestStart + BEST_CHART_ROUNDS);
}
