import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiClientError } from './api-client';

/** spec 2 §8 (its PDF failure while offline), the app's one wording for being offline. */
export const OFFLINE_MESSAGE =
  "Uh-oh, it seems like you're offline. Please check your connection and try again.";

/** Offline: the fetch failed without an answer (status 0), or the browser says so. */
export function isOffline(error: unknown): boolean {
  return (isApiClientError(error) && error.status === 0) || !navigator.onLine;
}

/**
 * Whether the browser is online, as react-query sees it (it pauses queries while offline and runs them
 * again when the connection returns): the app says so instead of showing old figures as current.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
