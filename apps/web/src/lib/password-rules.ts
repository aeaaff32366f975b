import { AUTH_MIN_PASSWORD_LENGTH } from '@linksight/api-contract';

/** spec 1 §5 password messages, verbatim: the alternative login and the settings page's Password section. */
export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${AUTH_MIN_PASSWORD_LENGTH} characters`,
} as const;

/** spec 1 §5: required, at least 6 characters. Answers true or the message (react-hook-form's `validate`). */
export function validatePassword(value: string): true | string {
  if (value === '') return PASSWORD_MESSAGES.required;
  return value.length >= AUTH_MIN_PASSWORD_LENGTH ? true : PASSWORD_MESSAGES.tooShort;
}
