import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true. issue 23: a page renders
 * its main content first and asks for the code and data of the rest once that is on screen, so the first
 * paint does not share the network and the main thread with them (Largest Contentful Paint).
 */
export function useAfterPaint(): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setIsPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isPainted;
}
