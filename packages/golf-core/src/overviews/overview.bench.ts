import { bench, describe } from 'vitest';
import { deriveHoleFeatures } from '../features/derive-hole-features';
import { levelStandardValues } from '../standards/standards';
import { randomRound } from '../testing/fixtures';
import { computeOverview } from './overview';

// Budget (issue 5): an overview group of 4 filters over a 500-round player ≤ 10 ms.
const rounds = Array.from({ length: 500 }, (_, i) => deriveHoleFeatures(randomRound(i + 1, i * 104729 + 3)));
const filters = [6, 60, 250, 500].map((n) => rounds.slice(0, n).flat());
const standard = levelStandardValues('scratch');

describe('overview group', () => {
  bench('4 filters, 500-round player', () => {
    for (const holes of filters) computeOverview(holes, standard);
  });
});
