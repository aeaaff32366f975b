import { PASSWORD_MESSAGES } from '../../../lib/password-rules';

export { validatePassword } from '../../../lib/password-rules';

/** spec 1 §5 / §9 limits. */
export const PHONE_LOGIN_MAX_LENGTH = 11;
export const ALTERNATIVE_PHONE_LENGTH = 10;

/** spec 1 §5 messages, verbatim. */
export const VALIDATION_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneLoginInvalid: 'Please enter a valid 10-11 digit phone number',
  alternativePhoneInvalid: 'Please enter a valid 10-digit phone number',
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
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

/**
 * What a phone field keeps of what was typed, pasted or autofilled: its digits, at most `maxLength` of them
 * (spec 1 §5's "input maximum length" counts digits: an HTML maxlength cut "(555) 019-1234" to "(555) 019-1"
 * before the field saw it). A number written with the selected country code ("+1 555 010 0001", or longer
 * than the field takes and starting with it) loses the code, which the country picker already gives.
 */
export function phoneDigitsFromInput(raw: string, countryCode: string, maxLength: number): string {
  let digits = raw.replace(/\D/g, '');
  const codeDigits = countryCode.replace(/\D/g, '');
  const hasCode = raw.trimStart().startsWith('+') || digits.length > maxLength;
  if (hasCode && codeDigits !== '' && digits.startsWith(codeDigits)) digits = digits.slice(codeDigits.length);
  return digits.slice(0, maxLength);
}

/** spec 1 §5: "The number sent is the country code followed by the digits." */
export function toFullPhoneNumber(countryCode: string, digits: string): string {
  return `${countryCode}${digits}`;
}
