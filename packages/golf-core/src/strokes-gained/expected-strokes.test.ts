import { describe, expect, it } from 'vitest';
import { buildBaseline, expectedStrokes, interpolate } from './expected-strokes';
import { strokesGained } from './strokes-gained';

describe('expectedStrokes (Broadie PGA TOUR baseline, ../shared/data checks)', () => {
  it.each([
    ['tee', 400, 3.99],
    ['fairway', 160, 2.98],
    ['rough', 140, 3.15],
    ['green', 10, 1.61],
    ['green', 8, 1.5],
  ] as const)('%s %d → %d', (lie, distance, expected) => {
    expect(expectedStrokes(lie, distance)).toBeCloseTo(expected, 6);
  });

  it('interpolates linearly between rows', () => {
    // fairway 100 → 2.80, 120 → 2.85
    expect(expectedStrokes('fairway', 110)).toBeCloseTo(2.825, 6);
    expect(expectedStrokes('green', 12.5)).toBeCloseTo(1.695, 6);
  });

  it('clamps at both ends of the table', () => {
    expect(expectedStrokes('tee', 50)).toBe(2.92);
    expect(expectedStrokes('tee', 700)).toBe(4.82);
    expect(expectedStrokes('green', 1)).toBe(1.01);
    expect(expectedStrokes('green', 200)).toBe(2.36);
  });

  it('needs no strokes once holed', () => {
    expect(expectedStrokes('green', 0)).toBe(0);
  });

  it('returns NaN for an empty column', () => {
    expect(interpolate({ distances: [], strokes: [] }, 10)).toBeNaN();
  });

  it('builds a baseline from unsorted rows', () => {
    const baseline = buildBaseline([
      ['green', 10, 2],
      ['green', 0.5, 1],
    ]);
    expect(expectedStrokes('green', 5.25, baseline)).toBeCloseTo(1.5, 6);
  });
});

describe('strokesGained', () => {
  it('reproduces the PGA TOUR worked example with the published values', () => {
    // 446 yd tee (4.10) to 116 yd fairway (2.825): 4.10 − 2.825 − 1 = +0.275
    const baseline = buildBaseline([
      ['tee', 446, 4.1],
      ['fairway', 116, 2.825],
    ]);
    expect(
      strokesGained({ lie: 'tee', distance: 446 }, { lie: 'fairway', distance: 116 }, 0, baseline),
    ).toBeCloseTo(0.275, 6);
  });

  it('is within a hundredth of the worked example with the interpolated table', () => {
    const sg = strokesGained({ lie: 'tee', distance: 446 }, { lie: 'fairway', distance: 116 });
    expect(Math.abs(sg - 0.275)).toBeLessThan(0.01);
  });

  it('charges penalty strokes and credits a holed shot', () => {
    expect(strokesGained({ lie: 'green', distance: 10 }, 'holed')).toBeCloseTo(0.61, 6);
    expect(strokesGained({ lie: 'tee', distance: 400 }, { lie: 'tee', distance: 400 }, 1)).toBeCloseTo(-2, 6);
  });
});
