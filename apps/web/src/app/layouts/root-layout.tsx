import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { loadingTasks } from '../../lib/loading-tasks';

/**
 * Navigations that wait on a loader or a route chunk for longer than this are tracked as a loading task.
 * The delay keeps the blocking overlay from flashing on instant navigations (e.g. typing in the search box).
 */
const NAVIGATION_OVERLAY_DELAY_MS = 200;

function useTrackNavigation(): void {
  const isNavigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!isNavigating) return;
    let finish: () => void = () => {};
    const timer = window.setTimeout(() => {
      void loadingTasks.track(new Promise<void>((resolve) => (finish = resolve)));
    }, NAVIGATION_OVERLAY_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      finish();
    };
  }, [isNavigating]);
}

export function RootLayout() {
  useTrackNavigation();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
