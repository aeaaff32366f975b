import type { ScorecardGroup } from './group-by';

/** spec 3 §4 global expansion state. */
export type ExpansionState = 'collapsed' | 'expanded' | 'mixed';

/** spec 3 §9: scorecard animation off at 20 or more rounds. */
export const ANIMATION_MAX_ROUNDS = 20;
export const shouldAnimate = (roundCount: number): boolean => roundCount < ANIMATION_MAX_ROUNDS;

function all(groups: readonly ScorecardGroup[]): ScorecardGroup[] {
  return groups.flatMap((g) => [g, ...all(g.subgroups ?? [])]);
}

/** collapsed, expanded or mixed, computed from every group and subgroup. */
export function expansionState(groups: readonly ScorecardGroup[]): ExpansionState {
  const flags = all(groups).map((g) => g.expanded);
  if (flags.every((f) => f)) return 'expanded';
  if (flags.every((f) => !f)) return 'collapsed';
  return 'mixed';
}

function setAll(groups: readonly ScorecardGroup[], expanded: boolean): ScorecardGroup[] {
  return groups.map((g) => ({ ...g, expanded, subgroups: g.subgroups && setAll(g.subgroups, expanded) }));
}

/** spec 3 §4: cycling from expanded or mixed collapses all; from collapsed expands all. */
export function cycleExpansion(groups: readonly ScorecardGroup[]): ScorecardGroup[] {
  return setAll(groups, expansionState(groups) === 'collapsed');
}

/**
 * spec 3 §4: toggling a parent sets all its subgroups to the same state; opening a subgroup while its
 * parent is closed opens the parent too. `key` may name a group at any depth.
 */
export function toggleGroup(groups: readonly ScorecardGroup[], key: string): ScorecardGroup[] {
  return groups.map((g) => {
    if (g.key === key) {
      const expanded = !g.expanded;
      return { ...g, expanded, subgroups: g.subgroups && setAll(g.subgroups, expanded) };
    }
    if (!g.subgroups) return g;
    const subgroups = toggleGroup(g.subgroups, key);
    const openedChild = subgroups.some((s, i) => s.expanded && !g.subgroups![i]!.expanded);
    return { ...g, subgroups, expanded: g.expanded || openedChild };
  });
}
