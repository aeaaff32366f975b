import { useDeferredValue, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  cycleExpansion,
  isQuickSetAvailable,
  searchScorecardGroups,
  SEARCH_DEBOUNCE_MS,
  statFilterCards,
  toggleGroup,
  type HoleFlag,
  type QuickSet,
} from '@linksight/golf-core';
import { usePublicConfig } from '../../lib/public-config';
import { mapCourseIds, useCourseMaps } from '../../lib/players/get-course-maps';
import { useHistories } from '../../lib/players/get-histories';
import { useHoleCoordinates } from '../../lib/players/get-hole-coordinates';
import { useHoleStats } from '../../lib/players/get-hole-stats';
import { toScorecardRounds } from '../scorecard/scorecard-rounds';
import { ShotMap } from '../shot-map/shot-map';
import {
  firstFocus,
  focusedHole,
  hasMapData,
  hasTrackedShots,
  type HoleFocus,
} from '../shot-map/shot-map-data';
import {
  applyStatFilter,
  DEFAULT_QUICK_SET,
  DEFAULT_VIEW_BY,
  focusForSelection,
  groupRounds,
  quickSetAfterViewBy,
  selectedRoundIds,
  toExpansionMap,
  toRoundMeta,
  withExpansion,
  type ExpansionMap,
  type ViewBy,
} from './my-rounds-model';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { NoRoundsYet } from './no-rounds-yet';
import { RoundsGridSection } from './rounds-grid-section';
import { RoundsQuickSelect } from './rounds-quick-select';
import { ScorecardGroups } from './scorecard-groups';
import { StatFilterDialog } from './stat-filter-dialog';
import { ViewByMenu } from './view-by-menu';

type MyRoundsViewProps = { accountId: number };
export const NO_HOLE_MATCHES = 'No hole is every stat ticked in Filter Holes by Stat.';
export const NO_GROUP_MATCHES = 'No group matches the search.';
const NONE: readonly never[] = [];

