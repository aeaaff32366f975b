import { describe, expect, it } from 'vitest';
import { storeReturnUrl, takeReturnUrl, toSafeReturnUrl } from './auth-storage';
import { maskPhoneNumber } from './phone-mask';
import { formatResendLabel } from './resend-label';

describe('masked phone number (spec 1 §2.2)', () => {
  it('shows the country code and the last four digits', () => {
    expect(maskPhoneNumber('+1', '5550100001')).toBe('+1 ******0001');
    expect(maskPhoneNumber('+44', '77009001234')).toBe('+44 *******1234');
    expect(maskPhoneNumber('+1', '123')).toBe('+1 123');
  });
});

describe('resend label (spec 1 §4.2)', () => {
  it('counts down as m:ss and reads Resend Code at zero', () => {
    expect(formatResendLabel(120)).toBe('Resend Code (2:00)');
    expect(formatResendLabel(119)).toBe('Resend Code (1:59)');
    expect(formatResendLabel(65)).toBe('Resend Code (1:05)');
    expect(formatResendLabel(9)).toBe('Resend Code (0:09)');
    expect(formatResendLabel(0)).toBe('Resend Code');
  });
});

describe('return URL (spec 1 §2.2)', () => {
  it('ignores /auth and /auth/verify, and anything off this site', () => {
    expect(toSafeReturnUrl('/dashboard?x=1')).toBe('/dashboard?x=1');
    expect(toSafeReturnUrl('/auth')).toBeNull();
    expect(toSafeReturnUrl('/auth?returnUrl=%2Fdashboard')).toBeNull();
    expect(toSafeReturnUrl('/auth/verify')).toBeNull();
    expect(toSafeReturnUrl('//evil.example/x')).toBeNull();
    expect(toSafeReturnUrl('https://evil.example/x')).toBeNull();
    expect(toSafeReturnUrl('/\\evil.example')).toBeNull();
  });

  it('is kept for the session and used once', () => {
    storeReturnUrl('/player/jamie/summary');
    storeReturnUrl('/auth/verify'); // ignored: the first one stays
    expect(takeReturnUrl()).toBe('/player/jamie/summary');
    expect(takeReturnUrl()).toBeNull();
  });
});
