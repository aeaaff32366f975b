import type { HoleCountFilter } from '../selection/hole-count';
import { quickSetRoundIds, type QuickSet } from '../selection/quick-sets';
import type { RoundMeta } from '../selection/round-meta';
import type { RoundFilter } from './round-filter';

/** spec 3 §3 groupType. */
export type OverviewMode = 'Player Performance' | 'Assessment';

export type OverviewGroup = { groupName: string; groupType: OverviewMode; overviews: RoundFilter[] };

/**
 * The overview groups of each mode as lists of quick sets. The spec names only the defaults ("Recent
 * Performance", "Recent"); the other groups are ours.
 */
export const OVERVIEW_GROUP_CATALOG: Record<
  OverviewMode,
  readonly { groupName: string; sets: readonly QuickSet[] }[]
> = {
  'Player Performance': [
    { groupName: 'Recent Performance', sets: ['Last 6 Rounds', 'Last 3 Tournaments', 'Past 12 Months'] },
    { groupName: 'Seasons', sets: ['Current Season', '2 Seasons', 'Past 2 Years'] },
    { groupName: 'Long Term', sets: ['Past 30 Days', 'Past 12 Months', 'Past 2 Years'] },
  ],
  Assessment: [
    { groupName: 'Recent', sets: ['Last 6 Rounds', 'Last 3 Tournaments', 'Past 30 Days', 'Past 12 Months'] },
    { groupName: 'Seasons', sets: ['Current Season', '2 Seasons'] },
    { groupName: 'Years', sets: ['Past 12 Months', 'Past 2 Years'] },
  ],
};

/** spec 3 §4 default selections: Player Performance starts on Recent Performance; Assessment on Recent. */
export const DEFAULT_GROUP: Record<OverviewMode, string> = {
  'Player Performance': 'Recent Performance',
  Assessment: 'Recent',
};

/** Builds a mode's groups for a player's rounds at `now`: each quick set becomes a round filter. */
export function buildOverviewGroups(
  mode: OverviewMode,
  rounds: readonly RoundMeta[],
  now: Date,
  holeCount: HoleCountFilter,
): OverviewGroup[] {
  return OVERVIEW_GROUP_CATALOG[mode].map(({ groupName, sets }) => ({
    groupName,
    groupType: mode,
    overviews: sets.map((set): RoundFilter => ({
      filterName: set,
      details: groupName,
      golfRoundIds: quickSetRoundIds(set, rounds, now) ?? [],
      holeCount,
    })),
  }));
}