/** spec 3 §2 View-shots page (also the dashboard's My Rounds block): top bar, shot map, scorecard groups. */
export default function MyRoundsView({ accountId }: MyRoundsViewProps) {
  const histories = useHistories(accountId);
  const [quickSet, setQuickSet] = useState<QuickSet>(DEFAULT_QUICK_SET);
  const [customIds, setCustomIds] = useState<number[]>([]);
  const [viewBy, setViewBy] = useState<ViewBy>(DEFAULT_VIEW_BY);
  const [search, setSearch] = useState('');
  const [flags, setFlags] = useState<HoleFlag[]>([]);
  const [isStatFilterOpen, setIsStatFilterOpen] = useState(false);
  const [expansion, setExpansion] = useState<ExpansionMap>({});
  const [chosen, setChosen] = useState<HoleFocus | null>(null);

  const historyRounds = useMemo(() => histories.data?.rounds ?? [], [histories.data]);
  const metas = useMemo(() => historyRounds.map(toRoundMeta), [historyRounds]);
  const selectedIds = useMemo(
    () => selectedRoundIds(quickSet, customIds, metas, new Date()),
    [quickSet, customIds, metas],
  );
  const coordinates = useHoleCoordinates(accountId, selectedIds);
  const holeStats = useHoleStats(accountId, selectedIds);
  const allMapRounds = useMemo(() => coordinates.data?.rounds ?? [], [coordinates.data]);
  const courses = useCourseMaps(accountId, mapCourseIds(allMapRounds));
  const config = usePublicConfig();

  // Memoised so the map and scorecards re-draw only when the rounds, filters or grouping change.
  const allScorecardRounds = useMemo(
    () => (holeStats.data ? toScorecardRounds(allMapRounds, holeStats.data) : []),
    [allMapRounds, holeStats.data],
  );
  const cards = useMemo(
    () =>
      statFilterCards(
        allScorecardRounds.flatMap((r) => r.holes),
        flags,
      ),
    [allScorecardRounds, flags],
  );
  const { scorecardRounds, mapRounds } = useMemo(
    () => applyStatFilter(allScorecardRounds, allMapRounds, flags),
    [allScorecardRounds, allMapRounds, flags],
  );
  // spec 3 §9: searches run after a 200 ms pause in typing.
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const grouped = useMemo(
    () => searchScorecardGroups(groupRounds(scorecardRounds, viewBy), query),
    [scorecardRounds, viewBy, query],
  );
  const groups = withExpansion(grouped, expansion);
  const focus = focusedHole(mapRounds, chosen) ? chosen : firstFocus(mapRounds);
  const current = focusedHole(mapRounds, focus);

  const chooseQuickSet = (q: QuickSet) => {
    setQuickSet(q);
    setChosen(null);
  };
  const toggleFlag = (flag: HoleFlag) =>
    setFlags((prev) => (prev.includes(flag) ? prev.filter((f) => f !== flag) : [...prev, flag]));

  const isLoading =
    histories.isPending || (selectedIds.length > 0 && (coordinates.isPending || holeStats.isPending));
  const isError = histories.isError || coordinates.isError || holeStats.isError;
  // issue 23 (Total Blocking Time): react-query's update renders synchronously; the scorecards (hundreds
  // of cells) mount in the deferred render instead, which React does in slices.
  const isShown = useDeferredValue(!isLoading, false);
  if (histories.isSuccess && historyRounds.length === 0) return <NoRoundsYet accountId={accountId} />;
  return (
    <Box data-testid="my-rounds-view">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <RoundsQuickSelect
          quickSet={quickSet}
          rounds={historyRounds}
          tournaments={histories.data?.tournaments ?? NONE}
          courses={histories.data?.courses ?? NONE}
          selectedIds={selectedIds}
          metas={metas}
          isAvailable={(q, rs) => isQuickSetAvailable(q, rs, new Date())}
          onQuickSet={chooseQuickSet}
          onCustom={(ids) => {
            setCustomIds(ids);
            chooseQuickSet('Custom');
          }}
        />
        <TextField
          size="small"
          type="search"
          placeholder="Search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'Search groups' } }}
        />
        <Chip
          label={flags.length === 0 ? 'Filter Holes by Stat' : `Filter Holes by Stat (${flags.length})`}
          variant={flags.length === 0 ? 'outlined' : 'filled'}
          onClick={() => setIsStatFilterOpen(true)}
        />
        <ViewByMenu
          viewBy={viewBy}
          onChange={(v) => {
            setViewBy(v);
            setQuickSet((q) => quickSetAfterViewBy(v, q));
          }}
        />
      </Stack>
      {isStatFilterOpen && (
        <StatFilterDialog
          cards={cards}
          onToggle={toggleFlag}
          onClear={() => setFlags([])}
          onClose={() => setIsStatFilterOpen(false)}
        />
      )}
      {isError ? (
        <Alert severity="error">Your rounds could not be loaded.</Alert>
      ) : (
        <>
          {/* The map starts (its library, worker and style) while the rounds load, not after. */}
          <ShotMap
            rounds={mapRounds}
            courses={courses.data}
            focus={focus}
            onFocusChange={setChosen}
            satelliteTileUrl={config.data?.mapSatelliteTileUrl ?? null}
            height={400}
            isLoading={isLoading}
            // The chosen rounds, not what the stat filter left of them; with no round chosen the map stays.
            hasShots={selectedIds.length === 0 || hasTrackedShots(allMapRounds)}
          />
          {isLoading || !isShown ? (
            <Skeleton
              role="progressbar"
              variant="rounded"
              height={240}
              sx={{ mt: 1 }}
              aria-label="Loading the scorecards"
            />
          ) : (
            <>
              <Box sx={{ mt: 1 }}>
                <ScorecardGroups
                  groups={groups}
                  emptyText={
                    // Filters that leave no hole are not "no rounds": the rounds are there, no hole is each
                    // of the stats ticked (Bogey, Par 4 and Birdie at once).
                    flags.length > 0 && scorecardRounds.length === 0
                      ? NO_HOLE_MATCHES
                      : query.trim() !== ''
                        ? NO_GROUP_MATCHES
                        : undefined
                  }
                  onToggle={(key) => setExpansion(toExpansionMap(toggleGroup(groups, key)))}
                  onCycle={() => setExpansion(toExpansionMap(cycleExpansion(groups)))}
                  selected={
                    current && {
                      roundId: current.round.golfRoundId,
                      courseHoleNumber: current.hole.courseHoleNumber,
                    }
                  }
                  onSelect={({ roundId, courseHoleNumber }) => {
                    const next = focusForSelection(mapRounds, roundId, courseHoleNumber, hasMapData);
                    // spec 3 §4: focusing a hole without data is ignored (only logged).
                    if (next === null) return console.info('No shot data for that hole');
                    setChosen(next);
                  }}
                />
              </Box>
              <RoundsGridSection accountId={accountId} selectedIds={selectedIds} rounds={historyRounds} />
            </>
          )}
        </>
      )}
    </Box>
  );
}
