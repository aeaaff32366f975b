import { useEffect, useState } from 'react';

/** spec 3 §4: the header expands 500 ms after the metrics table first finishes loading. */
export const HEADER_EXPAND_DELAY_MS = 500;

/** Whether the header is open: collapsed until `isLoaded` first turns true, then open after the delay. */
export function useHeaderTiming(isLoaded: boolean): boolean {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (!isLoaded || isOpen) return;
    const timer = setTimeout(() => setIsOpen(true), HEADER_EXPAND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoaded, isOpen]);
  return isOpen;
}
