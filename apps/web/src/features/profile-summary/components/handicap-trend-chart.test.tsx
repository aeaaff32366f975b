import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartInk } from '../../../components/charts/chart-ink';
import { createAppTheme } from '../../../lib/theme';
import { HandicapTrendChart } from './handicap-trend-chart';

/** visx sizes a chart from a ResizeObserver, which jsdom lacks: the chart measures 400 × 120 here. */
class FixedSizeObserver {
  constructor(private readonly onResize: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 400, height: 120, top: 0, left: 0 } as DOMRectReadOnly;
    this.onResize([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', FixedSizeObserver));
// Unmount before the observer goes: a chart's effect that runs while the tree is torn down still needs it.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const POINTS = [
  { date: '2025-01-01', index: 8.4 },
  { date: '2025-04-01', index: 7.9 },
  { date: '2025-08-01', index: 7.2 },
];

async function indexLineStroke(isDark: boolean) {
  const theme = createAppTheme({ name: 'default-theme', isDark });
  const { container } = render(
    <ThemeProvider theme={theme}>
      <HandicapTrendChart points={POINTS} label="Handicap Index trend" />
    </ThemeProvider>,
  );
  // The step line: the one path drawn with a 2 px stroke (the axis is lines and ticks).
  await vi.waitFor(() => expect(container.querySelector('path[stroke-width="2"]')).not.toBeNull());
  return { theme, stroke: container.querySelector('path[stroke-width="2"]')!.getAttribute('stroke') };
}

describe('Handicap Index trend colours', () => {
  it('keeps spec 2 §9 rounds colour rgb(19, 70, 120) on the light card', async () => {
    expect((await indexLineStroke(false)).stroke).toBe('rgb(19, 70, 120)');
  });

  it('draws the line in the dark card’s rounds ink, not the navy that vanishes there', async () => {
    const { theme, stroke } = await indexLineStroke(true);
    expect(stroke).not.toBe('rgb(19, 70, 120)');
    expect(stroke).toBe(chartInk(theme).round);
  });
});
