import { useEffect, useState } from 'react';

/** `value` once it has stayed unchanged for `delayMs` (the search boxes' pause, spec 3 §9 debounce 200 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
