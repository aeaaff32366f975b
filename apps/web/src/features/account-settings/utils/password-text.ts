import { PASSWORD_MESSAGES } from '../../../lib/password-rules';

/** The Password section's words (the settings page; the spec has no settings screen). */
export const PASSWORD_SECTION_TEXT = {
  introNotSet:
    'You log in with a code sent to your phone. Set a password to also log in with your phone number and password (Alternative login).',
  introSet:
    'You can log in with your phone number and this password (Alternative login). Changing it logs out your other devices.',
  set: 'Your password is set. You can now log in with your phone number and password.',
  changed: 'Your password is changed. Your other devices have been logged out.',
  mismatch: 'The passwords do not match',
  loadFailed: 'Your password settings could not be loaded. Reload the page to try again.',
  saveFailed: 'Your password could not be saved. Please try again.',
} as const;

/** The confirmation must repeat the new password exactly. */
export function confirmPasswordRule(confirmation: string, password: string): true | string {
  if (confirmation === '') return PASSWORD_MESSAGES.required;
  return confirmation === password ? true : PASSWORD_SECTION_TEXT.mismatch;
}
