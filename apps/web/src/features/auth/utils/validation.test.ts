import { describe, expect, it } from 'vitest';
import {
  phoneDigitsFromInput,
  toFullPhoneNumber,
  validateAlternativePhoneNumber,
  validatePassword,
  validatePhoneLoginNumber,
} from './validation';

describe('phone login number (spec 1 §5)', () => {
  it('is required', () => {
    expect(validatePhoneLoginNumber('')).toBe('Phone number is required');
  });

  it('takes 10 or 11 digits and nothing else', () => {
    expect(validatePhoneLoginNumber('5550100001')).toBe(true);
    expect(validatePhoneLoginNumber('15550100001')).toBe(true);
    for (const bad of ['555010000', '155501000011', '555-010-00', '555010000a', ' 5550100001'])
      expect(validatePhoneLoginNumber(bad)).toBe('Please enter a valid 10-11 digit phone number');
  });
});

describe('alternative login (spec 1 §5)', () => {
  it('needs exactly 10 digits, with one message for empty and wrong', () => {
    expect(validateAlternativePhoneNumber('5550100001')).toBe(true);
    for (const bad of ['', '555010000', '15550100001', '555010000x'])
      expect(validateAlternativePhoneNumber(bad)).toBe('Please enter a valid 10-digit phone number');
  });

  it('needs a password of at least 6 characters', () => {
    expect(validatePassword('')).toBe('Password is required');
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters');
    expect(validatePassword('123456')).toBe(true);
  });

  it('sends the country code followed by the digits', () => {
    expect(toFullPhoneNumber('+1', '5550100001')).toBe('+15550100001');
    expect(toFullPhoneNumber('+44', '7700900123')).toBe('+447700900123');
  });
});

describe('what a phone field keeps of its input (spec 1 §5)', () => {
  it('keeps the digits of a formatted number', () => {
    expect(phoneDigitsFromInput('555 010 0001', '+1', 11)).toBe('5550100001');
    expect(phoneDigitsFromInput('(555) 019-1234', '+1', 10)).toBe('5550191234');
  });

  it('drops the selected country code when the number is written with it', () => {
    expect(phoneDigitsFromInput('+15550100001', '+1', 10)).toBe('5550100001');
    expect(phoneDigitsFromInput('+1 (555) 010-0001', '+1', 11)).toBe('5550100001');
    expect(phoneDigitsFromInput('15550100001', '+1', 10)).toBe('5550100001');
    expect(phoneDigitsFromInput('+44 7700 900123', '+44', 11)).toBe('7700900123');
  });

  it('keeps an 11-digit national number the phone login takes, and cuts what is longer', () => {
    expect(phoneDigitsFromInput('15550100001', '+1', 11)).toBe('15550100001');
    expect(phoneDigitsFromInput('98765432101234', '+1', 11)).toBe('98765432101');
  });
});
