import { describe, expect, it } from 'vitest';
import { STAT_CATALOG } from '../stats/catalog';
import { LEVEL_STANDARD_VALUES } from './levels.data';
import { STANDARD_LEVELS, levelName } from './levels';
import { beatStandard, levelStandardValue, levelStandardValues, relativeGap } from './standards';

describe('beatStandard', () => {
  it('respects the better direction and treats ties as not beating', () => {
    expect(beatStandard({ betterDirection: 'higher' }, 60, 50)).toBe(true);
    expect(beatStandard({ betterDirection: 'higher' }, 50, 50)).toBe(false);
    expect(beatStandard({ betterDirection: 'lower' }, 29, 30)).toBe(true);
    expect(beatStandard({ betterDirection: 'lower' }, 31, 30)).toBe(false);
    expect(beatStandard({ betterDirection: 'lower' }, null, 30)).toBeNull();
    expect(beatStandard({ betterDirection: 'lower' }, 1, Number.NaN)).toBeNull();
  });
  it('measures relative gaps, positive when better', () => {
    expect(relativeGap('higher', 60, 50)).toBeCloseTo(0.2, 9);
    expect(relativeGap('lower', 36, 30)).toBeCloseTo(-0.2, 9);
    expect(relativeGap('lower', 1, 0)).toBeNull();
  });
});

describe('level data', () => {
  it('has a value for every stat at every level', () => {
    for (const level of STANDARD_LEVELS)
      for (const stat of STAT_CATALOG) expect(LEVEL_STANDARD_VALUES[level.id][stat.id]).toBeTypeOf('number');
  });
  it('orders levels sensibly on headline stats', () => {
    const ids = ['pga-tour', 'scratch', 'hcp-10', 'hcp-20', 'hcp-25'] as const;
    const scoring = ids.map((id) => levelStandardValue(id, 'scoring-average')!);
    expect([...scoring].sort((a, b) => a - b)).toEqual(scoring);
    const gir = ids.map((id) => levelStandardValue(id, 'gir-pct')!);
    expect([...gir].sort((a, b) => b - a)).toEqual(gir);
    expect(levelStandardValue('pga-tour', 'sg-total')).toBe(0);
    expect(levelStandardValue('scratch', 'nope')).toBeNull();
    expect(levelStandardValues('hcp-10')['putts-per-round']).toBeCloseTo(31.2, 6);
    expect(levelName('plus-4')).toBe('+4 Handicap');
  });
});
