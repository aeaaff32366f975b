import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { OfflineNotice } from '../components/ui/offline-notice';
import { createAppEmotionCache } from '../lib/emotion-cache';
import { createAppTheme } from '../lib/theme';
import { useAfterLoad } from '../lib/use-after-load';
import { themeSettingsStore } from '../lib/theme-settings';

/**
 * spec 1 §2.1: the service worker runs only in production builds, and its code (and registration) waits
 * until the first page has loaded (issue 23). Imported by hand, not through React.lazy: the Suspense
 * fallback shown for it (even null) made React hold the page's next reveal for up to 300 ms (its fallback
 * throttling), which delayed the dashboard's first paint by ~300 ms on a fast network.
 */
function useServiceWorker(isLoaded: boolean): void {
  useEffect(() => {
    if (import.meta.env.PROD && isLoaded)
      void import('./service-worker').then((m) => m.registerServiceWorker());
  }, [isLoaded]);
}

/** One style cache for the app's life (lib/emotion-cache.ts: rules this browser refuses are not inserted). */
const emotionCache = createAppEmotionCache();

export function AppProvider({ children }: { children: ReactNode }) {
  const settings = useSyncExternalStore(themeSettingsStore.subscribe, themeSettingsStore.getSnapshot);
  const theme = useMemo(() => createAppTheme(settings), [settings]);
  useServiceWorker(useAfterLoad());
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
        <LoadingOverlay />
        <OfflineNotice />
      </ThemeProvider>
    </CacheProvider>
  );
}
