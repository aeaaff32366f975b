import type { Theme } from '@mui/material/styles';

/**
 * The colours a chart draws its frame with: the grid light, axis lines and labels as secondary text, in
 * either theme (Recharts' fixed #ccc grid and #666 axes were the light theme's; issue 23 moved to visx).
 */
export function chartInk(theme: Theme) {
  const isDark = theme.palette.mode === 'dark';
  return {
    grid: isDark ? 'rgba(255, 255, 255, 0.22)' : '#ccc',
    axis: isDark ? 'rgba(255, 255, 255, 0.5)' : '#666',
    text: theme.palette.text.secondary,
  };
}
