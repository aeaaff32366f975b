/**
 * The Compare Stats PDF's tables on paper: a size smaller and tighter rows than on screen, so a page's
 * tables stay with what they belong to (the Summary's five shot types on its first page, each tab's table
 * under its charts) instead of one table printed alone on the next sheet. Screens are unchanged.
 */
export const PRINT_DENSE_TABLE = {
  '@media print': {
    '& .MuiTableCell-root': { py: 0.375, fontSize: 11, lineHeight: 1.3 },
  },
} as const;
