import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StatView } from '@linksight/golf-core';
import type { DashboardOverview } from '../utils/overview-model';
import { AssessmentTable } from './assessment-table';
import { CategoryPicker } from './category-picker';
import { CollapsibleBlock } from './collapsible-block';

type AssessmentBlockProps = {
  groupLabel: string;
  overviews: readonly DashboardOverview[];
  category: StatView;
  onCategoryChange: (view: StatView) => void;
  standardLabel: string | null;
  onToggle: (key: string) => void;
  onToggleAll: (hide: boolean) => void;
  onViewShots: (overview: DashboardOverview) => void;
};

/** spec 3 §2 round assessment table, titled with the overview group label plus the word Assessment. */
export function AssessmentBlock({ groupLabel, category, onCategoryChange, ...table }: AssessmentBlockProps) {
  const isNarrow = useMediaQuery('(max-width:799.95px)');
  return (
    <CollapsibleBlock title={`${groupLabel} Assessment`}>
      <Box sx={{ mb: 2 }}>
        <CategoryPicker value={category} onChange={onCategoryChange} isNarrow={isNarrow} />
      </Box>
      <AssessmentTable category={category} {...table} />
    </CollapsibleBlock>
  );
}
