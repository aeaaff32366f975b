import { describe, expect, it } from 'vitest';
import { ellipseSamples, isInsidePolygon, planLanding, type Hazard, type PlanEllipse } from './landing-plan';

/** A synthetic green: centre at (0, 150), pin 5 yd right of centre; a bunker right of the pin. */
const greenCenter = { x: 0, y: 150 };
const pin = { x: 5, y: 150 };
const rightBunker: Hazard = {
  kind: 'bunker',
  ring: [
    { x: 12.5, y: 140 },
    { x: 22, y: 140 },
    { x: 22, y: 160 },
    { x: 12.5, y: 160 },
  ],
};
/** A round 95 % pattern of radius 6 yd, no bias. */
const round6: PlanEllipse = { major: 6, minor: 6, angle: 0, bias: { x: 0, y: 0 } };

describe('planLanding', () => {
  it('knows points in polygons and the ellipse edge', () => {
    expect(isInsidePolygon({ x: 15, y: 150 }, rightBunker.ring)).toBe(true);
    expect(isInsidePolygon({ x: 12, y: 150 }, rightBunker.ring)).toBe(false);
    const edge = ellipseSamples({ x: 0, y: 0 }, round6);
    expect(edge[0]).toEqual({ x: 0, y: 0 });
    expect(edge[1]!.x).toBeCloseTo(6);
    expect(edge).toHaveLength(49);
  });

  it('aims at the pin when the pattern is clear of every hazard', () => {
    const plan = planLanding({
      pin,
      greenCenter,
      hazards: [rightBunker],
      ellipse: { ...round6, major: 5, minor: 5 },
    });
    // Pin x 5 + radius 5 = 10 < bunker edge 12.5: clear.
    expect(plan.isClear).toBe(true);
    expect(plan.shift).toEqual({ x: 0, y: 0 });
    expect(plan.reason).toBe(
      'Aim at the pin: your 95 % pattern (10 yd × 10 yd) stays clear of every hazard.',
    );
  });

  it('moves the aim left, toward the middle, just far enough to keep the pattern out of the bunker', () => {
    // At the pin the pattern (radius 8 round x 5) reaches x 13, inside the bunker (from 12.5). The nearest
    // clear aim on the 1-yd grid: 5 − 1 + 8 = 12 < 12.5.
    const plan = planLanding({
      pin,
      greenCenter,
      hazards: [rightBunker],
      ellipse: { ...round6, major: 8, minor: 8 },
    });
    expect(plan.isClear).toBe(true);
    expect(plan.hazardsAtPin).toEqual([rightBunker]);
    expect(plan.shift.x).toBe(-1);
    expect(plan.shift.y).toBe(0);
    expect(plan.reason).toBe(
      'Aim 1 yd left of the pin: aiming at the pin, your 95 % pattern (16 yd × 16 yd) reaches the bunker right; from here it stays clear.',
    );
  });

  it('never centres the pattern beyond the pin on its short side (a right miss bias is aimed off left)', () => {
    // The player misses 3 yd right on average; the pin is right of centre: the pattern's centre must not be
    // right of the pin, so the aim moves at least 3 yd left even with no hazard.
    const plan = planLanding({ pin, greenCenter, hazards: [], ellipse: { ...round6, bias: { x: 3, y: 0 } } });
    expect(plan.shift.x).toBe(-3);
    expect(plan.reason).toContain('away from the short side');
  });

  it('says so when no aim clears the hazards', () => {
    const water: Hazard = {
      kind: 'water',
      ring: [
        { x: -40, y: 130 },
        { x: 40, y: 130 },
        { x: 40, y: 145 },
        { x: -40, y: 145 },
      ],
    };
    const plan = planLanding({
      pin,
      greenCenter,
      hazards: [water],
      ellipse: { ...round6, major: 30, minor: 30 },
    });
    expect(plan.isClear).toBe(false);
    expect(plan.reason).toContain('no aim keeps your 95 % pattern (60 yd × 60 yd) out of the water short');
  });
});
