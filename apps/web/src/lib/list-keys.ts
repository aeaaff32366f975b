import type { KeyboardEvent } from 'react';

/**
 * Arrow keys in a list of options (WAI-ARIA listbox): the list is one Tab stop, and Up/Down, Home and End
 * move the focus between its enabled options. The caller gives one option `tabIndex` 0 (the chosen one,
 * else the first) and the rest -1. Add Event's list of tournaments had been a Tab stop per tournament (24
 * presses to reach Add, an outside audit).
 */
export function onListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const moves: Record<string, (index: number, count: number) => number> = {
    ArrowDown: (i, n) => Math.min(i + 1, n - 1),
    ArrowUp: (i) => Math.max(i - 1, 0),
    Home: () => 0,
    End: (_, n) => n - 1,
  };
  const move = moves[event.key];
  if (move === undefined) return;
  const options = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]:not([aria-disabled="true"])'),
  ];
  if (options.length === 0) return;
  event.preventDefault();
  const index = options.indexOf(document.activeElement as HTMLElement);
  options[move(index === -1 ? 0 : index, options.length)]!.focus();
}
