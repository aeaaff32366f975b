import { registerSW } from 'virtual:pwa-register';

/** spec 1 §2.1: registers the service worker; a ready version is activated at once and the page reloads. */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      void updateServiceWorker(true);
    },
  });
}
