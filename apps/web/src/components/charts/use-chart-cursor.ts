import { useState, type KeyboardEvent } from 'react';

/** The key that moves a chart's cursor by one point, and which way. */
const STEP_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Which of a chart's `count` points the tooltip shows (null: none). A pointer sets it; from the keyboard
 * the arrow keys step through the points (wrapping), Home and End jump, Escape and leaving hide it.
 */
export function useChartCursor(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count === 0) return;
    const step = STEP_KEYS[event.key];
    let next: number | null | undefined;
    if (step !== undefined)
      next = active === null ? (step > 0 ? 0 : count - 1) : (active + step + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else if (event.key === 'Escape') next = null;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };
  // A point that no longer exists (fewer series or bars after an update) shows nothing.
  const shown = active !== null && active < count ? active : null;
  return { active: shown, setActive, onKeyDown, onBlur: () => setActive(null) };
}
