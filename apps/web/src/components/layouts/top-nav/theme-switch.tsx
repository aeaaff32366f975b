import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import IconButton from '@mui/material/IconButton';
import PaletteIcon from '@mui/icons-material/Palette';
import { themeSettingsStore } from '../../../lib/theme-settings';

const loadThemeMenu = () => import('./theme-menu');
const ThemeMenu = lazy(loadThemeMenu);

/** spec 1 §2.1 theme switch: the two themes plus the dark flag, saved by the store. */
export function ThemeSwitch() {
  const settings = useSyncExternalStore(themeSettingsStore.subscribe, themeSettingsStore.getSnapshot);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const id = useId();
  const isOpen = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        id={`${id}-button`}
        aria-label="Theme"
        aria-haspopup="menu"
        aria-controls={isOpen ? `${id}-menu` : undefined}
        aria-expanded={isOpen}
        onPointerEnter={() => void loadThemeMenu()}
        onFocus={() => void loadThemeMenu()}
        onClick={(event) => {
          setHasOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <PaletteIcon />
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <ThemeMenu
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            anchor={anchor}
            settings={settings}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
