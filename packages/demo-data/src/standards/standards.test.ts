import { STANDARD_LEVELS, STAT_CATALOG, levelStandardValue, type LevelId } from '@linksight/golf-core';
import { describe, expect, it } from 'vitest';
import { generateCourses } from '../courses/generate-course';
import { simulateLevelStats } from './simulate-standards';

/** The handicap ladder, best to weakest (college levels sit inside it, checked separately). */
const LADDER: readonly LevelId[] = [
  'pga-tour',
  'plus-4',
  'scratch',
  'hcp-5',
  'hcp-10',
  'hcp-15',
  'hcp-20',
  'hcp-25',
];
const along = (statId: string): number[] => LADDER.map((id) => levelStandardValue(id, statId) ?? Number.NaN);
const isIncreasing = (values: readonly number[]): boolean =>
  values.every((v, i) => i === 0 || v > values[i - 1]!);
const isDecreasing = (values: readonly number[]): boolean =>
  values.every((v, i) => i === 0 || v < values[i - 1]!);

describe('committed standards (golf-core levels.data.ts, from npm run standards)', () => {
  it('have a finite value for every catalog stat at every level', () => {
    const missing = STANDARD_LEVELS.flatMap((level) =>
      STAT_CATALOG.filter((stat) => !Number.isFinite(levelStandardValue(level.id, stat.id))).map(
        (stat) => `${level.id}.${stat.id}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('order the levels sensibly on headline stats', () => {
    expect(isIncreasing(along('scoring-average'))).toBe(true);
    expect(isDecreasing(along('gir-pct'))).toBe(true);
    expect(isDecreasing(along('sg-total'))).toBe(true);
    expect(isDecreasing(along('birdies-per-round'))).toBe(true);
    for (const college of ['college-men', 'college-women'] as const) {
      const scoring = levelStandardValue(college, 'scoring-average')!;
      expect(scoring).toBeGreaterThan(levelStandardValue('plus-4', 'scoring-average')!);
      expect(scoring).toBeLessThan(levelStandardValue('hcp-5', 'scoring-average')!);
    }
  });
});

describe('simulateLevelStats', () => {
  it('gives the same values for the same seed and different ones for another seed', () => {
    const courses = generateCourses(4);
    const first = simulateLevelStats('hcp-10', courses, 12, 7);
    expect(simulateLevelStats('hcp-10', courses, 12, 7)).toEqual(first);
    expect(simulateLevelStats('hcp-10', courses, 12, 8)).not.toEqual(first);
  });
});
