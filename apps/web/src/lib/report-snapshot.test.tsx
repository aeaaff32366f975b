import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { apiClient } from './api-client';
import { useReportSnapshot } from './report-snapshot';
import { setToken } from './session';

afterEach(() => vi.unstubAllGlobals());

const bearerOf = (call: unknown) =>
  new Headers((call as [string, RequestInit])[1].headers).get('Authorization');

describe('useReportSnapshot', () => {
  it("loads the snapshot and sends its token, not the session's, until the page unmounts", async () => {
    setToken('session.token.x');
    const fetchMock = vi.fn(async (url: string) =>
      Response.json(
        url.includes('/reports/snapshots/')
          ? {
              kind: 'resume',
              accountId: 7,
              payload: { a: 1 },
              expiresAt: '2030-01-01T00:00:00.000Z',
              token: 'report.token.y',
            }
          : { ok: true },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useReportSnapshot<{ a: number }>('h'.repeat(43)), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data?.payload.a).toBe(1));
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/v1/reports/snapshots/${'h'.repeat(43)}`);

    await apiClient.get('/api/v1/players/7/histories');
    expect(bearerOf(fetchMock.mock.calls.at(-1))).toBe('Bearer report.token.y');
    unmount();
    await apiClient.get('/api/v1/players/7/histories');
    expect(bearerOf(fetchMock.mock.calls.at(-1))).toBe('Bearer session.token.x');
  });
});
