/** spec 3 §9: hole counts 9 and 18; 918 means all holes. */
export type HoleCountFilter = 9 | 18 | 918;
export const ALL_HOLES: HoleCountFilter = 918;

/** spec 3 §8 error text. */
export const INVALID_HOLE_COUNT = 'Invalid hole count value';

/** Parses a hole-count enum value; anything but 9, 18 or 918 throws "Invalid hole count value" (spec 3 §5). */
export function parseHoleCount(value: unknown): HoleCountFilter {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === 9 || n === 18 || n === 918) return n;
  throw new Error(INVALID_HOLE_COUNT);
}

export type HoleCountOption = '9 Hole' | '18 Hole' | 'Both';

/** spec 3 §4 hole-count mapping: 9 Hole and Both both set the count to 9; 18 Hole sets 18. */
export function holeCountOfOption(option: HoleCountOption): 9 | 18 {
  return option === '18 Hole' ? 18 : 9;
}

/** spec 3 §5: the rounds grid is requested only for 9 or 18. */
export function isRoundsGridHoleCount(value: number): value is 9 | 18 {
  return value === 9 || value === 18;
}

/** Whether a round of `roundHoleCount` holes belongs to a hole-count filter. */
export function matchesHoleCount(roundHoleCount: number, filter: HoleCountFilter): boolean {
  return filter === ALL_HOLES || roundHoleCount === filter;
}
