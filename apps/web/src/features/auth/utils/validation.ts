import { AUTH_MIN_PASSWORD_LENGTH } from '@linksight/api-contract';

/** spec 1 §5 / §9 limits. */
export const PHONE_LOGIN_MAX_LENGTH = 11;
export const ALTERNATIVE_PHONE_LENGTH = 10;

/** spec 1 §5 messages, verbatim. */
export const VALIDATION_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneLoginInvalid: 'Please enter a valid 10-11 digit phone number',
  alternativePhoneInvalid: 'Please enter a valid 10-digit phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${AUTH_MIN_PASSWORD_LENGTH} characters`,
} as const;

/** A validator answers true or the message to show (react-hook-form's `validate` shape). */
export type ValidationResult = true | string;

/** spec 1 §5 phone login: required, 10 or 11 digits. */
export function validatePhoneLoginNumber(value: string): ValidationResult {
  if (value === '') return VALIDATION_MESSAGES.phoneRequired;
  return /^[0-9]{10,11}$/.test(value) ? true : VALIDATION_MESSAGES.phoneLoginInvalid;
}

/** spec 1 §5 alternative login: required and exactly 10 digits, one message for both. */
export function validateAlternativePhoneNumber(value: string): ValidationResult {
  return /^[0-9]{10}$/.test(value) ? true : VALIDATION_MESSAGES.alternativePhoneInvalid;
}

/** spec 1 §5: required, at least 6 characters. */
export function validatePassword(value: string): ValidationResult {
  if (value === '') return VALIDATION_MESSAGES.passwordRequired;
  return value.length >= AUTH_MIN_PASSWORD_LENGTH ? true : VALIDATION_MESSAGES.passwordTooShort;
}

/** spec 1 §5: "The number sent is the country code followed by the digits." */
export function toFullPhoneNumber(countryCode: string, digits: string): string {
  return `${countryCode}${digits}`;
}
