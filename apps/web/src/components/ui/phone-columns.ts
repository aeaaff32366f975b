/**
 * A table that gives way on a phone (under MUI's `sm`, 600 px): a column that only wide screens show, and
 * its content repeated as a line under the row's first cell, which only phones show. A table of five or six
 * columns at 375 px pushed the figure a reader came for past the screen's edge.
 */
export const WIDE_SCREEN_COLUMN = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const PHONE_ONLY_LINE = { display: { xs: 'block', sm: 'none' } } as const;
