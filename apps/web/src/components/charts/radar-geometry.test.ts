import { describe, expect, it } from 'vitest';
import { axisPoint, labelAnchor, nearestAxis } from './radar-geometry';

describe('radar geometry', () => {
  it('puts the first axis straight up and the others clockwise', () => {
    const top = axisPoint(0, 4, 100);
    expect(top.x).toBeCloseTo(0);
    expect(top.y).toBeCloseTo(-100);
    const right = axisPoint(1, 4, 100);
    expect(right.x).toBeCloseTo(100);
    expect(right.y).toBeCloseTo(0);
    const bottom = axisPoint(2, 4, 100);
    expect(bottom.y).toBeCloseTo(100);
    expect(axisPoint(3, 4, 100).x).toBeCloseTo(-100);
  });

  it('finds the axis a point is nearest to, on both sides of the top', () => {
    expect(nearestAxis(0, -50, 5)).toBe(0);
    expect(nearestAxis(-5, -50, 5)).toBe(0); // just left of the top axis
    expect(nearestAxis(50, -5, 4)).toBe(1);
    expect(nearestAxis(-50, 5, 4)).toBe(3);
    // Halfway between the last axis and the first rounds to the first, never to `count`.
    expect(nearestAxis(-1, -100, 6)).toBe(0);
  });

  it('anchors labels away from the centre line', () => {
    expect(labelAnchor(axisPoint(0, 5, 100).x)).toBe('middle');
    expect(labelAnchor(axisPoint(1, 5, 100).x)).toBe('start');
    expect(labelAnchor(axisPoint(4, 5, 100).x)).toBe('end');
  });
});
