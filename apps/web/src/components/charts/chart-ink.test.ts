import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../../lib/theme-settings';
import { createAppTheme } from '../../lib/theme';
import { chartInk } from './chart-ink';

/** WCAG 1.4.11: a chart's marks need 3:1 against what they are drawn on. */
const GRAPHICS_CONTRAST = 3;
/** MUI's colour helpers read hex, rgb() and hsl(), not names; spec 2 §9 names the average black. */
const readable = (color: string) => (color === 'black' ? '#000' : color);

describe('chartInk', () => {
  it.each(THEME_NAMES.flatMap((name) => [false, true].map((isDark) => ({ name, isDark }))))(
    'draws rounds and the average readably on the card of $name (dark: $isDark)',
    ({ name, isDark }) => {
      const theme = createAppTheme({ name, isDark });
      const ink = chartInk(theme);
      const card = theme.palette.background.paper;
      expect(getContrastRatio(readable(ink.round), card)).toBeGreaterThanOrEqual(GRAPHICS_CONTRAST);
      expect(getContrastRatio(readable(ink.average), card)).toBeGreaterThanOrEqual(GRAPHICS_CONTRAST);
    },
  );
});
