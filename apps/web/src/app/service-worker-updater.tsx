import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** spec 1 §2.1: a ready service-worker version is activated at once and the page reloads. */
export default function ServiceWorkerUpdater() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (needRefresh) void updateServiceWorker(true);
  }, [needRefresh, updateServiceWorker]);

  return null;
}
