/**
 * Which tee set a golfer of a level plays. Follows the "Tee It Forward" guidance (USGA/PGA of
 * America, 2011): course length ≈ 28 × driving distance, i.e. ~7,200 yd for tour players,
 * ~6,800 for scratch, ~6,400 for a 10 handicap and ~6,000 for a 20.
 */
const TEE_BY_MAX_LEVEL: readonly (readonly [number, string])[] = [
  [-3, 'Black'],
  [4, 'Blue'],
  [22, 'White'],
];
const FORWARD_TEE = 'Red';

export function teeForLevel(level: number): string {
  for (const [maxLevel, tee] of TEE_BY_MAX_LEVEL) if (level <= maxLevel) return tee;
  return FORWARD_TEE;
}
