import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeSettings } from './theme-settings';
import { focusSelectedOnEntry } from './focus-selected';

/** Colours chosen for WCAG AA contrast of text on the primary colour in both modes. */
const palettes = {
  'default-theme': {
    light: { primary: '#1e6b3a', secondary: '#8a6d1d', background: '#f6f8f5', paper: '#ffffff' },
    dark: { primary: '#7fd19b', secondary: '#e0c36c', background: '#0f1712', paper: '#17221b' },
  },
  'black-theme': {
    light: { primary: '#111111', secondary: '#555555', background: '#fafafa', paper: '#ffffff' },
    dark: { primary: '#f2f2f2', secondary: '#bdbdbd', background: '#000000', paper: '#121212' },
  },
} as const;

/**
 * The keyboard focus ring of every control (issue 23), for elements that are not MUI buttons too (plain
 * buttons, the home search). Its colour is the theme's text colour, set on the root (`--ls-focus-ring`):
 * the ring is drawn 2 px outside the control, on the surface around it, so it must read against that
 * surface, not against the control. The text colour of the control itself (`currentColor`, as before) was
 * white around a selected toggle or a filled chip, on a white card. A band with a surface of its own (the
 * app bar, the home hero) sets the variable to its own text colour.
 */
export const FOCUS_RING = {
  outline: '3px solid var(--ls-focus-ring, currentColor)',
  outlineOffset: 2,
} as const;

/** Sets the focus ring of what is inside to the text colour there (a band with its own surface). */
export const RING_IN_TEXT_COLOUR = { '--ls-focus-ring': 'currentColor' } as const;

export function createAppTheme({ name, isDark }: ThemeSettings): Theme {
  const colours = palettes[name][isDark ? 'dark' : 'light'];
  return createTheme({
    palette: {
      mode: isDark ? 'dark' : 'light',
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: { default: colours.background, paper: colours.paper },
      // WCAG AA for normal text (issue 23): MUI's default 3 let white text on #f44336 (3.68:1) through.
      contrastThreshold: 4.5,
      // The dark palette's error red read at 4.45:1 on the dark paper; MUI's lighter red reads at 5.5:1.
      ...(isDark ? { error: { main: '#e57373' } } : {}),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme) => ({ ':root': { '--ls-focus-ring': theme.palette.text.primary } }),
      },
      MuiAppBar: { styleOverrides: { root: RING_IN_TEXT_COLOUR } },
      MuiButtonBase: {
        styleOverrides: {
          // Keyboard focus stays visible on every control, not only where MUI draws a ripple.
          root: { '&.Mui-focusVisible': FOCUS_RING },
        },
      },
      // Keyboard focus entering any toggle group lands on its selected option (lib/focus-selected.ts).
      MuiToggleButtonGroup: { defaultProps: { onFocus: focusSelectedOnEntry } },
      MuiToggleButton: {
        styleOverrides: {
          // The chosen segment is filled with the primary colour. MUI marks it by a faint grey only, and in
          // the dark palette the chosen one (white on grey) read as the one not chosen (white on paper).
          root: ({ theme }) => ({
            '&.Mui-selected, &.Mui-selected:hover': {
              backgroundColor: theme.palette.primary.main,
              color: theme.palette.primary.contrastText,
            },
          }),
        },
      },
    },
  });
}
