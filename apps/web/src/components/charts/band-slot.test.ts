import { scaleBand } from '@visx/scale';
import { describe, expect, it } from 'vitest';
import { bandGap, bandSlotAt } from './band-slot';

describe('bandSlotAt', () => {
  // 4 bands on 420 px with 0.2 padding: step 100 px, bars 80 px wide from x = 20.
  const x = scaleBand({ domain: ['R1', 'R2', 'R3', 'R4'], range: [0, 420], padding: 0.2 });

  it('gives each bar its own band and half the gaps beside it', () => {
    expect(x.step()).toBeCloseTo(100);
    expect(bandGap(x)).toBeCloseTo(20);
    expect(bandSlotAt(x, 15)).toBe(0);
    expect(bandSlotAt(x, 109)).toBe(0);
    expect(bandSlotAt(x, 111)).toBe(1);
    expect(bandSlotAt(x, 350)).toBe(3);
  });

  it('keeps points beyond the ends on the first and last bar, and has none without bands', () => {
    expect(bandSlotAt(x, -40)).toBe(0);
    expect(bandSlotAt(x, 500)).toBe(3);
    expect(bandSlotAt(scaleBand({ domain: [] as string[], range: [0, 100] }), 10)).toBe(-1);
  });
});
