import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of stable identity that always calls the latest `fn` (for event handlers passed to memoised
 * blocks: a new closure per render would re-render them). Not to be called during render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
