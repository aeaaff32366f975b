import { describe, expect, it } from 'vitest';
import { hasShotTrackedHole, isShotTrackedHole } from './shot-tracking';

const tracked = { isExcluded: false, sgTotal: -0.4 };
const scoreOnly = { isExcluded: false, sgTotal: null };

describe('shot tracking', () => {
  it('a hole with strokes gained (it has shots) is tracked; a score-only hole is not', () => {
    expect(isShotTrackedHole(tracked)).toBe(true);
    // 0 strokes gained is still a tracked hole: only null means "no shots".
    expect(isShotTrackedHole({ isExcluded: false, sgTotal: 0 })).toBe(true);
    expect(isShotTrackedHole(scoreOnly)).toBe(false);
  });

  it('an excluded hole does not count: the reports leave its shots out', () => {
    expect(isShotTrackedHole({ isExcluded: true, sgTotal: 1.2 })).toBe(false);
  });

  it('a set of holes is tracked when any one of them is', () => {
    expect(hasShotTrackedHole([])).toBe(false);
    expect(hasShotTrackedHole([scoreOnly, null, scoreOnly])).toBe(false);
    expect(hasShotTrackedHole([scoreOnly, null, tracked])).toBe(true);
  });
});
