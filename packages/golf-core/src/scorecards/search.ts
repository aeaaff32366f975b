import { bestFuzzyMatch } from '../selection/fuzzy';
import type { ScorecardGroup } from './group-by';

/** Picks the best item for a query, or null (default: bestFuzzyMatch; the app may pass a fuse.js adapter). */
export type Matcher = <T>(items: readonly T[], query: string, labelOf: (item: T) => string) => T | null;

/**
 * spec 3 §2 / §5: a search string keeps only the best fuzzy match on group name (subgroup names count:
 * their parent is kept with that one subgroup). An empty search keeps every group.
 */
export function searchScorecardGroups(
  groups: readonly ScorecardGroup[],
  query: string,
  match: Matcher = bestFuzzyMatch,
): ScorecardGroup[] {
  if (query.trim() === '') return [...groups];
  const candidates = groups.flatMap((g) => [
    { group: g, parent: null as ScorecardGroup | null },
    ...(g.subgroups ?? []).map((s) => ({ group: s, parent: g })),
  ]);
  const best = match(candidates, query, (c) => c.group.name);
  if (!best) return [];
  return best.parent
    ? [{ ...best.parent, subgroups: [best.group], rounds: best.group.rounds }]
    : [best.group];
}
