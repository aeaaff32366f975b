/**
 * A grid's table: on screen at least `minWidth` wide (it scrolls inside its container on a phone); on paper
 * (compact) as wide as the page with smaller type, so no column is cut off.
 */
export const compactTable = (
  isCompact: boolean | undefined,
  minWidth: number | { xs: number; sm: number },
) => (isCompact ? { '& th, & td': { fontSize: 11, px: 0.75, py: 0.5 } } : { minWidth });
