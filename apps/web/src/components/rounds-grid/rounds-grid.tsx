import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRoundsGridHoleCount, parseHoleCount } from '@linksight/golf-core';
import { useRoundsTable } from '../../lib/players/get-rounds-table';
import { RoundsGridTable } from './rounds-grid-table';

type RoundsGridProps = {
  accountId: number;
  /** The selected rounds; the grid shows those of the hole count. */
  roundIds: readonly number[];
  /** 9 or 18; 918 (all holes) shows no grid, other values are an error (spec 3 §5). */
  holeCount: number;
};

export const EMPTY_ROUNDS_GRID = 'No rounds to show.';
const SKELETON_ROWS = 6;

/** spec 3 §8 "Invalid hole count value" for a value that is not a hole-count enum value at all. */
function holeCountError(holeCount: number): string | null {
  try {
    parseHoleCount(holeCount);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The rounds grid of spec 3 §3: selected rounds of one hole count, 10 a page, with Round Averages. */
export function RoundsGrid({ accountId, roundIds, holeCount }: RoundsGridProps) {
  // A new selection or hole count starts again at the first page.
  const selection = `${holeCount}:${roundIds.join(',')}`;
  const [paging, setPaging] = useState({ selection, page: 0 });
  const page = paging.selection === selection ? paging.page : 0;
  const query = useRoundsTable({ accountId, roundIds, holeCount, page });

  const invalid = holeCountError(holeCount);
  if (invalid !== null) return <Alert severity="error">{invalid}</Alert>;
  // spec 3 §5: without rounds or with all holes (918) the request is not made.
  if (roundIds.length === 0 || !isRoundsGridHoleCount(holeCount))
    return <Typography color="text.secondary">{EMPTY_ROUNDS_GRID}</Typography>;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (query.isPending)
    return (
      <Stack spacing={1} role="status" aria-label="Loading rounds">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} variant="rectangular" height={28} />
        ))}
      </Stack>
    );
  if (query.data.total === 0) return <Typography color="text.secondary">{EMPTY_ROUNDS_GRID}</Typography>;
  return (
    <RoundsGridTable
      rows={query.data.rows}
      averages={query.data.averages}
      total={query.data.total}
      page={page}
      isBusy={query.isPlaceholderData}
      onPage={(next) => setPaging({ selection, page: next })}
    />
  );
}
