import { useRef } from 'react';

/**
 * `value`, or the previous one when it holds the same data (compared as JSON): a derived array rebuilt on
 * every render keeps its identity, so the memoised block it feeds is not rendered again for nothing.
 * For small plain data only (it is serialised on every render).
 */
export function useSameValue<T>(value: T): T {
  const previous = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value);
  if (previous.current?.json !== json) previous.current = { json, value };
  return previous.current.value;
}
