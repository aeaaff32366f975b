import { useCallback, useEffect, useState } from 'react';

/**
 * spec 1 §4.1 step 1: the phone input is read-only for a moment after the screen opens (so a browser's
 * autofill does not fill it unasked), and editable as soon as the person focuses or clicks it.
 */
export function useReadOnlyLock(lockMs: number): { isReadOnly: boolean; unlock: () => void } {
  const [isReadOnly, setReadOnly] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setReadOnly(false), lockMs);
    return () => window.clearTimeout(timer);
  }, [lockMs]);
  const unlock = useCallback(() => setReadOnly(false), []);
  return { isReadOnly, unlock };
}
