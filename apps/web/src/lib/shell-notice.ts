import { useSyncExternalStore } from 'react';

/**
 * A message the app shell shows once, over whatever page comes next, then clears: why the session ended
 * (spec 1 §4.3 "Error External token expired"), or why a link led home instead (a profile that is private
 * or gone: spec 1 §2.3 sends it to the home page, which alone would look like a broken link).
 */
export type ShellNotice = { message: string; severity: 'error' | 'info' };

type Listener = () => void;
const listeners = new Set<Listener>();
let notice: ShellNotice | null = null;

export function getShellNotice(): ShellNotice | null {
  return notice;
}

export function setShellNotice(next: ShellNotice | null): void {
  notice = next;
  for (const listener of listeners) listener();
}

function subscribeShellNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShellNotice(): ShellNotice | null {
  return useSyncExternalStore(subscribeShellNotice, getShellNotice, () => null);
}
