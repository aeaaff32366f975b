/** spec 1 §3 Country option. `country` is the ISO code(s) of the countries dialled with `code`. */
export type CountryOption = { code: string; flag: string; country: string; name: string };

/** spec 1 §9: +1 is shared by the US and Canada, so it is one option naming both. */
const NORTH_AMERICA: CountryOption = {
  code: '+1',
  flag: '🇺🇸🇨🇦',
  country: 'US/CA',
  name: 'United States / Canada',
};

/** spec 1 §5 / §9: default country code. */
export const DEFAULT_COUNTRY_CODE = NORTH_AMERICA.code;

/** spec 1 §9 phone login country codes, in the spec's order. */
export const PHONE_LOGIN_COUNTRIES: readonly CountryOption[] = [
  NORTH_AMERICA,
  { code: '+44', flag: '🇬🇧', country: 'GB', name: 'United Kingdom' },
  { code: '+33', flag: '🇫🇷', country: 'FR', name: 'France' },
  { code: '+49', flag: '🇩🇪', country: 'DE', name: 'Germany' },
  { code: '+39', flag: '🇮🇹', country: 'IT', name: 'Italy' },
  { code: '+34', flag: '🇪🇸', country: 'ES', name: 'Spain' },
  { code: '+31', flag: '🇳🇱', country: 'NL', name: 'Netherlands' },
  { code: '+46', flag: '🇸🇪', country: 'SE', name: 'Sweden' },
  { code: '+47', flag: '🇳🇴', country: 'NO', name: 'Norway' },
  { code: '+45', flag: '🇩🇰', country: 'DK', name: 'Denmark' },
  { code: '+41', flag: '🇨🇭', country: 'CH', name: 'Switzerland' },
  { code: '+43', flag: '🇦🇹', country: 'AT', name: 'Austria' },
  { code: '+32', flag: '🇧🇪', country: 'BE', name: 'Belgium' },
  { code: '+351', flag: '🇵🇹', country: 'PT', name: 'Portugal' },
  { code: '+91', flag: '🇮🇳', country: 'IN', name: 'India' },
  { code: '+86', flag: '🇨🇳', country: 'CN', name: 'China' },
  { code: '+81', flag: '🇯🇵', country: 'JP', name: 'Japan' },
  { code: '+82', flag: '🇰🇷', country: 'KR', name: 'South Korea' },
  { code: '+61', flag: '🇦🇺', country: 'AU', name: 'Australia' },
  { code: '+64', flag: '🇳🇿', country: 'NZ', name: 'New Zealand' },
  { code: '+55', flag: '🇧🇷', country: 'BR', name: 'Brazil' },
  { code: '+52', flag: '🇲🇽', country: 'MX', name: 'Mexico' },
  { code: '+54', flag: '🇦🇷', country: 'AR', name: 'Argentina' },
];

/** spec 1 §9 alternative login country codes (8), in the spec's order. */
const ALTERNATIVE_CODES = ['+1', '+44', '+91', '+61', '+49', '+33', '+81', '+86'];
export const ALTERNATIVE_LOGIN_COUNTRIES: readonly CountryOption[] = ALTERNATIVE_CODES.map((code) => {
  const option = PHONE_LOGIN_COUNTRIES.find((country) => country.code === code);
  if (option === undefined) throw new Error(`unknown country code ${code}`);
  return option;
});
