import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, apiClient, tryAutoLogin } from './api-client';
import { getShellNotice, setShellNotice } from './shell-notice';
import { getToken, setToken, subscribeSessionEnd } from './session';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiClient', () => {
  it('sends the bearer token and parses JSON', async () => {
    setToken('a.b.c');
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.get('/api/health')).resolves.toEqual({ ok: true });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer a.b.c');
  });

  it('turns a { code, message } answer into an ApiClientError', async () => {
    vi.stubGlobal('fetch', respond(404, { code: 'NOT_FOUND', message: 'No such account' }));
    const error = await apiClient.get('/api/v1/accounts/by-username/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'No such account' });
  });

  it('names the status when the body is not an API error', async () => {
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    await expect(apiClient.get('/api/health')).rejects.toMatchObject({ code: 'HTTP_502', status: 502 });
  });

  it('reports a network failure as NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiClient.get('/api/health')).rejects.toMatchObject({
      code: 'NetworkError',
      status: 0,
      message: 'Network error. Please check your connection and try again.',
    });
  });
});

describe('session rules (spec 1 §4.3)', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const expired = () =>
    json(401, { code: 'TokenExpired', message: 'The access token is invalid or has expired.' });
  const authOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

  /** A fake API: /me answers 200 only to the fresh token; refresh answers after `refreshDelayMs`. */
  function fakeApi({ isRefreshOk = true, refreshDelayMs = 20 } = {}) {
    const calls = { refresh: 0, me: 0 };
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/v1/auth/refresh') {
        calls.refresh += 1;
        expect(init?.credentials).toBe('include');
        await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
        return isRefreshOk
          ? json(200, { accessToken: 'fresh.token.sig', account: {} })
          : json(401, { code: 'NotAuthorizedException', message: 'Your session has ended.' });
      }
      calls.me += 1;
      return authOf(init) === 'Bearer fresh.token.sig' ? json(200, { n: calls.me }) : expired();
    });
    vi.stubGlobal('fetch', fetchMock);
    return calls;
  }

  it('refreshes exactly once for several parallel 401s, then retries them all', async () => {
    setToken('stale.token.sig');
    const calls = fakeApi();
    const results = await Promise.all([1, 2, 3, 4].map(() => apiClient.get('/api/v1/auth/me')));
    expect(results).toHaveLength(4);
    expect(calls.refresh).toBe(1);
    expect(calls.me).toBe(8); // four rejected, four retried
    expect(getToken()).toBe('fresh.token.sig');
  });

  it('holds a request made while the refresh runs until the new token is there', async () => {
    setToken('stale.token.sig');
    const calls = fakeApi({ refreshDelayMs: 50 });
    const first = apiClient.get('/api/v1/auth/me');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = apiClient.get('/api/v1/auth/me');
    await Promise.all([first, second]);
    expect(calls).toEqual({ refresh: 1, me: 3 });
  });

  it('logs out when the refresh fails', async () => {
    setToken('stale.token.sig');
    const ended = vi.fn();
    const unsubscribe = subscribeSessionEnd(ended);
    const calls = fakeApi({ isRefreshOk: false });
    const outcomes = await Promise.allSettled([
      apiClient.get('/api/v1/auth/me'),
      apiClient.get('/api/v1/auth/me'),
    ]);
    unsubscribe();
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(calls.refresh).toBe(1);
    expect(getToken()).toBeNull();
    expect(ended).toHaveBeenCalledWith({ message: null });
  });

  it('a lapsed session reads a public page as a visitor: the refresh fails, the request goes without token', async () => {
    setToken('stale.token.sig');
    const seen: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (path === '/api/v1/auth/refresh')
          return json(401, { code: 'NotAuthorizedException', message: 'Your session has ended.' });
        seen.push(authOf(init));
        // A public profile: 401 to a stale token, 200 to a visitor.
        return authOf(init) === null ? json(200, { username: 'wes.haugen' }) : expired();
      }),
    );
    await expect(apiClient.get('/api/v1/accounts/by-username/wes.haugen')).resolves.toEqual({
      username: 'wes.haugen',
    });
    expect(seen).toEqual(['Bearer stale.token.sig', null]);
    expect(getToken()).toBeNull();
  });

  it('logs out with "Error External token expired" on an external 401, without refreshing', async () => {
    setToken('external.token.sig');
    const fetchMock = vi.fn(async () =>
      json(401, { code: 'ExternalTokenExpired', message: 'Error External token expired' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.get('/api/v1/auth/me')).rejects.toMatchObject({ code: 'ExternalTokenExpired' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(getShellNotice()).toEqual({ message: 'Error External token expired', severity: 'error' });
    setShellNotice(null);
  });

  it('does not refresh on the 401 of a login call (wrong credentials)', async () => {
    const fetchMock = vi.fn(async () =>
      json(401, {
        code: 'NotAuthorizedException',
        message: 'Invalid phone number or password. Please try again.',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiClient.post(
        '/api/v1/auth/login',
        { phoneNumber: '+15550100001', password: 'x' },
        { isAuthCall: true },
      ),
    ).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('auto login refreshes once when the stored token has expired, and not at all without one', async () => {
    const fetchMock = vi.fn(async () => json(200, { accessToken: 'fresh.token.sig', account: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(tryAutoLogin()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    setToken('expired.eyJleHAiOjF9.sig'); // exp: 1 (1970)
    const [a, b] = await Promise.all([tryAutoLogin(), tryAutoLogin()]);
    expect([a, b]).toEqual([true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('fresh.token.sig');
  });
});
