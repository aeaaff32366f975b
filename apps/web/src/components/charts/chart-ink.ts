import type { Theme } from '@mui/material/styles';
import { CHART_AVERAGE_COLOR, CHART_ROUND_COLOR } from '@linksight/golf-core';

/**
 * The rounds' blue lightened for the dark card: rgb(19, 70, 120) read at about 2:1 on the dark papers
 * (#17221b, #121212), under WCAG 1.4.11's 3:1 for a chart's marks; this reads at about 7:1 on both.
 */
const DARK_ROUND_COLOR = 'rgb(127, 178, 229)';

/**
 * The colours a chart draws with, in either theme (Recharts' fixed #ccc grid and #666 axes were the light
 * theme's; issue 23 moved to visx): the grid light, axis lines and labels as secondary text, and spec 2
 * §9's rounds (rgb(19, 70, 120)) and black average on the light card. On the dark card black and navy
 * vanish, so the average takes the primary text colour and the rounds a lighter blue.
 */
export function chartInk(theme: Theme) {
  const isDark = theme.palette.mode === 'dark';
  return {
    grid: isDark ? 'rgba(255, 255, 255, 0.22)' : '#ccc',
    axis: isDark ? 'rgba(255, 255, 255, 0.5)' : '#666',
    text: theme.palette.text.secondary,
    round: isDark ? DARK_ROUND_COLOR : CHART_ROUND_COLOR,
    average: isDark ? theme.palette.text.primary : CHART_AVERAGE_COLOR,
  };
}
