import { describe, expect, it } from 'vitest';
import { bestScoredRound, toParPer18 } from './best-round';

describe('bestScoredRound', () => {
  it('compares rounds per 18 holes: a 9-hole +3 is worse than an 18-hole +4', () => {
    const rounds = [
      { id: 1, holeCount: 18, scoreVsPar: 6 },
      { id: 2, holeCount: 9, scoreVsPar: 3 },
      { id: 3, holeCount: 18, scoreVsPar: 4 },
    ];
    expect(toParPer18(rounds[1]!)).toBe(6);
    expect(bestScoredRound(rounds)?.id).toBe(3);
  });

  it('takes a 9-hole round that is better per 18, keeps the first of equals, and skips unscored rounds', () => {
    expect(
      bestScoredRound([
        { id: 1, holeCount: 18, scoreVsPar: 4 },
        { id: 2, holeCount: 9, scoreVsPar: 1 },
      ])?.id,
    ).toBe(2);
    expect(
      bestScoredRound([
        { id: 1, holeCount: 18, scoreVsPar: 2 },
        { id: 2, holeCount: 18, scoreVsPar: 2 },
      ])?.id,
    ).toBe(1);
    expect(bestScoredRound([{ id: 1, holeCount: 18, scoreVsPar: null }])).toBeNull();
  });
});
