import { memo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StatView } from '@linksight/golf-core';
import type { DashboardOverview } from '../utils/overview-model';
import { AssessmentTable } from './assessment-table';
import { CategoryPicker } from './category-picker';
import { CollapsibleBlock } from './collapsible-block';

type AssessmentBlockProps = {
  groupLabel: string;
  overviews: readonly DashboardOverview[];
  /** The overviews are known but not yet rendered here (a deferred render): a placeholder table. */
  isWaiting: boolean;
  category: StatView;
  onCategoryChange: (view: StatView) => void;
  standardLabel: string | null;
  onToggle: (key: string) => void;
  onToggleAll: (hide: boolean) => void;
  onViewShots: (overview: DashboardOverview) => void;
};

/** About the table's height (standard and three overview rows) while it waits for its first render. */
const TABLE_PLACEHOLDER_PX = 240;

/** spec 3 §2 round assessment table, titled with the overview group label plus the word Assessment. */
export const AssessmentBlock = memo(function AssessmentBlock({
  groupLabel,
  category,
  onCategoryChange,
  isWaiting,
  ...table
}: AssessmentBlockProps) {
  const isNarrow = useMediaQuery('(max-width:799.95px)');
  return (
    <CollapsibleBlock title={`${groupLabel} Assessment`}>
      <Box sx={{ mb: 2 }}>
        <CategoryPicker value={category} onChange={onCategoryChange} isNarrow={isNarrow} />
      </Box>
      {isWaiting ? (
        <Skeleton variant="rounded" height={TABLE_PLACEHOLDER_PX} />
      ) : (
        <AssessmentTable category={category} {...table} />
      )}
    </CollapsibleBlock>
  );
});
