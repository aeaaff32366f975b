/** Digits left visible at the end of a masked number. */
const VISIBLE_DIGITS = 4;

/**
 * spec 1 §2.2: the verify screen shows the number masked: the country code, then every digit but the last
 * four hidden, e.g. "+1 ******0001".
 */
export function maskPhoneNumber(countryCode: string, digits: string): string {
  const hidden = Math.max(0, digits.length - VISIBLE_DIGITS);
  return `${countryCode} ${'*'.repeat(hidden)}${digits.slice(hidden)}`;
}
