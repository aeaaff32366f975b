import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../../lib/theme';
import { THEME_NAMES } from '../../../lib/theme-settings';
import { sideMarkColors } from './side-colors';

/** WCAG 1.4.11: a chart's marks need 3:1 against what they are drawn on. */
const GRAPHICS_CONTRAST = 3;

describe('Compare Stats side colours', () => {
  it('keeps the spec colours on the light card: the rounds blue left, the orange right', () => {
    expect(sideMarkColors(createAppTheme({ name: 'default-theme', isDark: false }))).toEqual({
      left: 'rgb(19, 70, 120)',
      right: '#b35200',
    });
  });

  it.each(THEME_NAMES.flatMap((name) => [false, true].map((isDark) => ({ name, isDark }))))(
    'draws both sides readably on the card of $name (dark: $isDark)',
    ({ name, isDark }) => {
      const theme = createAppTheme({ name, isDark });
      const card = theme.palette.background.paper;
      const colors = sideMarkColors(theme);
      expect(getContrastRatio(colors.left, card)).toBeGreaterThanOrEqual(GRAPHICS_CONTRAST);
      expect(getContrastRatio(colors.right, card)).toBeGreaterThanOrEqual(GRAPHICS_CONTRAST);
    },
  );
});
