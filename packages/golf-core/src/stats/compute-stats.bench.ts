import { bench, describe } from 'vitest';
import { deriveHoleFeatures } from '../features/derive-hole-features';
import { randomRound } from '../testing/fixtures';
import { computeStats } from './compute-stats';

// Budget (issue 5): the whole catalog over 1,000 rounds (18,000 holes) ≤ 5 ms median; growth linear.
const holesOf = (rounds: number) =>
  Array.from({ length: rounds }, (_, i) => deriveHoleFeatures(randomRound(i + 1, i * 7919 + 1))).flat();

describe('computeStats', () => {
  for (const rounds of [100, 1_000, 10_000]) {
    const holes = holesOf(rounds);
    bench(`${rounds} rounds (${holes.length} holes)`, () => {
      computeStats(holes);
    });
  }
});
