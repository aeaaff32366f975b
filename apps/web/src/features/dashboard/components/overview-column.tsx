import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Theme } from '@mui/material/styles';
import { categoryBars } from '../utils/performance-chart';
import type { DashboardOverview } from '../utils/overview-model';
import { OverviewErrorReporter } from './overview-error-reporter';

/**
 * issue 23 (Total Blocking Time): the bars are styled by the list's rules, not by an `sx` object per label,
 * figure and bar (five bars per column, rendered again as each overview arrives).
 */
const FIGURE = 'category-bar-figure';
/** The five bars' placeholder: as tall as the five 28 px text skeletons it replaced. */
const BARS_PLACEHOLDER_PX = 5 * 28;
const barsSx = (color: string) =>
  ({
    m: 0,
    '& > div': { mb: 1, position: 'relative' },
    '& dt, & dd': (theme: Theme) => theme.typography.body2,
    '& dt': { pr: 6 },
    '& dd': { m: 0, fontWeight: 600 },
    [`& .${FIGURE}`]: { position: 'absolute', top: 0, right: 0 },
    '& .MuiLinearProgress-root': { height: 8, borderRadius: 4 },
    '& .MuiLinearProgress-bar': { bgcolor: color },
  }) as const;

type OverviewColumnProps = { overview: DashboardOverview; isNarrow: boolean; startsOpen: boolean };

function CategoryBars({ overview }: { overview: DashboardOverview }) {
  if (overview.state === 'waiting' || overview.state === 'loading')
    // One placeholder for the five bars (issue 23): taking a text skeleton off the page costs Lighthouse's
    // trace three recorded stacks (see assessment-table.tsx), fifteen of them per column.
    return <Skeleton aria-busy="true" variant="rounded" height={BARS_PLACEHOLDER_PX} />;
  if (overview.error !== null)
    return (
      <Typography color="error" variant="body2" role="alert">
        {overview.error}
      </Typography>
    );
  return (
    <Box component="dl" sx={barsSx(overview.color)}>
      {categoryBars(overview).map((bar) => (
        // A <div> may group a dt and its dd (HTML); the bar sits inside the dd so no other wrapper
        // comes between dl and dt/dd (axe definition-list, dlitem; issue 23).
        <div key={bar.category}>
          <dt>{bar.label}</dt>
          <dd>
            <span className={FIGURE}>{bar.percent === null ? '—' : `${bar.percent}%`}</span>
            <LinearProgress variant="determinate" value={bar.percent ?? 0} aria-hidden />
          </dd>
        </div>
      ))}
    </Box>
  );
}

/** spec 3 §2: one column per visible overview — filter name and a percentage bar per category. */
export function OverviewColumn({ overview, isNarrow, startsOpen }: OverviewColumnProps) {
  const [isOpen, setIsOpen] = useState(startsOpen);
  const bodyId = useId();
  const title = (
    <>
      <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: overview.color, flex: 'none' }} />
      <Box sx={{ minWidth: 0, flex: 1, textAlign: 'left' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {overview.key}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {overview.details}
        </Typography>
      </Box>
    </>
  );
  return (
    <Box
      data-testid="overview-column"
      data-state={overview.state}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderTop: 4,
        borderTopColor: overview.color,
        borderRadius: 1,
        p: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: isNarrow && !isOpen ? 0 : 1 }}>
        {isNarrow ? (
          // spec 3 §2: under 800 px a column expands and collapses.
          <ButtonBase
            onClick={() => setIsOpen((open) => !open)}
            aria-expanded={isOpen}
            aria-controls={bodyId}
            sx={{ flex: 1, gap: 1, justifyContent: 'flex-start', borderRadius: 1 }}
          >
            {title}
            <ExpandMoreIcon
              sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 200ms' }}
            />
          </ButtonBase>
        ) : (
          title
        )}
        {overview.error !== null && <OverviewErrorReporter message={overview.error} />}
      </Box>
      {isNarrow ? (
        <Collapse in={isOpen} id={bodyId}>
          <CategoryBars overview={overview} />
        </Collapse>
      ) : (
        <CategoryBars overview={overview} />
      )}
    </Box>
  );
}
