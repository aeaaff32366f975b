import { lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { HistoryRound } from '@linksight/api-contract';
import { DeferredMount } from '../ui/deferred-mount';

// issue 23: the grid's code (MUI's table and pagination, TanStack Table) loads when the grid mounts, not
// with My Rounds: TablePagination builds an Intl.NumberFormat as its module loads, ~150 ms on a 4× slower
// CPU in the task that draws the page's first content.
const RoundsGrid = lazy(() => import('../rounds-grid/rounds-grid').then((m) => ({ default: m.RoundsGrid })));

/** About a few rows of the grid, while it waits to be scrolled to. */
const GRID_PLACEHOLDER_PX = 240;

type RoundsGridSectionProps = {
  accountId: number;
  selectedIds: readonly number[];
  rounds: readonly HistoryRound[];
};

/**
 * The rounds grid under the scorecards: the selected rounds of one hole count (the grid takes 9 or 18,
 * spec 3 §5). The 9 Hole / 18 Hole switch appears only when the selection holds both.
 */
export function RoundsGridSection({ accountId, selectedIds, rounds }: RoundsGridSectionProps) {
  const selected = new Set(selectedIds);
  const counts = new Set(rounds.filter((r) => selected.has(r.golfRoundId)).map((r) => r.holeCount));
  const [chosen, setChosen] = useState<9 | 18 | null>(null);
  const holeCount =
    chosen !== null && counts.has(chosen) ? chosen : counts.has(18) || counts.size === 0 ? 18 : 9;
  return (
    <Box component="section" aria-labelledby="rounds-grid-title" sx={{ mt: 3, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="rounds-grid-title" variant="h6" component="h2">
          Rounds
        </Typography>
        {counts.size > 1 && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={holeCount}
            onChange={(_, value: 9 | 18 | null) => value !== null && setChosen(value)}
            aria-label="Holes per round in the grid"
          >
            <ToggleButton value={9}>9 Hole</ToggleButton>
            <ToggleButton value={18}>18 Hole</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      {/* issue 23: the grid (a call and a wide table) waits until it is scrolled near: below the map and the
          scorecards, it was the longest task of My Rounds' first load on a 4× slower CPU. */}
      <DeferredMount fallback={<Skeleton variant="rounded" height={GRID_PLACEHOLDER_PX} />}>
        <RoundsGrid accountId={accountId} roundIds={selectedIds} holeCount={holeCount} />
      </DeferredMount>
    </Box>
  );
}
