import type { RosterMember } from '@linksight/api-contract';
import { fullName } from '@linksight/golf-core';

export type RosterSort = 'name' | 'scoringAverage';

/**
 * Roster cards by last then first name, or by scoring average (lowest first); members without an
 * average (hidden by their privacy, or without rounds) come last, by name.
 */
export function sortRoster(members: readonly RosterMember[], by: RosterSort): RosterMember[] {
  const byName = (a: RosterMember, b: RosterMember) =>
    a.lastName.localeCompare(b.lastName) ||
    a.firstName.localeCompare(b.firstName) ||
    fullName(a).localeCompare(fullName(b));
  return [...members].sort((a, b) => {
    if (by === 'scoringAverage') {
      if (a.scoringAverage !== null && b.scoringAverage !== null && a.scoringAverage !== b.scoringAverage)
        return a.scoringAverage - b.scoringAverage;
      if ((a.scoringAverage === null) !== (b.scoringAverage === null))
        return a.scoringAverage === null ? 1 : -1;
    }
    return byName(a, b);
  });
}
