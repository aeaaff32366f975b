import { useCallback, useState } from 'react';
import {
  parseScheduleSelection,
  SCHEDULE_SELECTION_STORAGE_KEY,
  type ScheduleSelection,
} from '@linksight/golf-core';

/** Session storage may be closed (private mode, a sandboxed frame): the screen then keeps its state in memory. */
function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(SCHEDULE_SELECTION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(selection: ScheduleSelection): void {
  try {
    window.sessionStorage.setItem(SCHEDULE_SELECTION_STORAGE_KEY, JSON.stringify(selection));
  } catch {
    // Not kept across a reload; the screen still works.
  }
}

/**
 * spec 3 §4 Persistence: the schedule's choices live in session storage and come back on reload, read only
 * through golf-core `parseScheduleSelection` (a bad stored field falls back to its default alone).
 * `wasStored` says whether this session had chosen anything yet (My Results then keeps its timeframe).
 */
export function useScheduleSelection() {
  const [state, setState] = useState(() => {
    const stored = readStored();
    return { selection: parseScheduleSelection(stored), wasStored: stored !== null };
  });
  const update = useCallback((change: Partial<ScheduleSelection>) => {
    setState((current) => {
      const selection = { ...current.selection, ...change };
      writeStored(selection);
      return { selection, wasStored: true };
    });
  }, []);
  return { selection: state.selection, wasStored: state.wasStored, update };
}
