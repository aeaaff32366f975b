import { describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  decodeJwtPayload,
  getSessionViewer,
  isLoggedIn,
  isTokenExpired,
  setToken,
  subscribe,
  TOKEN_STORAGE_KEY,
} from './session';

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const NOW = Date.UTC(2025, 0, 1);
const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

describe('session', () => {
  it('keeps the token in localStorage id_token (spec 1 §9)', () => {
    setToken(jwt({ exp: inSeconds(60) }));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    clearToken();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('is logged in only while the token has not expired', () => {
    setToken(jwt({ exp: inSeconds(60) }));
    expect(isLoggedIn(NOW)).toBe(true);
    expect(isLoggedIn(NOW + 61_000)).toBe(false);
  });

  it('treats a missing or undecodable token as logged out', () => {
    expect(isLoggedIn(NOW)).toBe(false);
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    expect(isLoggedIn(NOW)).toBe(false);
    expect(isTokenExpired('a.%%%.b', NOW)).toBe(true);
  });

  it('reads the viewer from the claims', () => {
    setToken(jwt({ exp: inSeconds(60), sub: '42', roles: ['product-manager'] }));
    expect(getSessionViewer(NOW)).toEqual({ accountId: 42, isProductManager: true });
    setToken(jwt({ exp: inSeconds(60), accountId: 7 }));
    expect(getSessionViewer(NOW)).toEqual({ accountId: 7, isProductManager: false });
    clearToken();
    expect(getSessionViewer(NOW)).toBeNull();
  });

  it('decodes a token once, and a new token anew', () => {
    const first = jwt({ exp: inSeconds(60), sub: '1' });
    const payload = decodeJwtPayload(first);
    expect(decodeJwtPayload(first)).toBe(payload);
    expect(decodeJwtPayload(jwt({ exp: inSeconds(60), sub: '2' }))).toMatchObject({ sub: '2' });
    expect(decodeJwtPayload(first)).toEqual({ exp: inSeconds(60), sub: '1' });
    expect(decodeJwtPayload('not-a-jwt')).toBeNull();
  });

  it('notifies subscribers when the token changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    setToken(jwt({}));
    clearToken();
    unsubscribe();
    setToken(jwt({}));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
