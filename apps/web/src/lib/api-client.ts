import type { ApiError, AuthCodeValue, AuthSession } from '@linksight/api-contract';
import { exposeForDebugging } from './debug';
import { clearToken, endSession, getToken, isLoggedIn, setToken } from './session';

/*
 * This module is part of every page's first download, so it imports only types from the contract: a value
 * import would pull the contract's schemas (and TypeBox) into the home page's JS. The literals below are
 * checked against the contract's types; `apiPaths.auth('refresh' | 'logout')` builds the same URLs.
 */
const REFRESH_PATH = '/api/v1/auth/refresh';
const LOGOUT_PATH = '/api/v1/auth/logout';
const EXTERNAL_TOKEN_EXPIRED: AuthCodeValue = 'ExternalTokenExpired';

/** spec 1 §8: the code the UI maps to "Network error. Please check your connection and try again." */
export const NETWORK_ERROR_CODE = 'NetworkError';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
/** spec 1 §4.3 / §8: the logout message when an externally issued token is rejected. */
export const EXTERNAL_TOKEN_EXPIRED_MESSAGE = 'Error External token expired';

/** Every failed call: `code` and `message` from the API's `{ code, message }` body; status 0 when offline. */
export class ApiClientError extends Error {
  readonly code: string;
  readonly status: number;
  /** The JSON path of the field the API blames (`$.username`), when it names one. */
  readonly path: string | undefined;

  constructor(code: string, status: number, message: string, path?: string) {
    super(message);
    this.name = 'ApiClientError';
    this.code = code;
    this.status = status;
    this.path = path;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

function isApiErrorBody(body: unknown): body is ApiError {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ApiError).code === 'string' &&
    typeof (body as ApiError).message === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export type RequestOptions = Omit<RequestInit, 'body'> & {
  json?: unknown;
  /** A file sent as it is (a profile photo), with its own type or application/octet-stream. */
  file?: Blob;
  /**
   * The auth endpoints themselves (send code, verify, login, refresh, logout): their 401 means "wrong
   * credentials", not "stale token", so it never triggers a refresh. They also send cookies.
   */
  isAuthCall?: boolean;
  /** A successful answer is a file (the schedule spreadsheet): resolve with its bytes, not parsed JSON. */
  asBlob?: boolean;
};

type Outcome = { response: Response; body: unknown };

async function send(
  path: string,
  { json, file, headers, isAuthCall, asBlob, ...init }: RequestOptions,
  token: string | null,
): Promise<Outcome> {
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (token !== null) requestHeaders.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json');
  if (file !== undefined) requestHeaders.set('Content-Type', file.type || 'application/octet-stream');
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      ...(isAuthCall ? { credentials: 'include' as const } : {}),
      headers: requestHeaders,
      body: json === undefined ? file : JSON.stringify(json),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(NETWORK_ERROR_CODE, 0, NETWORK_ERROR_MESSAGE);
  }
  return { response, body: asBlob && response.ok ? await response.blob() : await readBody(response) };
}

function toError({ response, body }: Outcome): ApiClientError {
  if (isApiErrorBody(body)) return new ApiClientError(body.code, response.status, body.message, body.path);
  return new ApiClientError(
    `HTTP_${response.status}`,
    response.status,
    `Request failed with status ${response.status}`,
  );
}

let refreshInFlight: Promise<boolean> | null = null;

async function runRefresh(): Promise<boolean> {
  let outcome: Outcome;
  try {
    outcome = await send(REFRESH_PATH, { method: 'POST', isAuthCall: true }, null);
  } catch {
    // Offline: the session may still be good; the caller's request fails with NetworkError instead.
    return false;
  }
  const { accessToken } = (outcome.body ?? {}) as Partial<AuthSession>;
  if (outcome.response.ok && typeof accessToken === 'string') {
    setToken(accessToken);
    return true;
  }
  endSession(); // spec 1 §4.3: a failed refresh logs the user out
  return false;
}

/**
 * spec 1 §4.3: exactly one refresh at a time; everyone who needs it waits for the same promise.
 * `staleToken` is the token a request was rejected with: when the stored token has changed since, a
 * refresh already happened and the caller only needs to retry.
 */
export function refreshSession(staleToken?: string | null): Promise<boolean> {
  if (refreshInFlight !== null) return refreshInFlight;
  const current = getToken();
  if (staleToken !== undefined && current !== null && current !== staleToken) return Promise.resolve(true);
  refreshInFlight = runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * spec 1 §4.3 auto login: with no valid token, one refresh (the refresh token is an httpOnly cookie the
 * SPA cannot see). Only when a token is stored (an expired one): a visitor who never logged in, or logged
 * out, has no cookie, and asking anyway would cost every anonymous page load a failing request.
 */
export async function tryAutoLogin(): Promise<boolean> {
  if (isLoggedIn()) return true;
  if (refreshInFlight !== null) return refreshInFlight;
  if (getToken() === null) return false;
  return refreshSession();
}

/**
 * A report page's snapshot token (ARCHITECTURE §6; lib/report-snapshot.ts): while set, data calls carry it
 * instead of the session's token, so a report shows what its snapshot opens, whoever is logged in. It is
 * read-only and short-lived; a 401 with it is final (no refresh).
 */
let reportBearer: string | null = null;

export function setReportBearer(token: string | null): void {
  reportBearer = token;
}

/** fetch + bearer token + JSON. Resolves with the parsed body; rejects with `ApiClientError`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (reportBearer !== null && !options.isAuthCall) {
    const outcome = await send(path, options, reportBearer);
    if (!outcome.response.ok) throw toError(outcome);
    return outcome.body as T;
  }
  if (!options.isAuthCall && refreshInFlight !== null) await refreshInFlight;
  const token = getToken();
  let outcome = await send(path, options, token);

  if (outcome.response.status === 401 && !options.isAuthCall) {
    const error = toError(outcome);
    if (error.code === EXTERNAL_TOKEN_EXPIRED) {
      endSession(EXTERNAL_TOKEN_EXPIRED_MESSAGE);
      throw error;
    }
    if (!(await refreshSession(token))) {
      // The refresh failed and logged out (a lapsed session): a page open to visitors (a public profile)
      // still answers without a token, instead of a dead end that says the token expired.
      if (token === null || getToken() !== null) throw error;
      outcome = await send(path, options, null);
      if (!outcome.response.ok) throw toError(outcome);
      return outcome.body as T;
    }
    // Retried once: a second 401 is the answer, not a reason for another refresh.
    outcome = await send(path, options, getToken());
  }

  if (!outcome.response.ok) throw toError(outcome);
  return outcome.body as T;
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', json }),
};

/** The Log out entry: revoke the refresh token on the server, then forget the access token. */
export async function logOut(): Promise<void> {
  try {
    await apiRequest<void>(LOGOUT_PATH, { method: 'POST', isAuthCall: true });
  } catch {
    // Offline or already logged out: the local session ends either way.
  } finally {
    clearToken();
  }
}

/**
 * `window.linksightApi` (debugging aid, lib/debug.ts): the client with its session rules (bearer, one
 * refresh on 401). The e2e refresh test fires parallel calls through it, because no screen makes
 * several authenticated calls at once yet.
 */
if (typeof window !== 'undefined') exposeForDebugging('linksightApi', apiClient);
