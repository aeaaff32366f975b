import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOverviewChain, type ChainGroup } from './use-overview-chain';

const groups: ChainGroup[] = ['Recent Performance', 'Seasons', 'Long Term'].map((groupName) => ({
  groupName,
  overviews: [{ filterName: 'Last 6 Rounds', holeCount: 18, golfRoundIds: [1] }],
}));

describe('useOverviewChain (spec 3 §4 overview loading)', () => {
  let requests: { group: string; mode?: string; at: number }[];
  let answer: (() => void)[];

  beforeEach(() => {
    vi.useFakeTimers();
    requests = [];
    answer = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { groupName: string; mode?: string };
      requests.push({ group: body.groupName, mode: body.mode, at: Date.now() });
      return new Promise<Response>((resolve) =>
        answer.push(() =>
          resolve(
            new Response(JSON.stringify({ groupName: body.groupName, overviews: {} }), { status: 200 }),
          ),
        ),
      );
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function render(firstGroupName: string, mode: 'Player Performance' | 'Assessment' = 'Player Performance') {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(
      () =>
        useOverviewChain({
          accountId: 1,
          groups,
          firstGroupName,
          standardsFilter: { level: 'scratch' },
          holeCount: 18,
          mode,
        }),
      { wrapper },
    );
  }

  it('loads the group on screen first and the rest 500 ms after it finishes', async () => {
    const { result } = render('Seasons');
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(requests.map((r) => r.group)).toEqual(['Seasons']);
    expect(result.current.map((s) => s.status)).toEqual(['waiting', 'loading', 'waiting']);

    // Nothing else starts while the first is in flight, however long it takes.
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(requests).toHaveLength(1);

    const finishedAt = Date.now();
    await act(async () => answer[0]!());
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(requests).toHaveLength(1);
    expect(result.current[1]!.status).toBe('success');

    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(requests.map((r) => r.group)).toEqual(['Seasons', 'Recent Performance', 'Long Term']);
    expect(requests[1]!.at - finishedAt).toBeGreaterThanOrEqual(500);
    expect(result.current.map((s) => s.status)).toEqual(['loading', 'success', 'loading']);
  });

  it('says which dashboard mode asks, so the API grants Assessment data by its own feature', async () => {
    render('Seasons', 'Assessment');
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(requests).toMatchObject([{ group: 'Seasons', mode: 'Assessment' }]);
  });
});
