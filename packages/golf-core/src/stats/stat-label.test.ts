import { describe, expect, it } from 'vitest';
import { metricGroups } from '../compare/metrics';
import { STAT_BY_ID } from './catalog';
import { statLabel } from './format';

describe('statLabel', () => {
  it('says the unit of a length stat beside its name, and nothing for counts and rates', () => {
    expect(statLabel(STAT_BY_ID.get('driving-distance')!)).toBe('Driving Distance (yd)');
    expect(statLabel(STAT_BY_ID.get('approach-proximity')!)).toBe('Approach Proximity (ft)');
    expect(statLabel(STAT_BY_ID.get('proximity-50-100')!)).toBe('Proximity 50-100yd (ft)');
    const labels = metricGroups().flatMap((g) => g.metrics.map((m) => m.label));
    expect(labels).toContain('Driving Distance (yd)');
    expect(labels.filter((l) => / \((yd|ft)\)$/.test(l)).length).toBeGreaterThan(0);
    expect(labels).not.toContain('Driving Distance');
  });
});
