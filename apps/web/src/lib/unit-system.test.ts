import { describe, expect, it } from 'vitest';
import { resolveUnitSystem } from './unit-system';

describe('resolveUnitSystem (spec 1 §2.1 cgr)', () => {
  it.each(['true', 'True'])('gives Metric for %s', (value) => {
    expect(resolveUnitSystem(value)).toBe('Metric');
  });

  it.each([null, undefined, '', 'TRUE', 'false', '1', 'yes', ' true'])('gives Imperial for %s', (value) => {
    expect(resolveUnitSystem(value)).toBe('Imperial');
  });
});
