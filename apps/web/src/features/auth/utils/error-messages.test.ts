import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../../lib/api-client';
import {
  isCodeChallenge,
  otpErrorMessage,
  passwordLoginErrorMessage,
  phoneLoginErrorMessage,
} from './error-messages';

const apiError = (code: string, message = 'server text') => new ApiClientError(code, 400, message);

describe('phone login errors (spec 1 §8)', () => {
  it.each([
    ['NetworkError', 'Network error. Please check your connection and try again.'],
    ['InvalidParameterException', 'Invalid phone number format. Please try again.'],
    ['UserNotFoundException', 'Phone number not found. Please check and try again.'],
    ['SERVICE_UNAVAILABLE', 'Authentication error: SERVICE_UNAVAILABLE'],
  ])('maps %s', (code, message) => {
    expect(phoneLoginErrorMessage(apiError(code))).toBe(message);
  });

  it('shows the server’s text of a limit (when a new code can be asked for), else the catalogue’s', () => {
    const limit = (message: string) => apiError('LimitExceededException', message);
    expect(phoneLoginErrorMessage(limit('A new code can be requested in 70 seconds.'))).toBe(
      'A new code can be requested in 70 seconds.',
    );
    expect(phoneLoginErrorMessage(limit('Too many attempts. Please try again later.'))).toBe(
      'Too many attempts. Please try again later.',
    );
    expect(phoneLoginErrorMessage(limit(''))).toBe('Too many attempts. Please try again later.');
  });

  it('shows a plain string or an uncoded error message as is, else the fallback', () => {
    expect(phoneLoginErrorMessage('The line is busy')).toBe('The line is busy');
    expect(phoneLoginErrorMessage(new Error('Something specific'))).toBe('Something specific');
    expect(phoneLoginErrorMessage(undefined)).toBe('Failed to send verification code. Please try again.');
    expect(phoneLoginErrorMessage('')).toBe('Failed to send verification code. Please try again.');
  });
});

describe('one-time-code errors (spec 1 §8)', () => {
  it.each([
    ['CodeMismatchException', 'Invalid verification code. Please try again.'],
    ['ExpiredCodeException', 'Verification code has expired. Please request a new one.'],
    ['LimitExceededException', 'Too many attempts. Please try again later.'],
    ['InvalidParameterException', 'Invalid verification code format.'],
    ['NotAuthorizedException', 'Verification error: NotAuthorizedException'],
    ['NetworkError', 'Network error. Please check your connection and try again.'],
  ])('maps %s', (code, message) => {
    expect(otpErrorMessage(apiError(code))).toBe(message);
  });

  it('falls back to the mismatch text', () => {
    expect(otpErrorMessage(new Error('boom'))).toBe('Invalid verification code. Please try again.');
  });
});

describe('password login failure (spec 1 §8)', () => {
  it('shows the error message, else the fallback', () => {
    expect(passwordLoginErrorMessage(apiError('LimitExceededException', 'Try again in 15 minutes.'))).toBe(
      'Try again in 15 minutes.',
    );
    expect(passwordLoginErrorMessage(new ApiClientError('NotAuthorizedException', 401, ''))).toBe(
      'Invalid phone number or password. Please try again.',
    );
    expect(passwordLoginErrorMessage(null)).toBe('Invalid phone number or password. Please try again.');
  });
});

describe('send-code answer (spec 1 §4.1)', () => {
  it('goes on for SMS_MFA, CUSTOM_CHALLENGE or status SUCCESS only', () => {
    expect(isCodeChallenge({ challengeName: 'SMS_MFA' })).toBe(true);
    expect(isCodeChallenge({ challengeName: 'CUSTOM_CHALLENGE', resendAfterSeconds: 120 })).toBe(true);
    expect(isCodeChallenge({ status: 'SUCCESS' })).toBe(true);
    expect(isCodeChallenge({ challengeName: 'NEW_PASSWORD_REQUIRED' })).toBe(false);
    expect(isCodeChallenge(undefined)).toBe(false);
  });
});
