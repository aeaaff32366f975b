import { describe, expect, it } from 'vitest';
import {
  adjustedGrossScore,
  courseHandicap,
  handicapIndex,
  netDoubleBogey,
  scoreDifferential,
  strokesReceived,
} from './whs';

describe('scoreDifferential', () => {
  it('applies (113 / slope) × (AGS − CR − PCC) rounded to 0.1', () => {
    expect(scoreDifferential({ adjustedGrossScore: 85, courseRating: 71.2, slope: 128, pcc: 0 })).toBe(12.2);
    expect(scoreDifferential({ adjustedGrossScore: 85, courseRating: 71.2, slope: 128, pcc: 1 })).toBe(11.3);
    expect(scoreDifferential({ adjustedGrossScore: 70, courseRating: 72, slope: 113 })).toBe(-2);
  });
});

describe('handicapIndex (fewer-than-20 table)', () => {
  const d = (n: number): number[] => Array.from({ length: n }, (_, i) => 10 + i);
  it.each([
    [2, null],
    [3, 8], // lowest 1 − 2
    [4, 9], // lowest 1 − 1
    [5, 10],
    [6, 9.5], // avg of 10, 11 − 1
    [7, 10.5],
    [8, 10.5],
    [9, 11],
    [11, 11],
    [12, 11.5],
    [14, 11.5],
    [15, 12],
    [16, 12],
    [17, 12.5],
    [18, 12.5],
    [19, 13],
    [20, 13.5],
  ])('%d scores → %s', (n, expected) => expect(handicapIndex(d(n))).toBe(expected));

  it('uses only the most recent 20 (most recent last)', () => {
    const old = [0, 0, 0, 0, 0];
    expect(handicapIndex([...old, ...d(20)])).toBe(13.5);
  });

  it('rounds the average to the nearest tenth', () => {
    expect(handicapIndex([10.1, 10.2, 10.4, 30, 30, 30, 30, 30, 30])).toBe(10.2);
  });
});

describe('course handicap and net double bogey', () => {
  it('computes Index × Slope / 113 + (CR − Par)', () => {
    expect(courseHandicap({ index: 10.2, slope: 130, courseRating: 72.5, par: 72 })).toBe(12);
    expect(courseHandicap({ index: 0, slope: 113, courseRating: 70, par: 72 })).toBe(-2);
  });
  it('spreads strokes by stroke index', () => {
    expect(strokesReceived(20, 1)).toBe(2);
    expect(strokesReceived(20, 3)).toBe(1);
    expect(strokesReceived(5, 6)).toBe(0);
    expect(strokesReceived(-2, 18)).toBe(-1);
    expect(strokesReceived(-2, 16)).toBe(0);
  });
  it('caps holes at par + 2 + strokes', () => {
    expect(netDoubleBogey(4, 1)).toBe(7);
    expect(
      adjustedGrossScore(
        [
          { score: 9, par: 4, strokeIndex: 1 },
          { score: 5, par: 4, strokeIndex: 18 },
        ],
        10,
      ),
    ).toBe(12);
  });
});
