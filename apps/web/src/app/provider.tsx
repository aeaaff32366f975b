import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { createAppTheme } from '../lib/theme';
import { useAfterLoad } from '../lib/use-after-load';
import { themeSettingsStore } from '../lib/theme-settings';

// spec 1 §2.1: the service worker runs only in production builds; its code is not part of the first load.
const ServiceWorkerUpdater = import.meta.env.PROD ? lazy(() => import('./service-worker-updater')) : null;

export function AppProvider({ children }: { children: ReactNode }) {
  const settings = useSyncExternalStore(themeSettingsStore.subscribe, themeSettingsStore.getSnapshot);
  const theme = useMemo(() => createAppTheme(settings), [settings]);
  // The service worker (its code and registration) waits until the first page has loaded (issue 23).
  const isLoaded = useAfterLoad();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      <LoadingOverlay />
      {ServiceWorkerUpdater && isLoaded && (
        <Suspense fallback={null}>
          <ServiceWorkerUpdater />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
