import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_SETTINGS,
  parseThemeSettings,
  THEME_STORAGE_KEY,
  themeSettingsStore,
} from './theme-settings';

describe('theme settings (spec 1 §2.1)', () => {
  it('reads a stored choice', () => {
    expect(parseThemeSettings('{"name":"black-theme","isDark":true}')).toEqual({
      name: 'black-theme',
      isDark: true,
    });
  });

  it('falls back to the default theme for missing or damaged values', () => {
    expect(parseThemeSettings(null)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(parseThemeSettings('{oops')).toEqual(DEFAULT_THEME_SETTINGS);
    expect(parseThemeSettings('{"name":"pink-theme","isDark":"yes"}')).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it("follows the device's dark preference until a choice is stored", () => {
    expect(parseThemeSettings(null, true)).toEqual({ name: 'default-theme', isDark: true });
    expect(parseThemeSettings(null, false)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(parseThemeSettings('{"name":"default-theme","isDark":false}', true)).toEqual(
      DEFAULT_THEME_SETTINGS,
    );
  });

  it('persists a change so a reload finds it', () => {
    themeSettingsStore.set({ name: 'black-theme', isDark: true });
    expect(parseThemeSettings(window.localStorage.getItem(THEME_STORAGE_KEY))).toEqual({
      name: 'black-theme',
      isDark: true,
    });
    themeSettingsStore.set(DEFAULT_THEME_SETTINGS);
  });
});
