/** spec 3 §4/§9 widget carousels: autoplay 5000 ms, transition 500 ms, swipe threshold 20 px. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 20;
/**
 * Embla's scroll duration is a physics setting, not milliseconds; 35 settles a full-width slide in about
 * half a second (measured in Chromium), the spec's 500 ms transition.
 */
export const CAROUSEL_DURATION = 35;

/** Marks an element (a playing video, its controls) whose pointer gestures must not move the carousel: `data-carousel-no-drag=""`. */
export const NO_DRAG_ATTRIBUTE = 'data-carousel-no-drag';

/** Embla's watchDrag: a drag that starts on a video or a no-drag element belongs to that element. */
export function startsCarouselDrag(event: MouseEvent | TouchEvent): boolean {
  const target = event.target;
  return !(target instanceof Element && target.closest(`video, [${NO_DRAG_ATTRIBUTE}]`));
}
