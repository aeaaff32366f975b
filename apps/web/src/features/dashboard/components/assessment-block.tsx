import { memo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StatView } from '@linksight/golf-core';
import type { DashboardOverview } from '../utils/overview-model';
import { AssessmentTable } from './assessment-table';
import { CategoryPicker } from './category-picker';
import { CollapsibleBlock } from './collapsible-block';
import { NINE_HOLE_NOTE } from '../../../components/ui/nine-hole-note';

type AssessmentBlockProps = {
  groupLabel: string;
  overviews: readonly DashboardOverview[];
  /** The overviews are known but not yet rendered here (a deferred render): a placeholder table. */
  isWaiting: boolean;
  category: StatView;
  onCategoryChange: (view: StatView) => void;
  standardLabel: string | null;
  /** The dashboard's hole count (spec 3 §2 hole-count slider). */
  holeCount: number;
  onToggle: (key: string) => void;
  onToggleAll: (hide: boolean) => void;
  /** Absent where the visitor may not see the shots (My Rounds private, spec 2 §4). */
  onViewShots?: (overview: DashboardOverview) => void;
};

/** About the table's height (standard and three overview rows) while it waits for its first render. */
const TABLE_PLACEHOLDER_PX = 240;

/** spec 3 §2 round assessment table, titled with the overview group label plus the word Assessment. */
export const AssessmentBlock = memo(function AssessmentBlock({
  groupLabel,
  category,
  onCategoryChange,
  isWaiting,
  holeCount,
  ...table
}: AssessmentBlockProps) {
  const isNarrow = useMediaQuery('(max-width:799.95px)');
  return (
    <CollapsibleBlock title={`${groupLabel} Assessment`}>
      <Box sx={{ mb: 2 }}>
        <CategoryPicker value={category} onChange={onCategoryChange} isNarrow={isNarrow} />
        {holeCount === 9 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {NINE_HOLE_NOTE}
          </Typography>
        )}
      </Box>
      {isWaiting ? (
        <Skeleton variant="rounded" height={TABLE_PLACEHOLDER_PX} />
      ) : (
        <AssessmentTable category={category} {...table} />
      )}
    </CollapsibleBlock>
  );
});
