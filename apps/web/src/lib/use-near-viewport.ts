import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * How far below the fold (or above it) an element starts to count as near: its code and data start
 * loading while the last few hundred pixels scroll by.
 */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * Whether the visitor has pressed Tab on this page load: from then on, parts that hold controls mount
 * without waiting to be scrolled near, or Tab would walk past them while they load (an outside audit's
 * Tab went from the dashboard's My Rounds title to the footer). Mouse and touch users keep the deferral.
 */
const keyboardUse = (() => {
  let hasTabbed = false;
  const listeners = new Set<() => void>();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || hasTabbed) return;
    hasTabbed = true;
    document.removeEventListener('keydown', onKeyDown, true);
    for (const listener of listeners) listener();
  };
  if (typeof document !== 'undefined') document.addEventListener('keydown', onKeyDown, true);
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hasTabbed: () => hasTabbed,
  };
})();

/**
 * True once the element of `ref` has come within NEAR_VIEWPORT_MARGIN of the viewport, and from then on
 * (issue 23: the shot map's library and the dashboard's My Rounds block load when scrolled to, not with
 * the page). Without IntersectionObserver (tests' jsdom, old browsers) it is true at once. With
 * `forKeyboard`, also once the visitor uses Tab (for parts that hold controls, not for media or the map
 * library, which would all load at once).
 */
export function useNearViewport(ref: RefObject<Element | null>, { forKeyboard = false } = {}): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const hasTabbed = useSyncExternalStore(keyboardUse.subscribe, keyboardUse.hasTabbed, () => false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setIsNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear || (forKeyboard && hasTabbed);
}
