/** spec 1 §2.1: a theme switch with default-theme, black-theme and a dark flag; kept across reloads. */
export const THEME_NAMES = ['default-theme', 'black-theme'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export type ThemeSettings = { name: ThemeName; isDark: boolean };

export const THEME_STORAGE_KEY = 'linksight.theme';
export const DEFAULT_THEME_SETTINGS: ThemeSettings = { name: 'default-theme', isDark: false };

/**
 * The stored choice. With none yet, the default theme, dark when the device asks for dark
 * (`prefersDark`, the browser's prefers-color-scheme); anything unreadable falls back to the default
 * rather than breaking start-up.
 */
export function parseThemeSettings(raw: string | null, prefersDark = false): ThemeSettings {
  if (raw === null) return { ...DEFAULT_THEME_SETTINGS, isDark: prefersDark };
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ThemeSettings, unknown>>;
    const name = THEME_NAMES.find((candidate) => candidate === value.name) ?? DEFAULT_THEME_SETTINGS.name;
    return { name, isDark: value.isDark === true };
  } catch {
    return DEFAULT_THEME_SETTINGS;
  }
}

const prefersDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

function load(): ThemeSettings {
  try {
    return parseThemeSettings(window.localStorage.getItem(THEME_STORAGE_KEY), prefersDark());
  } catch {
    return DEFAULT_THEME_SETTINGS;
  }
}

let current: ThemeSettings = load();
const listeners = new Set<() => void>();

export const themeSettingsStore = {
  getSnapshot: (): ThemeSettings => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: ThemeSettings): void {
    current = next;
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
    for (const listener of listeners) listener();
  },
};
