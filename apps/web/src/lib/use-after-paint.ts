import { useEffect, useState } from 'react';

/**
 * False until the browser has painted a render in which `isReady` held, then true. issue 23: a page renders
 * its main content first and asks for the code of the rest (the profile's lower cards, the shot map's
 * library) once that is on screen, so the first paint shares neither the network nor the main thread
 * with them (Largest Contentful Paint).
 */
export function useAfterPaint(isReady = true): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    if (!isReady || isPainted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setIsPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isReady, isPainted]);
  return isPainted;
}
