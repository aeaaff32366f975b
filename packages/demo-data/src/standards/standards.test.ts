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

/** Strokes-gained categories of the catalog (issue 21: every amateur level loses strokes in each). */
const SG_CATEGORIES = ['sg-off-the-tee', 'sg-approach', 'sg-around-the-green', 'sg-putting'] as const;
/** College golfers between their neighbours by index (college men about +2, college women about +1). */
const COLLEGE_NEIGHBOURS = [
  ['college-men', 'plus-4', 'scratch'],
  ['college-women', 'scratch', 'hcp-5'],
] as const;
const value = (id: LevelId, statId: string): number => levelStandardValue(id, statId) ?? Number.NaN;

describe('committed standards: strokes gained by category (issue 21)', () => {
  it.each(SG_CATEGORIES)('%s: every amateur level loses strokes to the PGA TOUR baseline', (statId) => {
    const gaining = STANDARD_LEVELS.filter(
      (level) => level.id !== 'pga-tour' && !(value(level.id, statId) < 0),
    ).map((level) => `${level.id} ${value(level.id, statId)}`);
    expect(gaining).toEqual([]);
  });

  it.each(SG_CATEGORIES)('%s: levels rank in order, college golfers between their neighbours', (statId) => {
    const outOfOrder = LADDER.slice(1)
      .filter((id, i) => !(value(id, statId) <= value(LADDER[i]!, statId)))
      .map((id, i) => `${id} above ${LADDER[i]}`);
    for (const [college, better, worse] of COLLEGE_NEIGHBOURS)
      if (!(
        value(college, statId) <= value(better, statId) && value(college, statId) >= value(worse, statId)
      ))
        outOfOrder.push(`${college} outside ${better}–${worse}`);
    expect(outOfOrder).toEqual([]);
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
