import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getSessionViewer, isLoggedIn, subscribe, subscribeSessionEnd } from './session';

/** Re-renders when the token changes (this tab or another). */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isLoggedIn(),
    () => false,
  );
}

/** The logged-in account's id (null when logged out); re-renders when it changes. */
export function useSessionAccountId(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => getSessionViewer()?.accountId ?? null,
    () => null,
  );
}

/** Runs `onEnd` whenever the session is ended without the user asking (failed refresh, external 401). */
export function useOnSessionEnd(onEnd: () => void): void {
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => subscribeSessionEnd(() => onEndRef.current()), []);
}
