import { useMemo } from 'react';

/**
 * `value`, or the previous one when it holds the same data (compared as JSON): a derived array rebuilt on
 * every render keeps its identity, so the memoised block it feeds is not rendered again for nothing.
 * For small plain data only (it is serialised on every render).
 */
export function useSameValue<T>(value: T): T {
  const json = JSON.stringify(value);
  // The JSON is the value's identity here: a new object with the same data keeps the first one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [json]);
}
