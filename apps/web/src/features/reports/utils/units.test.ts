import { describe, expect, it } from 'vitest';
import { convertYardsText, formatDistance, formatOffset, formatPuttLength } from './units';

describe('report units (spec 1 §2.1 prefersMetric)', () => {
  it('writes yards or meters', () => {
    expect(formatDistance(100, 'Imperial')).toBe('100 yd');
    // 100 yd = 91.44 m
    expect(formatDistance(100, 'Metric')).toBe('91 m');
    expect(formatOffset(-8, 'Imperial', 'right', 'left')).toBe('8 yd left');
  });

  it('prints a distance or putt length never recorded as "—" (one rule with the screens)', () => {
    expect(formatDistance(null, 'Imperial')).toBe('—');
    expect(formatDistance(null, 'Metric')).toBe('—');
    expect(formatPuttLength(null, 'Imperial')).toBe('—');
    expect(formatPuttLength(6.5, 'Imperial')).toBe('6.5 ft');
    // 10 ft = 3.048 m
    expect(formatPuttLength(10, 'Metric')).toBe('3.0 m');
  });

  it("converts golf-core's sentences in yards", () => {
    expect(convertYardsText('150–190 yd', 'Metric')).toBe('137–174 m');
    expect(convertYardsText('tee shots on par 4 and 5, 230+ yd', 'Metric')).toBe(
      'tee shots on par 4 and 5, 210+ m',
    );
    expect(convertYardsText('Aim 11 yd left of the pin', 'Metric')).toBe('Aim 10 m left of the pin');
    expect(convertYardsText('Aim 11 yd left', 'Imperial')).toBe('Aim 11 yd left');
  });
});
