import { useMemo, useState } from 'react';
import type { StandardLevelItem } from '@linksight/api-contract';
import { assignColors, isGroupIncomplete, visibleAndHidden } from '@linksight/golf-core';
import { useOverviewGroups } from '../api/get-overview-groups';
import { useStandards } from '../api/get-standards';
import type { DashboardParams } from '../utils/dashboard-params';
import { buildOverviews, isGroupLoading, requestedFilters } from '../utils/overview-model';
import { roundSetStandards, standardLabel, standardsFilterOf } from '../utils/standards';
import { useSameValue } from '../../../lib/use-same-value';
import { useOverviewChain } from './use-overview-chain';

const NO_LEVELS: readonly StandardLevelItem[] = [];

/**
 * Everything the dashboard blocks draw: the mode's groups (loaded in the spec 3 §4 chain), the selected
 * group's overviews with colours and hidden flags, and the standard.
 */
export function useDashboardOverviews(accountId: number, params: DashboardParams) {
  const groupsQuery = useOverviewGroups(accountId, params.mode, params.holeCount);
  const standards = useStandards(accountId);
  const groups = groupsQuery.data?.groups ?? [];
  const selectedGroup = groups.some((g) => g.groupName === params.group)
    ? params.group
    : (groupsQuery.data?.defaultGroupName ?? null);
  const standardsFilter = standardsFilterOf(params.standard, groups);
  const statuses = useOverviewChain({
    accountId,
    groups,
    firstGroupName: selectedGroup,
    standardsFilter: groupsQuery.isSuccess ? standardsFilter : null,
    holeCount: params.holeCount,
    mode: params.mode,
  });

  // spec 3 §4: colours per overview label, reused when labels are swapped (remembered across groups).
  const [colorMemory, setColorMemory] = useState<Record<string, string>>({});
  const [hiddenByGroup, setHiddenByGroup] = useState<Record<string, readonly string[]>>({});

  const index = groups.findIndex((g) => g.groupName === selectedGroup);
  const selected = groups[index];
  const keysOf = (i: number) =>
    buildOverviews(groups[i]?.overviews ?? [], { status: 'waiting' }, {}, new Set()).map((o) => o.key);
  const colors = assignColors(keysOf(index), colorMemory);
  const hidden = new Set(selectedGroup === null ? [] : (hiddenByGroup[selectedGroup] ?? []));
  // issue 23 (Total Blocking Time): while the other groups load in the chain, every change of their queries
  // rendered this hook again and rebuilt the selected group's overviews with the same data; the new array
  // re-rendered both blocks in full (about 1,600 components, three times per load). The overviews are built
  // again only when what they are built from changes: the group, its query's state and answer (the query
  // keeps the answer's identity), the colours and the hidden keys (compared as text).
  const status = statuses[index];
  const colorsKey = JSON.stringify(colors);
  const hiddenKey = JSON.stringify([...hidden]);
  const overviews = useMemo(
    () =>
      selected === undefined || status === undefined
        ? []
        : buildOverviews(selected.overviews, status, colors, hidden),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- colours and hidden keys compare by their text
    [selected, status?.status, status?.status === 'success' ? status.data : null, colorsKey, hiddenKey],
  );

  const groupEntries = useSameValue(
    groups.map((g, i) => {
      const built = buildOverviews(g.overviews, statuses[i]!, {}, new Set());
      return {
        groupName: g.groupName,
        isIncomplete: isGroupIncomplete(built.map((o) => o.state)),
        isLoading: isGroupLoading(built),
      };
    }),
  );
  const roundSets = useSameValue(roundSetStandards(groups));

  const setHidden = (keys: readonly string[]) => {
    if (selectedGroup !== null) setHiddenByGroup((all) => ({ ...all, [selectedGroup]: keys }));
  };

  return {
    groupsQuery,
    groupEntries,
    selectedGroup,
    overviews,
    /** Filters of the selected group that were requested (spec 3 §7: not startHidden). */
    requestedCount: selected === undefined ? 0 : requestedFilters(selected.overviews).length,
    levels: standards.data ?? NO_LEVELS,
    roundSets,
    standardLabel: standardLabel(standardsFilter, standards.data ?? []),
    rememberColors: () => setColorMemory((memory) => ({ ...memory, ...colors })),
    toggleHidden: (key: string) =>
      setHidden(hidden.has(key) ? [...hidden].filter((k) => k !== key) : [...hidden, key]),
    setAllHidden: (hide: boolean) =>
      setHidden(
        hide
          ? visibleAndHidden(overviews)
              .visible.map((o) => o.key)
              .concat([...hidden])
          : [],
      ),
  };
}
