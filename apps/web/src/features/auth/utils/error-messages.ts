import { AuthCode } from '@linksight/api-contract';
import { isApiClientError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

/** spec 1 §8 catalogue, verbatim. */
export const AUTH_MESSAGES = {
  network: NETWORK_ERROR_MESSAGE,
  invalidPhone: 'Invalid phone number format. Please try again.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  phoneNotFound: 'Phone number not found. Please check and try again.',
  sendCodeFailed: 'Failed to send verification code. Please try again.',
  unexpectedResponse: 'Unexpected authentication response. Please try again.',
  codeMismatch: 'Invalid verification code. Please try again.',
  codeExpired: 'Verification code has expired. Please request a new one.',
  codeFormat: 'Invalid verification code format.',
  badCredentials: 'Invalid phone number or password. Please try again.',
} as const;

/** The server's code (`ApiClientError.code`, or `code`/`name` of another error object), if any. */
function errorCode(error: unknown): string | null {
  if (isApiClientError(error)) return error.code;
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && code !== '' ? code : null;
}

function errorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error === '' ? null : error;
  if (error instanceof Error && error.message !== '') return error.message;
  return null;
}

/**
 * spec 1 §8 phone login errors, for send-code and resend-code. A coded answer maps by its code (so the
 * catalogue's texts are what the user reads); a plain string or an error without a code shows its message
 * as is. LimitExceededException shows the server's message when it has one: a new code asked for too soon
 * answers "A new code can be requested in 70 seconds.", which the catalogue's text would hide; the
 * server's other limits answer with the catalogue's text itself (api services/auth/errors.ts).
 */
export function phoneLoginErrorMessage(error: unknown): string {
  const code = errorCode(error);
  switch (code) {
    case null:
      return errorMessage(error) ?? AUTH_MESSAGES.sendCodeFailed;
    case NETWORK_ERROR_CODE:
      return AUTH_MESSAGES.network;
    case AuthCode.invalidParameter:
      return AUTH_MESSAGES.invalidPhone;
    case AuthCode.limitExceeded:
      return errorMessage(error) ?? AUTH_MESSAGES.tooManyAttempts;
    case AuthCode.userNotFound:
      return AUTH_MESSAGES.phoneNotFound;
    default:
      return `Authentication error: ${code}`;
  }
}

/**
 * spec 1 §8 one-time-code errors. Offline is not in this list of the catalogue; it shows the network text
 * like every other auth screen (issue 3) rather than "Verification error: NetworkError".
 */
export function otpErrorMessage(error: unknown): string {
  const code = errorCode(error);
  switch (code) {
    case null:
      return AUTH_MESSAGES.codeMismatch;
    case NETWORK_ERROR_CODE:
      return AUTH_MESSAGES.network;
    case AuthCode.codeMismatch:
      return AUTH_MESSAGES.codeMismatch;
    case AuthCode.expiredCode:
      return AUTH_MESSAGES.codeExpired;
    case AuthCode.limitExceeded:
      return AUTH_MESSAGES.tooManyAttempts;
    case AuthCode.invalidParameter:
      return AUTH_MESSAGES.codeFormat;
    default:
      return `Verification error: ${code}`;
  }
}

/** spec 1 §8 password login failure: the error message, else the fallback. */
export function passwordLoginErrorMessage(error: unknown): string {
  return errorMessage(error) ?? AUTH_MESSAGES.badCredentials;
}

/** spec 1 §4.1 step 2: a challenge or SUCCESS means a code is on its way. */
export function isCodeChallenge(response: unknown): boolean {
  if (typeof response !== 'object' || response === null) return false;
  const { challengeName, status } = response as { challengeName?: unknown; status?: unknown };
  return (
    challengeName === AuthCode.smsMfa ||
    challengeName === AuthCode.customChallenge ||
    status === AuthCode.success
  );
}
