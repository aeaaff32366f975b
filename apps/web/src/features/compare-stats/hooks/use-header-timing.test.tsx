import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareSide } from '@linksight/api-contract';
import { sideHeadings } from '../utils/side-headings';
import { HEADER_EXPAND_DELAY_MS, useHeaderTiming } from './use-header-timing';

describe('useHeaderTiming (spec 3 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays collapsed while loading, opens 500 ms after the table first loads, and stays open', () => {
    const { result, rerender } = renderHook(({ isLoaded }) => useHeaderTiming(isLoaded), {
      initialProps: { isLoaded: false },
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(false);
    rerender({ isLoaded: true });
    act(() => vi.advanceTimersByTime(HEADER_EXPAND_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ isLoaded: false });
    expect(result.current).toBe(true);
  });
});

describe('sideHeadings', () => {
  const side = (accountId: number, playerName: string, label: string) =>
    ({ ok: true, player: { accountId, playerName }, label }) as CompareSide;
  it('names the periods for one player and the players for two', () => {
    expect(sideHeadings(side(1, 'Wes', 'Last 12 Months'), side(1, 'Wes', 'Prior 12 Months'))).toEqual({
      leftLabel: 'Last 12 Months',
      rightLabel: 'Prior 12 Months',
    });
    expect(sideHeadings(side(1, 'Wes', 'Last 12 Months'), side(2, 'Dario', 'Last 12 Months'))).toEqual({
      leftLabel: 'Wes',
      rightLabel: 'Dario',
    });
    const failed = { ok: false, status: 403, error: { code: 'FORBIDDEN', message: 'x' } } as CompareSide;
    expect(sideHeadings(side(1, 'Wes', 'All Years'), failed)).toEqual({
      leftLabel: 'All Years',
      rightLabel: 'Right',
    });
  });
});
