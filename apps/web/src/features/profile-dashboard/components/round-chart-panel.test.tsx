import type { ProfileChart, SpiderChart } from '@linksight/api-contract';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '../../../lib/theme';
import { RoundChartPanel } from './round-chart-panel';
import { stubChartSize } from '../../../test/fixed-size-observer';

const round = (n: number, score: number) => ({
  roundId: n,
  label: `R${n}`,
  playedAt: `2025-0${n}-01T12:00:00Z`,
  courseName: 'Pine Valley',
  tournamentName: null,
  yards: 6500,
  score,
  par: 72,
  scoreToPar: score - 72,
});
const CHART: ProfileChart = {
  kind: 'bestTen',
  title: 'Best 10 Rounds',
  includedRounds: 3,
  averageScore: 74.3,
  averageScoreToPar: 2.3,
  averageYards: 6500,
  rounds: [round(1, 73), round(2, 74), round(3, 76)],
};
const SPIDER: SpiderChart = {
  kind: 'bestTen',
  title: 'Best 10 Rounds',
  categories: ['Scoring', 'Putt', 'Off the Tee'].map((label) => ({
    category: label,
    label,
    performance: 50,
  })),
};

stubChartSize(400, 240);
const LAZY_CHART_WAIT_MS = 10_000;

async function renderPanel(isDark: boolean) {
  const theme = createAppTheme({ name: 'default-theme', isDark });
  const { container } = render(
    <ThemeProvider theme={theme}>
      <RoundChartPanel chart={CHART} spider={SPIDER} standardLabel="Scratch" onShowRounds={() => {}} />
    </ThemeProvider>,
  );
  // The charts load lazily: on a busy machine the first import takes longer than the 1 s default wait.
  const avgLabel = await screen.findByText('Avg 74.3', {}, { timeout: LAZY_CHART_WAIT_MS });
  // The radar's series outline: the one closed path filled with its colour (the grid rings have no fill).
  await vi.waitFor(() => expect(container.querySelector('path[fill-opacity]')).not.toBeNull(), {
    timeout: LAZY_CHART_WAIT_MS,
  });
  const outline = container.querySelector('path[fill-opacity]')!;
  return { theme, avgLabel, outline };
}

describe('Performance Trends chart colours', () => {
  it('keeps spec 2 §9 colours on the light card: rounds rgb(19, 70, 120), the average black', async () => {
    const { avgLabel, outline } = await renderPanel(false);
    expect(avgLabel.getAttribute('fill')).toBe('black');
    expect(outline.getAttribute('stroke')).toBe('rgb(19, 70, 120)');
  });

  it('draws the average and the radar outline in colours that read on the dark card', async () => {
    const { theme, avgLabel, outline } = await renderPanel(true);
    expect(avgLabel.getAttribute('fill')).toBe(theme.palette.text.primary);
    const averageLine = [...document.querySelectorAll('line')].find(
      (line) => line.getAttribute('stroke-width') === '2',
    );
    expect(averageLine?.getAttribute('stroke')).toBe(theme.palette.text.primary);
    expect(outline.getAttribute('stroke')).not.toBe('rgb(19, 70, 120)');
  });
});

describe('Performance Trends average', () => {
  it('prints a whole average with its decimal (spec 2 §9), on the line and in the caption', async () => {
    const theme = createAppTheme({ name: 'default-theme', isDark: false });
    render(
      <ThemeProvider theme={theme}>
        <RoundChartPanel
          chart={{ ...CHART, averageScore: 70, averageScoreToPar: -2 }}
          spider={undefined}
          standardLabel="Scratch"
          onShowRounds={() => {}}
        />
      </ThemeProvider>,
    );
    expect(await screen.findByText('Avg 70.0', {}, { timeout: LAZY_CHART_WAIT_MS })).toBeTruthy();
    expect(screen.getByText(/^Average 70\.0 \(-2\.0\)/)).toBeTruthy();
  });
});
