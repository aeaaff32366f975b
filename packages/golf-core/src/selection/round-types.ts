import type { RoundTypeId } from '../model/round';

/** spec 3 §3: round type ids 1 Practice, 3 Tournament, 10 Qualifier, 11 Match. */
export const ROUND_TYPES: readonly { id: RoundTypeId; name: string }[] = [
  { id: 1, name: 'Practice' },
  { id: 3, name: 'Tournament' },
  { id: 10, name: 'Qualifier' },
  { id: 11, name: 'Match' },
];

export function roundTypeName(id: RoundTypeId): string {
  return ROUND_TYPES.find((t) => t.id === id)?.name ?? 'Practice';
}

/** The id of a round type's name (a round option carries the name); null for a name that is none. */
export function roundTypeIdOf(name: string): RoundTypeId | null {
  return ROUND_TYPES.find((t) => t.name === name)?.id ?? null;
}

/** spec 3 §3: round number 0 means final round. */
export const FINAL_ROUND_NUMBER = 0;
