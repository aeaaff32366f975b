import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chartInk } from '../../../../components/charts/chart-ink';
import { createAppTheme } from '../../../../lib/theme';
import { PairBarChart } from './pair-bar-chart';
import { stubChartSize } from '../../../../test/fixed-size-observer';

stubChartSize(400, 240);

async function barFills(isDark: boolean) {
  const theme = createAppTheme({ name: 'default-theme', isDark });
  const { container } = render(
    <ThemeProvider theme={theme}>
      <PairBarChart
        bars={[{ label: 'Fairways', left: 55, right: 48 }]}
        title="Fairways hit"
        leftLabel="Wes Haugen"
        rightLabel="Scratch"
      />
    </ThemeProvider>,
  );
  // The pair of bars (visx Bar), not the legend's swatches, which draw before the chart has measured.
  await vi.waitFor(() => expect(container.querySelectorAll('rect.visx-bar')).toHaveLength(2));
  return {
    theme,
    fills: [...container.querySelectorAll('rect.visx-bar')].map((bar) => bar.getAttribute('fill')),
  };
}

describe('Compare Stats bar colours', () => {
  it('draws the left side in spec 2 §9 rounds blue on the light card', async () => {
    expect((await barFills(false)).fills).toContain('rgb(19, 70, 120)');
  });

  it('draws the left side in the dark card’s rounds ink, not the navy that vanishes there', async () => {
    const { theme, fills } = await barFills(true);
    expect(fills).not.toContain('rgb(19, 70, 120)');
    expect(fills).toContain(chartInk(theme).round);
  });
});
