import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, shuffled } from './rng';

describe('createRng', () => {
  it('repeats the same stream for the same seed and differs for another', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('draws uniform numbers in [0, 1) and standard normals', () => {
    const rng = createRng(1);
    const n = 50_000;
    let sum = 0;
    let sumSq = 0;
    let uniformSum = 0;
    for (let i = 0; i < n; i += 1) {
      const u = rng.next();
      expect(u >= 0 && u < 1).toBe(true);
      uniformSum += u;
      const z = rng.normal();
      sum += z;
      sumSq += z * z;
    }
    expect(uniformSum / n).toBeCloseTo(0.5, 2);
    expect(sum / n).toBeCloseTo(0, 1);
    expect(Math.sqrt(sumSq / n)).toBeCloseTo(1, 1);
  });

  it('derives distinct seeds per label and shuffles without losing items', () => {
    expect(deriveSeed(1, 'a')).not.toBe(deriveSeed(1, 'b'));
    expect(shuffled(createRng(3), [1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
