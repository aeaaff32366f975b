import type { HoleFeatures } from './hole-features';

type TrackedFields = Pick<HoleFeatures, 'isExcluded' | 'sgTotal'>;

/**
 * Whether a hole was tracked shot by shot in the app. Strokes gained exist exactly when a hole has shots
 * (derive-hole-features), so a score-only hole (a CSV import, issue 20) is not; an excluded hole's shots
 * are left out of every report, so it counts as not tracked either.
 */
export function isShotTrackedHole(hole: TrackedFields): boolean {
  return !hole.isExcluded && hole.sgTotal !== null;
}

/**
 * Whether any of these holes was tracked shot by shot: the reports drawn from shots (dispersion, course
 * plan) have nothing to print without one. A null hole (a round row without features) is not.
 */
export function hasShotTrackedHole(holes: Iterable<TrackedFields | null>): boolean {
  for (const hole of holes) if (hole !== null && isShotTrackedHole(hole)) return true;
  return false;
}
