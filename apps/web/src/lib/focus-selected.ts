import type { FocusEvent } from 'react';

/**
 * Keyboard focus that enters a toggle group lands on its selected button (WAI-ARIA radio group). MUI's
 * ToggleButtonGroup keeps a roving tab stop that starts on its first button whatever is selected: Tab
 * reached "9 Hole" while "18 Hole" was on. Moving the focus there once also moves MUI's tab stop.
 */
export function focusSelectedOnEntry(event: FocusEvent<HTMLElement>): void {
  const group = event.currentTarget;
  if (group.contains(event.relatedTarget as Node | null)) return;
  // A click focuses the button it presses: the focus stays there (only the keyboard is moved).
  if (event.target instanceof HTMLElement && !isKeyboardFocus(event.target)) return;
  const selected = group.querySelector<HTMLElement>('[aria-pressed="true"]');
  if (selected !== null && selected !== event.target) selected.focus();
}

/** Whether the browser would draw a keyboard focus ring (`:focus-visible`); true where it cannot tell. */
function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
