import { describe, expect, it } from 'vitest';
import { formatHandicapIndex, handicapHistory, playerHandicap, type HandicapRound } from './player-index';

/** An 18-hole par-72 round of par 4s (stroke index = hole number) at rating 72.0, slope 113. */
function round(id: number, scores: number[], extra: Partial<HandicapRound> = {}): HandicapRound {
  return {
    id,
    playedAt: `2025-03-${String(id).padStart(2, '0')}T15:00:00Z`,
    holeCount: 18,
    isCompleted: true,
    courseRating: 72,
    slope: 113,
    par: scores.length * 4,
    holes: scores.map((score, i) => ({ score, par: 4, strokeIndex: i + 1 })),
    ...extra,
  };
}
const fours = (n = 18) => Array.from({ length: n }, () => 4);
const withHole = (n: number, holeIndex: number, score: number) =>
  fours(n).map((s, i) => (i === holeIndex ? score : s));

describe('handicapHistory', () => {
  it('caps holes at par + 5 before an index exists and needs three scores', () => {
    const a = round(1, withHole(18, 0, 12)); // 68 + 12 = 80, capped at 9 → 77 → +5.0
    const b = round(2, fours()); // 72 → 0.0
    const c = round(3, [...fours(10), 5, 5, 5, 5, 5, 5, 5, 5]); // 80 → +8.0
    const history = handicapHistory([c, a, b]);
    expect(history.map((h) => h.adjustedGrossScore)).toEqual([77, 72, 80]);
    expect(history.map((h) => h.differential)).toEqual([5, 0, 8]);
    // Three scores: lowest 1 − 2.0.
    expect(history.map((h) => h.indexAfter)).toEqual([null, null, -2]);
  });

  it('caps later scores at net double bogey with the course handicap of the index before them', () => {
    const first = [round(1, fours()), round(2, fours()), round(3, fours())]; // index 0.0 − 2.0 = −2.0
    // Course handicap −2 gives a stroke back on stroke index 17 and 18: net double bogey there is 5.
    const d = round(4, withHole(18, 17, 8)); // gross 76 → adjusted 73 → +1.0
    const history = handicapHistory([...first, d]);
    expect(history.at(-1)).toMatchObject({ adjustedGrossScore: 73, differential: 1, indexAfter: -1 });
  });

  it('combines 9-hole rounds in date order and leaves out unfinished or excluded rounds', () => {
    const nine = (id: number, scores: number[]) =>
      round(id, scores, { holeCount: 9, courseRating: 36, slope: 113, par: 36 });
    const rounds = [
      nine(1, withHole(9, 0, 8)), // 40
      nine(2, withHole(9, 0, 9)), // 41
      nine(5, fours(9)), // waits for a partner
      round(3, fours(), { isCompleted: false }),
      round(4, fours(), {
        holes: fours().map((score, i) => ({ score, par: 4, strokeIndex: i + 1, isExcluded: i === 0 })),
      }),
    ];
    const history = handicapHistory(rounds);
    expect(history).toHaveLength(1);
    // 81 on a combined rating of 72.0 → +9.0.
    expect(history[0]).toMatchObject({ roundIds: [1, 2], adjustedGrossScore: 81, differential: 9 });
  });
});

describe('playerHandicap', () => {
  it('uses the most recent 20 scores', () => {
    const rounds = Array.from({ length: 25 }, (_, i) => round(i + 1, fours()));
    const result = playerHandicap(rounds);
    expect(result.index).toBe(0);
    expect(result.scoresUsed).toBe(20);
    expect(result.history).toHaveLength(25);
  });

  it('has no index below three scores', () => {
    expect(playerHandicap([round(1, fours())])).toMatchObject({ index: null, scoresUsed: 1 });
  });
});

describe('formatHandicapIndex', () => {
  it('writes plus handicaps with a plus sign and one decimal', () => {
    expect(formatHandicapIndex(-1.3)).toBe('+1.3');
    expect(formatHandicapIndex(0)).toBe('0.0');
    expect(formatHandicapIndex(12)).toBe('12.0');
    expect(formatHandicapIndex(4.56)).toBe('4.6');
  });
});
