import { describe, expect, it } from 'vitest';
import { formatAverage, formatRowValue, NO_VALUE } from './rounds-grid-columns';

describe('rounds grid cells (spec 3 §3)', () => {
  it('writes a measured length at its column decimals in every row, as its average', () => {
    expect(formatRowValue('girPuttProxStart', 24)).toBe('24.00');
    expect(formatRowValue('girPuttProxStart', 26.944)).toBe('26.94');
    expect(formatRowValue('totalFeetPutt', 277)).toBe(formatAverage('totalFeetPutt', 277));
    expect(formatRowValue('madeFeetPutt', null)).toBe(NO_VALUE);
  });

  it('keeps counts and percents whole, and To Par as E/+n', () => {
    expect(formatRowValue('score', 76)).toBe('76');
    expect(formatRowValue('fir', 57)).toBe('57');
    expect(formatRowValue('scoreToPar', 0)).toBe('E');
    expect(formatRowValue('scoreToPar', 4)).toBe('+4');
  });
});
