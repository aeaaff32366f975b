import type { RoundFilterBody, StandardLevelItem, StandardsFilter } from '@linksight/api-contract';
import { DEFAULT_LEVEL_ID, type StandardChoice } from './dashboard-params';

type Group = { overviews: readonly RoundFilterBody[] };

/**
 * The player's own round sets that can serve as a standard (spec 3 §2 "Standard"): the distinct filters of
 * the mode's groups that select rounds.
 */
export function roundSetStandards(groups: readonly Group[]): RoundFilterBody[] {
  const byName = new Map<string, RoundFilterBody>();
  for (const g of groups)
    for (const f of g.overviews)
      if (!byName.has(f.filterName) && (f.golfRoundIds?.length ?? 0) > 0) byName.set(f.filterName, f);
  return [...byName.values()];
}

/** The request's standardsFilter; a round set that no longer exists falls back to the default level. */
export function standardsFilterOf(choice: StandardChoice, groups: readonly Group[]): StandardsFilter {
  if (choice.kind === 'level') return { level: choice.levelId };
  const filter = roundSetStandards(groups).find((f) => f.filterName === choice.filterName);
  if (filter === undefined) return { level: DEFAULT_LEVEL_ID };
  const { startHidden: _startHidden, ...roundFilter } = filter;
  return { roundFilter };
}

/** The header's label of the standard compared against. */
export function standardLabel(filter: StandardsFilter, levels: readonly StandardLevelItem[]): string {
  if ('level' in filter) return levels.find((l) => l.id === filter.level)?.label ?? filter.level;
  return `My ${filter.roundFilter.filterName}`;
}
