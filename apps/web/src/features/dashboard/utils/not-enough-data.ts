/** spec 3 §1: only when both completed counts are exactly 0 is there not enough data. */
export function hasNotEnoughData(counts: { eighteenHole: number; nineHole: number }): boolean {
  return counts.eighteenHole === 0 && counts.nineHole === 0;
}
