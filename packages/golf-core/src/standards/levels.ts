/** ARCHITECTURE §7: named benchmark levels. */
export type LevelId =
  | 'pga-tour'
  | 'plus-4'
  | 'college-men'
  | 'scratch'
  | 'college-women'
  | 'hcp-5'
  | 'hcp-10'
  | 'hcp-15'
  | 'hcp-20'
  | 'hcp-25';

export type StandardLevel = { id: LevelId; name: string };

/** Levels from best to weakest, with their display names. */
export const STANDARD_LEVELS: readonly StandardLevel[] = [
  { id: 'pga-tour', name: 'PGA Tour' },
  { id: 'plus-4', name: '+4 Handicap' },
  { id: 'college-men', name: 'College Men' },
  { id: 'scratch', name: 'Scratch' },
  { id: 'college-women', name: 'College Women' },
  { id: 'hcp-5', name: '5 Handicap' },
  { id: 'hcp-10', name: '10 Handicap' },
  { id: 'hcp-15', name: '15 Handicap' },
  { id: 'hcp-20', name: '20 Handicap' },
  { id: 'hcp-25', name: '25 Handicap' },
];

export function levelName(id: LevelId): string {
  return STANDARD_LEVELS.find((l) => l.id === id)?.name ?? id;
}
