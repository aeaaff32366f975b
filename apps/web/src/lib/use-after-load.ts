import { useEffect, useState } from 'react';

/** How long an idle callback may wait once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the page has loaded and the main thread was idle once, then true: for work nobody waits
 * for (issue 23: registering the service worker fetched two chunks beside the first page's code and data).
 */
export function useAfterLoad(): boolean {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setIsLoaded(true), { timeout: IDLE_TIMEOUT_MS })
          : window.setTimeout(() => setIsLoaded(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return isLoaded;
}
