import { describe, expect, it } from 'vitest';
import { formatMeasurement, NOT_RECORDED } from './measurement';

describe('formatMeasurement: one rule for every measurement on screen and paper', () => {
  it('shows a measurement that was never recorded as an em dash, never as 0', () => {
    expect(NOT_RECORDED).toBe('—');
    expect(formatMeasurement(null, 'yds')).toBe('—');
    expect(formatMeasurement(undefined, 'ft', 1)).toBe('—');
    expect(formatMeasurement(Number.NaN)).toBe('—');
    expect(formatMeasurement(Number.POSITIVE_INFINITY, 'yd')).toBe('—');
  });

  it('prints a recorded value with its unit, a measured 0 included', () => {
    expect(formatMeasurement(6616, 'yds')).toBe('6616 yds');
    expect(formatMeasurement(6615.6)).toBe('6616');
    expect(formatMeasurement(6.25, 'ft', 1)).toBe('6.3 ft');
    expect(formatMeasurement(0, 'ft')).toBe('0 ft');
  });
});
