import { describe, expect, it } from 'vitest';
import type { RosterMember } from '@linksight/api-contract';
import { sortRoster } from './roster-sort';

const member = (accountId: number, lastName: string, scoringAverage: number | null): RosterMember => ({
  accountId,
  firstName: 'A',
  lastName,
  role: 'player',
  isPublic: true,
  username: `u${accountId}`,
  imgUrl: null,
  gradYear: null,
  scoringAverage,
  scoringRounds: scoringAverage === null ? null : 10,
  handicapIndex: null,
  hasFigures: scoringAverage !== null,
});

describe('sortRoster', () => {
  const members = [
    member(1, 'Young', 74.2),
    member(2, 'Adams', null),
    member(3, 'Moss', 71.5),
    member(4, 'Baker', 74.2),
  ];
  it('sorts by last name', () => {
    expect(sortRoster(members, 'name').map((m) => m.lastName)).toEqual(['Adams', 'Baker', 'Moss', 'Young']);
  });
  it('sorts by scoring average, lowest first, ties and missing averages by name', () => {
    expect(sortRoster(members, 'scoringAverage').map((m) => m.lastName)).toEqual([
      'Moss',
      'Baker',
      'Young',
      'Adams',
    ]);
  });
});
