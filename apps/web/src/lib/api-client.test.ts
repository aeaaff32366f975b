import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, apiClient } from './api-client';
import { setToken } from './session';

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
