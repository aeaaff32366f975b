import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chartInk } from '../../../components/charts/chart-ink';
import { createAppTheme } from '../../../lib/theme';
import { dateTickFormat, HandicapTrendChart } from './handicap-trend-chart';
import { stubChartSize } from '../../../test/fixed-size-observer';

stubChartSize(400, 120);

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

describe('Handicap Index trend dates', () => {
  it('labels its date axis by month over a season, by day over two weeks', async () => {
    const { container } = render(
      <ThemeProvider theme={createAppTheme({ name: 'default-theme', isDark: false })}>
        <HandicapTrendChart points={POINTS} label="Handicap Index trend" />
      </ThemeProvider>,
    );
    await vi.waitFor(() => expect(container.querySelectorAll('text').length).toBeGreaterThan(4));
    const labels = Array.from(container.querySelectorAll('text'), (t) => t.textContent);
    expect(labels.filter((l) => /^[A-Z][a-z]{2} 25$/.test(l ?? '')).length).toBeGreaterThanOrEqual(2);
    expect(dateTickFormat(14)).toBe('MMM d');
    expect(dateTickFormat(365)).toBe('MMM yy');
  });
});
