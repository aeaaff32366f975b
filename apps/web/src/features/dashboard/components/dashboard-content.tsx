import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useDashboardOverviews } from '../hooks/use-dashboard-overviews';
import { useDashboardParams } from '../hooks/use-dashboard-params';
import type { DashboardOverview } from '../utils/overview-model';
import { AssessmentBlock } from './assessment-block';
import { DashboardHeader } from './dashboard-header';
import { MyRoundsBlock } from './my-rounds-block';
import { PlayerPerformanceBlock } from './player-performance-block';

// The dialog carries the map (maplibre is large): it is downloaded only when a row opens it.
const ViewShotsDialog = lazy(() => import('./view-shots-dialog'));

/** spec 3 §2 Player dashboard: header, Player Performance, round assessment and My Rounds blocks. */
export function DashboardContent({
  accountId,
  compareStatsHref,
}: {
  accountId: number;
  compareStatsHref?: string;
}) {
  const [params, setParams] = useDashboardParams();
  const model = useDashboardOverviews(accountId, params);
  const [shotsOf, setShotsOf] = useState<DashboardOverview | null>(null);

  if (model.groupsQuery.isError)
    return <Alert severity="error">The overview groups could not be loaded. Please try again later.</Alert>;

  return (
    <>
      <DashboardHeader
        compareStatsHref={compareStatsHref}
        groups={model.groupEntries}
        selectedGroup={model.selectedGroup}
        onSelectGroup={(group) => {
          model.rememberColors();
          setParams({ group });
        }}
        standardLabel={model.standardLabel}
        standard={params.standard}
        levels={model.levels}
        roundSets={model.roundSets}
        onStandardChange={(standard) => setParams({ standard })}
        mode={params.mode}
        onModeChange={(mode) => {
          model.rememberColors();
          setParams({ mode, group: null });
        }}
        holeCount={params.holeCount}
        onHoleCountChange={(holeCount) => setParams({ holeCount })}
      />
      {model.groupsQuery.isPending ? (
        <Box aria-busy="true" aria-label="Loading the dashboard">
          <Skeleton variant="rounded" height={360} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : (
        <>
          <PlayerPerformanceBlock overviews={model.overviews} onToggle={model.toggleHidden} />
          <AssessmentBlock
            groupLabel={model.selectedGroup ?? ''}
            overviews={model.overviews}
            category={params.category}
            onCategoryChange={(category) => setParams({ category })}
            standardLabel={model.standardLabel}
            onToggle={model.toggleHidden}
            onToggleAll={model.setAllHidden}
            onViewShots={setShotsOf}
          />
          <MyRoundsBlock accountId={accountId} />
        </>
      )}
      {shotsOf !== null && (
        <Suspense fallback={null}>
          <ViewShotsDialog accountId={accountId} overview={shotsOf} onClose={() => setShotsOf(null)} />
        </Suspense>
      )}
    </>
  );
}
