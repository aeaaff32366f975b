import type { scaleBand } from '@visx/scale';

type BandScale = ReturnType<typeof scaleBand<string>>;

/**
 * The category under a point of a band axis (px along the plot): each category owns its band with half
 * the gap on either side, the slot its highlight is drawn on, so a pointer between two bars picks the
 * nearer one; beyond the ends it is the first or last.
 */
export function bandSlotAt(x: BandScale, px: number): number {
  const domain = x.domain();
  if (domain.length === 0) return -1;
  const firstSlot = (x(domain[0]!) ?? 0) - bandGap(x) / 2;
  const index = Math.floor((px - firstSlot) / x.step());
  return Math.min(Math.max(index, 0), domain.length - 1);
}

/** The empty space between two neighbouring bands (px). */
export function bandGap(x: BandScale): number {
  return x.step() - x.bandwidth();
}
