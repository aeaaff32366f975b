import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

/**
 * Whole seconds left until a deadline that starts `seconds` from now and from every `restart()`
 * (spec 1 §4.2 resend cooldown). Counted from the clock, not from tick counts, so a busy tab stays right.
 */
export function useCountdown(seconds: number): { secondsLeft: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  const isRunning = secondsLeft > 0;

  // Restarting moves `endsAt`, which realigns the ticks to the new deadline.
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [isRunning, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return { secondsLeft, restart };
}
