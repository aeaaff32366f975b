import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { themeSettingsStore, type ThemeName, type ThemeSettings } from '../../../lib/theme-settings';

const THEME_LABELS: Record<ThemeName, string> = {
  'default-theme': 'Default theme',
  'black-theme': 'Black theme',
};

export type ThemeMenuProps = {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  settings: ThemeSettings;
  onClose: () => void;
};

function Check({ isOn }: { isOn: boolean }) {
  return <CheckIcon fontSize="small" sx={{ mr: 1, visibility: isOn ? 'visible' : 'hidden' }} aria-hidden />;
}

/** The theme choices; loaded on first use. */
export default function ThemeMenu({ id, labelledBy, anchor, settings, onClose }: ThemeMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {(Object.keys(THEME_LABELS) as ThemeName[]).map((name) => (
        <MenuItem
          key={name}
          role="menuitemradio"
          aria-checked={settings.name === name}
          onClick={() => themeSettingsStore.set({ ...settings, name })}
        >
          <Check isOn={settings.name === name} />
          {THEME_LABELS[name]}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        role="menuitemcheckbox"
        aria-checked={settings.isDark}
        onClick={() => themeSettingsStore.set({ ...settings, isDark: !settings.isDark })}
      >
        <Check isOn={settings.isDark} />
        Dark mode
      </MenuItem>
    </Menu>
  );
}
