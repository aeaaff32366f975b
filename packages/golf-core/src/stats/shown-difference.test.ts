import { describe, expect, it } from 'vitest';
import { formatStatValue, shownDifference } from './format';

describe('shownDifference (the ppr Difference column)', () => {
  it('subtracts the values as printed, so the row adds up', () => {
    // Raw 76.64 vs 75.36 read 76.6 and 75.4: the difference printed is +1.2, not the raw +1.28 → +1.3.
    expect(formatStatValue(76.64, 'decimal')).toBe('76.6');
    expect(formatStatValue(75.36, 'decimal')).toBe('75.4');
    expect(shownDifference(76.64, 75.36, 'decimal')).toBe(1.2);
    expect(shownDifference(4.94, 3.86, 'scoreVsPar')).toBe(1);
    expect(shownDifference(-6.24, -1.06, 'strokesGained')).toBe(-5.1);
    // Percents print one decimal of their 0–100 value: 11.2% − 12.8%.
    expect(shownDifference(11.17, 12.84, 'percent')).toBe(-1.6);
    // Putts print whole numbers.
    expect(shownDifference(31.4, 29.6, 'putts')).toBe(1);
  });

  it('is null without both values', () => {
    expect(shownDifference(null, 3, 'decimal')).toBeNull();
    expect(shownDifference(3, null, 'decimal')).toBeNull();
  });
});
