import { describe, expect, it } from 'vitest';
import { BROADIE_LIES } from './lie';
import { buildBaseline, expectedStrokes, interpolate, PGA_TOUR_BASELINE } from './expected-strokes';
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

  it('extends the last segment beyond the table (issue 21)', () => {
    // tee 580 → 4.79, 600 → 4.82: 0.0015 a yard, so 620 yd → 4.85 (was held at 4.82).
    expect(expectedStrokes('tee', 620)).toBeCloseTo(4.85, 6);
    // green 60 → 2.21, 90 → 2.36 ft: 0.005 a foot, so 200 ft → 2.91.
    expect(expectedStrokes('green', 200)).toBeCloseTo(2.91, 6);
  });

  it('models the last 10 yd off the green as a putt of the same length plus the lie (issue 21)', () => {
    // Fairway: the 30 ft putt (1.98) is 0.20 short of the fairway at 10 yd (2.18); from 3 yd = 9 ft
    // (1.56) the chip is expected to take 1.76, not the 2.18 of the 10 yd row.
    expect(expectedStrokes('fairway', 10)).toBeCloseTo(2.18, 6);
    expect(expectedStrokes('fairway', 3)).toBeCloseTo(1.56 + 0.2, 6);
    expect(expectedStrokes('rough', 3)).toBeCloseTo(1.56 + 0.36, 6);
    expect(expectedStrokes('sand', 3)).toBeCloseTo(1.56 + 0.45, 6);
    // A short par 3 from the tee follows the fairway, teed up: fairway 100 → 2.80, tee 100 → 2.92.
    expect(expectedStrokes('tee', 50) - expectedStrokes('fairway', 50)).toBeCloseTo(0.12, 6);
    // On the green below 2 ft: one stroke at the lip, 1.01 at 2 ft.
    expect(expectedStrokes('green', 1)).toBeCloseTo(1.005, 6);
  });

  it.each(BROADIE_LIES)('%s: continuous everywhere, and increasing below its first row', (lie) => {
    const column = PGA_TOUR_BASELINE[lie];
    const first = column.distances[0]!;
    const step = 0.01;
    const jumps: string[] = [];
    const falls: string[] = [];
    for (let d = step; d < 700; d += step) {
      const [here, next] = [expectedStrokes(lie, d), expectedStrokes(lie, d + step)];
      if (Math.abs(next - here) >= 0.01) jumps.push(d.toFixed(2));
      if (d < first && next <= here) falls.push(d.toFixed(2));
    }
    expect(jumps).toEqual([]);
    expect(falls).toEqual([]);
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
