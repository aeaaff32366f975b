import { lazy, Suspense, useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { useDashboardOverviews } from '../hooks/use-dashboard-overviews';
import { useDashboardParams } from '../hooks/use-dashboard-params';
import type { DashboardParams } from '../utils/dashboard-params';
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
  canViewShots = true,
}: {
  accountId: number;
  compareStatsHref?: string;
  /**
   * Whether the viewer may see the player's shots (the My Rounds feature, spec 2 §4). Without it the page
   * has no My Rounds block and no View shots buttons: a visitor was shown "Your rounds could not be
   * loaded." where the player had closed My Rounds.
   */
  canViewShots?: boolean;
}) {
  const [params, setParams] = useDashboardParams();
  const model = useDashboardOverviews(accountId, params);
  const [shotsOf, setShotsOf] = useState<DashboardOverview | null>(null);
  // issue 23 (Total Blocking Time): each overview that arrives re-rendered the whole page in the query's
  // synchronous update (long tasks of 100–500 ms on a 4× slower CPU). The header and the blocks are memoised
  // with stable handlers, and the blocks get the overviews through useDeferredValue: React renders them in a
  // transition, in slices. Until the first deferred render they show their titles over placeholders.
  const overviews = useDeferredValue(model.overviews);
  const isWaiting = overviews.length === 0 && model.overviews.length > 0;
  // The blocks under Player Performance mount in a deferred render too, in slices, once the groups are known.
  const hasGroups = useDeferredValue(!model.groupsQuery.isPending, false);
  const onToggle = useStableCallback(model.toggleHidden);
  const onToggleAll = useStableCallback(model.setAllHidden);
  const onSelectGroup = useStableCallback((group: string) => {
    model.rememberColors();
    setParams({ group });
  });
  const onStandardChange = useStableCallback((standard: DashboardParams['standard']) =>
    setParams({ standard }),
  );
  const onModeChange = useStableCallback((mode: DashboardParams['mode']) => {
    model.rememberColors();
    setParams({ mode, group: null });
  });
  const onHoleCountChange = useStableCallback((holeCount: 9 | 18) => setParams({ holeCount }));
  const onCategoryChange = useStableCallback((category: DashboardParams['category']) =>
    setParams({ category }),
  );

  if (model.groupsQuery.isError)
    return <Alert severity="error">The overview groups could not be loaded. Please try again later.</Alert>;

  return (
    <>
      <DashboardHeader
        compareStatsHref={compareStatsHref}
        groups={model.groupEntries}
        selectedGroup={model.selectedGroup}
        onSelectGroup={onSelectGroup}
        standardLabel={model.standardLabel}
        standard={params.standard}
        levels={model.levels}
        roundSets={model.roundSets}
        onStandardChange={onStandardChange}
        mode={params.mode}
        onModeChange={onModeChange}
        holeCount={params.holeCount}
        onHoleCountChange={onHoleCountChange}
      />
      {/* The Player Performance block (its title is the page's largest text) is drawn while the groups load. */}
      <PlayerPerformanceBlock
        overviews={overviews}
        isWaiting={isWaiting || model.groupsQuery.isPending}
        onToggle={onToggle}
      />
      {model.groupsQuery.isPending || !hasGroups ? (
        <Box aria-busy="true" aria-label="Loading the dashboard">
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : (
        <>
          <AssessmentBlock
            groupLabel={model.selectedGroup ?? ''}
            overviews={overviews}
            isWaiting={isWaiting}
            category={params.category}
            onCategoryChange={onCategoryChange}
            standardLabel={model.standardLabel}
            holeCount={params.holeCount}
            onToggle={onToggle}
            onToggleAll={onToggleAll}
            onViewShots={canViewShots ? setShotsOf : undefined}
          />
          {canViewShots && <MyRoundsBlock accountId={accountId} />}
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
