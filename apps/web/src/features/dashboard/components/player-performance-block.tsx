import { memo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { visibleAndHidden } from '@linksight/golf-core';
import type { DashboardOverview } from '../utils/overview-model';
import { CollapsibleBlock } from './collapsible-block';
import { OverviewChips } from './overview-chips';
import { OverviewColumn } from './overview-column';
import { PerformanceRadar, RadarPlaceholder } from './performance-radar';

/** spec 3 §2, verbatim. */
export const PERFORMANCE_INFO =
  'The percentages represent the number of stats that exceed your chosen standard.';
/** spec 3 §9 layout breakpoint: under 800 px the overview columns expand and collapse. */
const NARROW_QUERY = '(max-width:799.95px)';
/** About the overview columns' height while they wait for their first render. */
const COLUMNS_PLACEHOLDER_PX = 240;

type PlayerPerformanceBlockProps = {
  overviews: readonly DashboardOverview[];
  /** The overviews are known but not yet rendered here (a deferred render): placeholders of the block's height. */
  isWaiting: boolean;
  onToggle: (key: string) => void;
};

export const PlayerPerformanceBlock = memo(function PlayerPerformanceBlock({
  overviews,
  isWaiting,
  onToggle,
}: PlayerPerformanceBlockProps) {
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const { visible } = visibleAndHidden(overviews);
  // Failed overviews keep their column so their error shows where the numbers would be (spec 3 §8).
  const columns = overviews.filter((o) => visible.includes(o) || o.state === 'error');
  return (
    <CollapsibleBlock
      title="Player Performance"
      adornment={
        <Tooltip title={PERFORMANCE_INFO}>
          <IconButton size="small" aria-label={PERFORMANCE_INFO} sx={{ ml: 0.5 }}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      }
    >
      <OverviewChips overviews={overviews} onToggle={onToggle} />
      {isWaiting ? (
        <>
          <RadarPlaceholder />
          <Skeleton variant="rounded" height={COLUMNS_PLACEHOLDER_PX} sx={{ mt: 2 }} />
        </>
      ) : visible.some((o) => o.data !== null) ? (
        <PerformanceRadar visible={visible.filter((o) => o.data !== null)} />
      ) : visible.some((o) => o.state === 'loading') ? (
        <RadarPlaceholder />
      ) : (
        overviews.length > 0 &&
        visible.length === 0 && (
          <Typography color="text.secondary" sx={{ my: 2 }}>
            All overviews are hidden. Click a chip to show it.
          </Typography>
        )
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mt: 2,
          gridTemplateColumns: isNarrow ? '1fr' : 'repeat(auto-fit, minmax(200px, 1fr))',
        }}
      >
        {columns.map((o, i) => (
          <OverviewColumn key={o.key} overview={o} isNarrow={isNarrow} startsOpen={i === 0} />
        ))}
      </Box>
    </CollapsibleBlock>
  );
});
