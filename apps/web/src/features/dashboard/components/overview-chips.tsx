import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { readableTextOn } from '@linksight/golf-core';
import type { DashboardOverview } from '../utils/overview-model';

type OverviewChipsProps = { overviews: readonly DashboardOverview[]; onToggle: (key: string) => void };

/**
 * spec 3 §2 picker bar: one coloured chip per overview; clicking toggles it hidden (struck through). Chips of
 * overviews that failed or have no data cannot be toggled (spec 3 §4: they are neither visible nor hidden).
 */
export function OverviewChips({ overviews, onToggle }: OverviewChipsProps) {
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
      role="group"
      aria-label="Overviews"
    >
      {overviews.map((o) => {
        const isUsable = o.state !== 'error' && o.state !== 'no-data';
        const chip = (
          <Chip
            key={o.key}
            label={o.key}
            clickable={isUsable}
            disabled={!isUsable}
            aria-pressed={isUsable ? !o.isHidden : undefined}
            data-state={o.state}
            onClick={isUsable ? () => onToggle(o.key) : undefined}
            icon={
              o.state === 'loading' || o.state === 'waiting' ? (
                <CircularProgress size={14} aria-label={`Loading ${o.key}`} />
              ) : o.state === 'error' ? (
                <ErrorOutlineIcon />
              ) : undefined
            }
            variant={o.isHidden ? 'outlined' : 'filled'}
            sx={{
              borderColor: o.color,
              bgcolor: o.isHidden || !isUsable ? undefined : o.color,
              // Issue 23: the palette of spec 3 §4 stays; the text takes black or white, whichever reads (≥ 4.5:1).
              color: o.isHidden || !isUsable ? 'text.primary' : readableTextOn(o.color),
              textDecoration: o.isHidden ? 'line-through' : 'none',
              fontWeight: 600,
              '&.MuiChip-clickable:hover': {
                bgcolor: o.isHidden ? undefined : o.color,
                filter: 'brightness(0.92)',
              },
            }}
          />
        );
        const reason =
          o.state === 'error' ? o.error : o.state === 'no-data' ? 'No data for these rounds' : null;
        return reason === null ? (
          chip
        ) : (
          <Tooltip key={o.key} title={reason}>
            <span>{chip}</span>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
