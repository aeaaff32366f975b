/** Linear interpolation in a sorted knot table, clamped to the end values. */
export function interpolate(knots: readonly number[], values: readonly number[], x: number): number {
  const n = knots.length;
  if (x <= (knots[0] as number)) return values[0] as number;
  if (x >= (knots[n - 1] as number)) return values[n - 1] as number;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((knots[mid] as number) <= x) lo = mid;
    else hi = mid;
  }
  const x0 = knots[lo] as number;
  const x1 = knots[hi] as number;
  const t = (x - x0) / (x1 - x0);
  return (values[lo] as number) * (1 - t) + (values[hi] as number) * t;
}

/** Linear interpolation that extrapolates beyond the ends (used for skill levels). */
export function extrapolate(knots: readonly number[], values: readonly number[], x: number): number {
  const n = knots.length;
  const i = x <= (knots[0] as number) ? 0 : x >= (knots[n - 2] as number) ? n - 2 : findSegment(knots, x);
  const x0 = knots[i] as number;
  const x1 = knots[i + 1] as number;
  const t = (x - x0) / (x1 - x0);
  return (values[i] as number) * (1 - t) + (values[i + 1] as number) * t;
}

function findSegment(knots: readonly number[], x: number): number {
  for (let i = 0; i + 1 < knots.length; i += 1) if (x < (knots[i + 1] as number)) return i;
  return knots.length - 2;
}
