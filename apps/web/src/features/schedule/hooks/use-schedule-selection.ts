import { useCallback, useState } from 'react';
import {
  parseScheduleSelection,
  SCHEDULE_SELECTION_STORAGE_KEY,
  type ScheduleSelection,
} from '@linksight/golf-core';
import { readSessionItem, writeSessionItem } from '../../../lib/session-store';

/**
 * spec 3 §4 Persistence: the schedule's choices live in session storage and come back on reload, read only
 * through golf-core `parseScheduleSelection` (a bad stored field falls back to its default alone).
 * `wasStored` says whether this session had chosen anything yet (My Results then keeps its timeframe).
 */
export function useScheduleSelection() {
  const [state, setState] = useState(() => {
    const stored = readSessionItem(SCHEDULE_SELECTION_STORAGE_KEY);
    return { selection: parseScheduleSelection(stored), wasStored: stored !== null };
  });
  const update = useCallback((change: Partial<ScheduleSelection>) => {
    setState((current) => {
      const selection = { ...current.selection, ...change };
      writeSessionItem(SCHEDULE_SELECTION_STORAGE_KEY, selection);
      return { selection, wasStored: true };
    });
  }, []);
  return { selection: state.selection, wasStored: state.wasStored, update };
}
