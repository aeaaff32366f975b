import { AuthCode } from '@linksight/api-contract';
import { AppError } from '../../lib/errors';

/** The auth answers of spec 1 §8 with their HTTP statuses; messages are safe to show as they are. */
export const authErrors = {
  userNotFound: () =>
    new AppError(404, AuthCode.userNotFound, 'Phone number not found. Please check and try again.'),
  codeMismatch: () =>
    new AppError(400, AuthCode.codeMismatch, 'Invalid verification code. Please try again.'),
  expiredCode: () =>
    new AppError(400, AuthCode.expiredCode, 'Verification code has expired. Please request a new one.'),
  tooManyWrongCodes: () =>
    new AppError(429, AuthCode.limitExceeded, 'Too many wrong codes. Please request a new code.'),
  tooManyAttempts: () =>
    new AppError(429, AuthCode.limitExceeded, 'Too many attempts. Please try again later.'),
  // The waits also go in Retry-After, so a script need not read them out of the message.
  resendTooSoon: (seconds: number) =>
    new AppError(
      429,
      AuthCode.limitExceeded,
      `A new code can be requested in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      { headers: { 'retry-after': String(seconds) } },
    ),
  passwordLocked: (minutes: number) =>
    new AppError(
      429,
      AuthCode.limitExceeded,
      `Too many failed logins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { headers: { 'retry-after': String(minutes * 60) } },
    ),
  /** The same answer for a wrong password and an unknown number (issue 3). */
  badCredentials: () =>
    new AppError(401, AuthCode.notAuthorized, 'Invalid phone number or password. Please try again.'),
  currentPasswordRequired: () =>
    new AppError(400, AuthCode.invalidParameter, 'The current password is required to change it.'),
  /** 403, not 401: the caller is logged in, and a 401 would make the SPA refresh and retry (spec 1 §4.3). */
  wrongCurrentPassword: () => new AppError(403, AuthCode.notAuthorized, 'The current password is incorrect.'),
  sessionEnded: () =>
    new AppError(401, AuthCode.notAuthorized, 'Your session has ended. Please log in again.'),
  tokenExpired: () => new AppError(401, AuthCode.tokenExpired, 'The access token is invalid or has expired.'),
  externalTokenExpired: () =>
    new AppError(401, AuthCode.externalTokenExpired, 'Error External token expired'),
};
