import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below the fold (or above it) an element starts to count as near: its code and data start
 * loading while the last few hundred pixels scroll by.
 */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * True once the element of `ref` has come within NEAR_VIEWPORT_MARGIN of the viewport, and from then on
 * (issue 23: the shot map's library and the dashboard's My Rounds block load when scrolled to, not with
 * the page). Without IntersectionObserver (tests' jsdom, old browsers) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
  return isNear;
}
