import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultScheduleSelection, SCHEDULE_SELECTION_STORAGE_KEY } from '@linksight/golf-core';
import { useScheduleSelection } from './use-schedule-selection';

describe('useScheduleSelection (spec 3 §4 Persistence)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('starts from the defaults when the session has nothing stored', () => {
    const { result } = renderHook(() => useScheduleSelection());
    expect(result.current.selection).toEqual(defaultScheduleSelection());
    expect(result.current.wasStored).toBe(false);
  });

  it('keeps every change in session storage and reads it back on the next mount (a reload)', () => {
    const first = renderHook(() => useScheduleSelection());
    act(() => first.result.current.update({ mergeStatusTables: true, viewBy: 'Season', statuses: [2] }));
    expect(first.result.current.wasStored).toBe(true);
    first.unmount();
    const again = renderHook(() => useScheduleSelection());
    expect(again.result.current.selection).toMatchObject({
      mergeStatusTables: true,
      viewBy: 'Season',
      statuses: [2],
    });
    expect(again.result.current.wasStored).toBe(true);
  });

  it('reads a damaged stored value field by field (golf-core parseScheduleSelection)', () => {
    window.sessionStorage.setItem(
      SCHEDULE_SELECTION_STORAGE_KEY,
      JSON.stringify({ viewBy: 'Decade', eventFilter: 'Team', statuses: [9] }),
    );
    const { result } = renderHook(() => useScheduleSelection());
    expect(result.current.selection.viewBy).toBe('Month');
    expect(result.current.selection.eventFilter).toBe('Team');
    expect(result.current.selection.statuses).toEqual(defaultScheduleSelection().statuses);
  });
});
