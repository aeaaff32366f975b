/**
 * Arrow-key movement between a scorecard's cell buttons (issue 23, keyboard): the scorecard is one Tab
 * stop, as WAI-ARIA's grid pattern has it, and the arrows move within it. A group of scorecards had
 * ~150 buttons, each a Tab stop, between the map and the rounds grid.
 *
 * Positions are the table's own rows and cell indexes, so the hole header, the round rows and the
 * OUT/IN/TOTAL columns line up; rows without buttons (Par, a group bar) are passed over.
 */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

const GRID_KEYS: ReadonlySet<string> = new Set<GridKey>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export const isGridKey = (key: string): key is GridKey => GRID_KEYS.has(key);

/** The buttons of a row by cell index (null where a cell has none). */
function rowButtons(row: HTMLTableRowElement): (HTMLButtonElement | null)[] {
  return Array.from(row.cells, (cell) => cell.querySelector('button'));
}

const first = <T>(items: readonly (T | null)[]): T | null => items.find((item) => item !== null) ?? null;
const last = <T>(items: readonly (T | null)[]): T | null => first([...items].reverse());

/**
 * The button a key moves to from `from`, or null when the key leads out of the grid (the focus stays).
 * `toEdge` (Ctrl with Home/End) goes to the grid's first or last button.
 */
export function gridTarget(
  table: HTMLTableElement,
  from: HTMLElement,
  key: GridKey,
  toEdge = false,
): HTMLButtonElement | null {
  const rows = Array.from(table.rows).map(rowButtons);
  if (toEdge && (key === 'Home' || key === 'End')) {
    const all = rows.flat();
    return key === 'Home' ? first(all) : last(all);
  }
  const rowIndex = rows.findIndex((buttons) => buttons.includes(from as HTMLButtonElement));
  if (rowIndex === -1) return null;
  const row = rows[rowIndex]!;
  const cellIndex = row.indexOf(from as HTMLButtonElement);
  switch (key) {
    case 'ArrowLeft':
      return last(row.slice(0, cellIndex));
    case 'ArrowRight':
      return first(row.slice(cellIndex + 1));
    case 'Home':
      return first(row);
    case 'End':
      return last(row);
    case 'ArrowUp':
      return last(rows.slice(0, rowIndex).map((buttons) => buttons[cellIndex] ?? null));
    case 'ArrowDown':
      return first(rows.slice(rowIndex + 1).map((buttons) => buttons[cellIndex] ?? null));
  }
}
