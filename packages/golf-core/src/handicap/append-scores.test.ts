import { describe, expect, it } from 'vitest';
import { appendHandicapScores, handicapHistory, type HandicapRound } from './player-index';

/** An 18-hole round of par 4s on day `day`, `over` strokes over on a rotating hole (seeded variety). */
function round(id: number, day: number, over: number, holeCount: 9 | 18 = 18): HandicapRound {
  return {
    id,
    playedAt: new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString(),
    holeCount,
    isCompleted: true,
    courseRating: holeCount === 18 ? 71.4 : 35.7,
    slope: 127,
    par: holeCount * 4,
    holes: Array.from({ length: holeCount }, (_, i) => ({
      score: 4 + (i === id % holeCount ? over : i % 3 === 0 ? 1 : 0),
      par: 4,
      strokeIndex: i + 1,
    })),
  };
}

/** Issue 20: a posted round appends its score from the stored tail, equal to a full recompute. */
describe('appendHandicapScores', () => {
  const rounds = Array.from({ length: 30 }, (_, i) => round(i + 1, i, (i * 7) % 6));

  it('appends newer 18-hole rounds exactly as the full history would', () => {
    for (const split of [0, 2, 5, 24, 29]) {
      const stored = handicapHistory(rounds.slice(0, split));
      const appended = appendHandicapScores(stored.slice(-20), rounds.slice(split));
      expect(appended).toEqual(handicapHistory(rounds).slice(stored.length));
    }
  });

  it('gives up (null) for a 9-hole round or a round older than the last score', () => {
    const stored = handicapHistory(rounds.slice(0, 10));
    expect(appendHandicapScores(stored, [round(99, 40, 1, 9)])).toBeNull();
    expect(appendHandicapScores(stored, [round(98, 3, 1)])).toBeNull();
    expect(appendHandicapScores(stored, [{ ...round(97, 50, 1), isCompleted: false }])).toEqual([]);
  });
});
