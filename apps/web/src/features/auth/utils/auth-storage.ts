import { paths } from '../../../config/paths';

/**
 * Session-scoped (sessionStorage) state of the login flow: the phone-auth state held between the phone and
 * verify screens (spec 1 §3), and the return URL stored when arriving at /auth (spec 1 §2.2).
 */
const PHONE_AUTH_KEY = 'linksight.auth.phone';
const RETURN_URL_KEY = 'linksight.auth.returnUrl';

export type PhoneAuthState = { countryCode: string; digits: string };

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // storage disabled: the flow still works within the page
  }
}

export function savePhoneAuthState(state: PhoneAuthState): void {
  write(PHONE_AUTH_KEY, JSON.stringify(state));
}

export function readPhoneAuthState(): PhoneAuthState | null {
  const raw = read(PHONE_AUTH_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PhoneAuthState>;
    return typeof value.countryCode === 'string' && typeof value.digits === 'string'
      ? { countryCode: value.countryCode, digits: value.digits }
      : null;
  } catch {
    return null;
  }
}

export function clearPhoneAuthState(): void {
  write(PHONE_AUTH_KEY, null);
}

/** spec 1 §2.2: these return URLs are ignored (they would land back in the login flow). */
const IGNORED_RETURN_PATHS = new Set([paths.auth.login(), paths.auth.verify()]);

/**
 * An in-app path to go to after login, or null. Only same-origin paths ("/x", not "//host" or a full URL)
 * are accepted, so the parameter cannot send a freshly logged-in user to another site.
 */
export function toSafeReturnUrl(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  const url = new URL(value, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  if (IGNORED_RETURN_PATHS.has(pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function storeReturnUrl(value: string | null): void {
  const safe = toSafeReturnUrl(value);
  if (safe !== null) write(RETURN_URL_KEY, safe);
}

/** The stored return URL, removed once read. */
export function takeReturnUrl(): string | null {
  const value = toSafeReturnUrl(read(RETURN_URL_KEY));
  write(RETURN_URL_KEY, null);
  return value;
}
