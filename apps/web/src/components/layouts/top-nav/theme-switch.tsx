import { useId, useState, useSyncExternalStore } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import PaletteIcon from '@mui/icons-material/Palette';
import CheckIcon from '@mui/icons-material/Check';
import { themeSettingsStore, type ThemeName } from '../../../lib/theme-settings';

const THEME_LABELS: Record<ThemeName, string> = { 'default-theme': 'Default theme', 'black-theme': 'Black theme' };

/** spec 1 §2.1 theme switch: the two themes plus the dark flag, saved by the store. */
export function ThemeSwitch() {
  const settings = useSyncExternalStore(themeSettingsStore.subscribe, themeSettingsStore.getSnapshot);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const isOpen = anchor !== null;
  const check = (isOn: boolean) => (
    <CheckIcon fontSize="small" sx={{ mr: 1, visibility: isOn ? 'visible' : 'hidden' }} aria-hidden />
  );
  return (
    <>
      <IconButton
        color="inherit"
        id={`${id}-button`}
        aria-label="Theme"
        aria-haspopup="menu"
        aria-controls={isOpen ? `${id}-menu` : undefined}
        aria-expanded={isOpen}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <PaletteIcon />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {(Object.keys(THEME_LABELS) as ThemeName[]).map((name) => (
          <MenuItem
            key={name}
            role="menuitemradio"
            aria-checked={settings.name === name}
            onClick={() => themeSettingsStore.set({ ...settings, name })}
          >
            {check(settings.name === name)}
            {THEME_LABELS[name]}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={settings.isDark}
          onClick={() => themeSettingsStore.set({ ...settings, isDark: !settings.isDark })}
        >
          {check(settings.isDark)}
          Dark mode
        </MenuItem>
      </Menu>
    </>
  );
}
