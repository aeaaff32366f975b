import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * spec 3 §4: the carousel advances every `intervalMs` until the visitor navigates by hand (arrow,
 * indicator, swipe); then it stops for good. Visitors who ask for reduced motion get no autoplay.
 */
export function useAutoplay(api: EmblaCarouselType | undefined, intervalMs: number | null) {
  const [isStopped, setStopped] = useState(() => prefersReducedMotion());
  const stop = useCallback(() => setStopped(true), []);

  useEffect(() => {
    if (!api || intervalMs === null || isStopped) return;
    const timer = window.setInterval(() => {
      if (api.canScrollNext()) api.scrollNext();
    }, intervalMs);
    // A drag is a manual navigation too.
    api.on('pointerDown', stop);
    return () => {
      window.clearInterval(timer);
      api.off('pointerDown', stop);
    };
  }, [api, intervalMs, isStopped, stop]);

  return { isPlaying: intervalMs !== null && !isStopped, stop };
}
