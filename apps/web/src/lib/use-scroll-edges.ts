import { useEffect, useState, type RefObject } from 'react';

export type ScrollEdges = {
  /** Content is hidden to the left: the box has been scrolled. */
  hasMoreBefore: boolean;
  /** Content is hidden to the right: the box is narrower than what it holds. */
  hasMoreAfter: boolean;
};

const NONE: ScrollEdges = { hasMoreBefore: false, hasMoreAfter: false };
/** Sub-pixel widths round differently in scrollWidth and clientWidth; a pixel of slack is no overflow. */
const SLACK_PX = 1;

export function scrollEdgesOf(
  element: Pick<Element, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>,
): ScrollEdges {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= SLACK_PX) return NONE;
  return {
    hasMoreBefore: element.scrollLeft > SLACK_PX,
    hasMoreAfter: element.scrollLeft < hidden - SLACK_PX,
  };
}

/**
 * Which sides of a horizontally scrolling box hide content, kept current on scroll and when the box or
 * its content changes size. A phone's wide table otherwise gives no sign that more columns lie beside it.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const update = () =>
      setEdges((prev) => {
        const next = scrollEdgesOf(element);
        return prev.hasMoreBefore === next.hasMoreBefore && prev.hasMoreAfter === next.hasMoreAfter
          ? prev
          : next;
      });
    element.addEventListener('scroll', update, { passive: true });
    // A ResizeObserver reports each box once when observed, after layout: measuring here instead would
    // force a layout of the page while it mounts (a 15–20 ms task on My Rounds' scorecards, issue 23).
    if (typeof ResizeObserver === 'undefined') {
      update();
      return () => element.removeEventListener('scroll', update);
    }
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
