import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, telDigits } from './phone-display';

describe('formatPhoneNumber', () => {
  it('writes a North American number as people read it', () => {
    expect(formatPhoneNumber('+19195550175')).toBe('+1 (919) 555-0175');
    expect(formatPhoneNumber('+1 919-555-0175')).toBe('+1 (919) 555-0175');
  });
  it('keeps any other number as written', () => {
    expect(formatPhoneNumber('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('555-0175')).toBe('555-0175');
  });
  it('dials the digits', () => {
    expect(telDigits('+1 (919) 555-0175')).toBe('+19195550175');
  });
});
