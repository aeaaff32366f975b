import { useSyncExternalStore } from 'react';
import { isLoggedIn, subscribe } from './session';

/** Re-renders when the token changes (this tab or another). */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isLoggedIn(),
    () => false,
  );
}
