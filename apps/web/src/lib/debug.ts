const DEBUG_FLAG_KEY = 'linksight.debug';

/**
 * Debugging aid: with localStorage `linksight.debug` = "1" a handle is put on `window` for the console
 * (and the e2e tests that need to reach past the screen, e.g. to find where a map feature is drawn). It
 * gives a page script nothing it could not reach already.
 */
export function exposeForDebugging(name: string, value: unknown): void {
  try {
    if (window.localStorage.getItem(DEBUG_FLAG_KEY) !== '1') return;
  } catch {
    return;
  }
  (window as unknown as Record<string, unknown>)[name] = value;
}
