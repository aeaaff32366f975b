import type { Theme } from '@mui/material/styles';
import { CHART_ROUND_COLOR } from '@linksight/golf-core';
import { chartInk } from '../../../components/charts/chart-ink';

export type Side = 'left' | 'right';

/**
 * The two sides' colours in tables and charts: the product's rounds blue (spec 2 §9) for the left, an
 * orange beside the blue for the right (decision). Issue 23: the orange is #b35200 (5.1:1 on white; the
 * former rgb(196, 90, 0) read at 4.36:1).
 */
export const SIDE_COLORS = { left: CHART_ROUND_COLOR, right: '#b35200' } as const;

/** On the dark themes' surfaces both colours are too dark for text: lighter tints of the same hues (≥ 7:1). */
const DARK_MODE_TEXT = { left: '#8ab4f8', right: '#ffb74d' } as const;

/** A side's text colour for `sx` (the theme decides light or dark). */
export const sideTextColor =
  (side: Side) =>
  (theme: Theme): string =>
    theme.palette.mode === 'dark' ? DARK_MODE_TEXT[side] : SIDE_COLORS[side];

/**
 * The sides' colours for marks (bars, dots, legend swatches, the header's rule) on the theme's card. The
 * left is the rounds colour, so it takes the chart ink's (components/charts/chart-ink.ts): spec 2 §9's
 * rgb(19, 70, 120) on the light card, a lighter blue on the dark one, where the navy read at about 2:1
 * (WCAG 1.4.11 asks 3:1 of a chart's marks). The orange reads on both.
 */
export function sideMarkColors(theme: Theme): Record<Side, string> {
  return { left: chartInk(theme).round, right: SIDE_COLORS.right };
}
