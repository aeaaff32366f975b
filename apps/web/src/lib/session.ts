/**
 * The browser session: the bearer token in localStorage `id_token` (spec 1 §4.3, §9).
 * "Logged in" means a token is present and its `exp` has not passed. The signature is not checked here:
 * the API verifies every request; the SPA only needs to know whether to show guarded screens.
 * Tokens are obtained by the auth screens and refreshed by `api-client.ts` (spec 1 §4.3).
 */
import { setShellNotice } from './shell-notice';

export const TOKEN_STORAGE_KEY = 'id_token';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame): behave as logged out
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = readStorage();
  return token === null || token === '' ? null : token;
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage disabled: there is nothing to remove
  } finally {
    notify();
  }
}

type SessionEnd = { message: string | null };
type SessionEndListener = (end: SessionEnd) => void;
const sessionEndListeners = new Set<SessionEndListener>();

/**
 * Logs out without the user asking: an external token was rejected or a refresh failed (spec 1 §4.3).
 * Clears the token, leaves the message (if any) for the shell to show once and tells session-end listeners
 * (the shell revalidates the routes, so a guarded screen sends the visitor to /auth).
 */
export function endSession(message: string | null = null): void {
  clearToken();
  if (message !== null) setShellNotice({ message, severity: 'error' });
  for (const listener of sessionEndListeners) listener({ message });
}

export function subscribeSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

type JwtPayload = Record<string, unknown>;
/**
 * The last token decoded and its payload. React reads the session through useSyncExternalStore, whose
 * snapshot is taken on every render and again after every commit of each reader: decoding the same token
 * each time was ~40 ms of a dashboard load on a 4× slower CPU (issue 23).
 */
let lastDecoded: { token: string; payload: JwtPayload | null } | null = null;

/** Payload of a JWT, or null when the token is not a decodable JWT. */
export function decodeJwtPayload(token: string): JwtPayload | null {
  if (lastDecoded?.token !== token) lastDecoded = { token, payload: decode(token) };
  return lastDecoded.payload;
}

function decode(token: string): JwtPayload | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JwtPayload)
      : null;
  } catch {
    return null;
  }
}

/** A token without a numeric `exp` never expires on the client; an undecodable one counts as expired. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const payload = decodeJwtPayload(token);
  if (payload === null) return true;
  const exp = payload.exp;
  return typeof exp === 'number' && exp * 1000 <= nowMs;
}

export function isLoggedIn(nowMs: number = Date.now()): boolean {
  const token = getToken();
  return token !== null && !isTokenExpired(token, nowMs);
}

export type SessionViewer = { accountId: number | null; isProductManager: boolean };

/**
 * Who is logged in, read from the token's claims. The API issues `sub` = the account id as a decimal string
 * (apps/api services/auth/tokens.ts); `accountId` is read too for external issuers that name it so. The
 * API's tokens carry no role claim, so `isProductManager` is true only for a token that says so
 * (`isProductManager: true` or `roles` containing `product-manager`); the server decides product-manager
 * access on every player call anyway. Null when logged out.
 */
export function getSessionViewer(nowMs: number = Date.now()): SessionViewer | null {
  const token = getToken();
  if (token === null || isTokenExpired(token, nowMs)) return null;
  const claims = decodeJwtPayload(token) ?? {};
  const rawId = claims.accountId ?? claims.sub;
  const accountId =
    typeof rawId === 'number'
      ? rawId
      : typeof rawId === 'string' && /^\d+$/.test(rawId)
        ? Number(rawId)
        : null;
  const roles = Array.isArray(claims.roles) ? claims.roles : [];
  return {
    accountId,
    isProductManager: claims.isProductManager === true || roles.includes('product-manager'),
  };
}

/** Called on every token change in this tab and in other tabs (storage event). */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
