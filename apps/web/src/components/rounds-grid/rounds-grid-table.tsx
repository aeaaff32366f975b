import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { RoundAverages, RoundsTableRow } from '@linksight/api-contract';
import { ROUND_AVERAGES, ROUNDS_GRID_PAGE_SIZE } from '@linksight/golf-core';
import {
  formatAverage,
  formatRowValue,
  GRID_COLUMNS,
  isNumericColumn,
  textCell,
  type TextColumnId,
} from './rounds-grid-columns';
import { ScrollShadowBox } from '../ui/scroll-shadow-box';

type RoundsGridTableProps = {
  /** The page's rows, newest first. */
  rows: RoundsTableRow[];
  /** Round Averages over all selected rounds, not only this page. */
  averages: RoundAverages;
  total: number;
  /** 0-based. */
  page: number;
  onPage: (page: number) => void;
  /** Another page is loading while this one stays on screen. */
  isBusy?: boolean;
};

const hiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The Date column stays in view while the other 17 scroll sideways on a phone. */
const stickySx = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

function TextValue({ id, row }: { id: TextColumnId; row: RoundsTableRow }) {
  const { text, href, note } = textCell(id, row);
  if (note !== undefined)
    return (
      <>
        {text}
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
          {note}
        </Box>
      </>
    );
  if (href === null) return text;
  // spec 3 §5: tournament links open in a new tab. Relative, so that the hidden text's box stays inside
  // the scrolling grid instead of widening the page.
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ position: 'relative' }}>
      {text}
      <Box component="span" sx={hiddenSx}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  );
}

/** Columns are neither sortable nor filterable (spec 3 §3). */
const COLUMNS: ColumnDef<RoundsTableRow>[] = GRID_COLUMNS.map((column) => ({
  id: column.id,
  header: column.label,
  enableSorting: false,
  enableColumnFilter: false,
  cell: ({ row }) =>
    isNumericColumn(column) ? (
      formatRowValue(column.id, row.original[column.id])
    ) : (
      <TextValue id={column.id} row={row.original} />
    ),
}));

const NUMERIC = new Set(GRID_COLUMNS.filter(isNumericColumn).map((c) => c.id as string));

/** The rounds grid of one page with its Round Averages row and server-side paging by 10 (spec 3 §3, §9). */
export function RoundsGridTable({
  rows,
  averages,
  total,
  page,
  onPage,
  isBusy = false,
}: RoundsGridTableProps) {
  // The app is not built with React Compiler, and the table instance never reaches a memoized child,
  // so the compiler's "skip memoizing" notice does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.golfRoundId),
    manualPagination: true,
    rowCount: total,
    state: { pagination: { pageIndex: page, pageSize: ROUNDS_GRID_PAGE_SIZE } },
    onPaginationChange: (updater) => {
      const current = { pageIndex: page, pageSize: ROUNDS_GRID_PAGE_SIZE };
      onPage((typeof updater === 'function' ? updater(current) : updater).pageIndex);
    },
  });
  const align = (id: string) => (NUMERIC.has(id) ? 'right' : 'left');

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <ScrollShadowBox
        role="region"
        aria-label="Rounds grid"
        // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
        tabIndex={0}
        // One surface under every column, so the sticky Date column is not a white strip on grey (issue 23).
        sx={{ bgcolor: 'background.paper' }}
      >
        <Table
          size="small"
          aria-label="Rounds"
          aria-busy={isBusy}
          sx={{ '& td, & th': { px: 1, whiteSpace: 'nowrap' }, opacity: isBusy ? 0.6 : 1 }}
        >
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header, i) => (
                  <TableCell
                    key={header.id}
                    align={align(header.column.id)}
                    sx={{
                      verticalAlign: 'bottom',
                      // On a phone the grid scrolls sideways anyway: one-line headers leave no empty band
                      // above Date (issue 23); from 600 px they wrap so the grid fits the page.
                      '&&': { whiteSpace: { xs: 'nowrap', sm: 'normal' } },
                      minWidth: NUMERIC.has(header.column.id) ? 56 : undefined,
                      ...(i === 0 ? stickySx : {}),
                    }}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow key={row.id} data-round-id={row.id}>
                {row.getVisibleCells().map((cell, i) => (
                  <TableCell
                    key={cell.id}
                    component={i === 0 ? 'th' : 'td'}
                    scope={i === 0 ? 'row' : undefined}
                    align={align(cell.column.id)}
                    data-column={cell.column.id}
                    sx={i === 0 ? stickySx : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow
              data-row="averages"
              sx={{ '& td, & th': { fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' } }}
            >
              {GRID_COLUMNS.map((column, i) =>
                i === 0 ? (
                  <TableCell
                    key={column.id}
                    component="th"
                    scope="row"
                    data-column={column.id}
                    sx={{ ...stickySx, '&&': { whiteSpace: 'normal' } }}
                  >
                    {ROUND_AVERAGES}
                  </TableCell>
                ) : (
                  <TableCell key={column.id} align={align(column.id)} data-column={column.id}>
                    {isNumericColumn(column) ? formatAverage(column.id, averages[column.id]) : ''}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableFooter>
        </Table>
      </ScrollShadowBox>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={ROUNDS_GRID_PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => table.setPageIndex(next)}
      />
    </Box>
  );
}
