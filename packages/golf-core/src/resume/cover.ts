import type { ResumeOptionList } from './settings';

/**
 * spec 2 §4 "Building the preview": the selected items of a cover-page list, in the list's order, each
 * keeping its notes only when its Include Note box is ticked; an unselected item is left out, and a list
 * whose switch is off (or the cover page off) gives none.
 */
export function selectedResumeItems<T extends { id: number; notes: string | null }>(
  list: ResumeOptionList,
  items: readonly T[],
  isCoverSelected: boolean,
): T[] {
  if (!isCoverSelected || !list.isSelected) return [];
  const byId = new Map(items.map((i) => [i.id, i]));
  return list.options.flatMap((o) => {
    const item = byId.get(o.id);
    if (!o.isSelected || !item) return [];
    return [o.includeNotes ? item : { ...item, notes: null }];
  });
}

/** spec 2 §4: an unchecked cover-page field becomes null. */
export const shownOrNull = <T>(isShown: boolean, value: T | null | undefined): T | null =>
  isShown && value !== undefined ? value : null;
