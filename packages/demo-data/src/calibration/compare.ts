import type { LevelStats } from './measure';
import { KNOWN_GAPS, MAKE_BANDS, TOLERANCE, type LevelTargets } from './targets';

export type Comparison = {
  key: string;
  simulated: number;
  published: number;
  tolerance: number;
  isKnownGap: boolean;
};

/**
 * Every published figure of a level next to the simulated one, with the tolerance that applies:
 * a known gap's wider bound, or with `isStrict` always the published tolerance.
 */
export function compareLevel(t: LevelTargets, s: LevelStats, isStrict = false): Comparison[] {
  const rows: Comparison[] = [];
  const add = (metric: string, simulated: number, published: number | null, tolerance: number): void => {
    if (published === null) return;
    const key = `${t.id}.${metric}`;
    const gap = isStrict ? undefined : KNOWN_GAPS[key];
    rows.push({ key, simulated, published, tolerance: gap ?? tolerance, isKnownGap: gap !== undefined });
  };
  add('putts', s.putts, t.putts, TOLERANCE.putts);
  add('threePutts', s.threePutts, t.threePutts, TOLERANCE.threePutts);
  add('fairways', s.fairways, t.fairways, TOLERANCE.fairways);
  add('gir', s.gir, t.gir, TOLERANCE.gir);
  add('birdies', s.birdies, t.birdies, TOLERANCE.perRound);
  add('bogeys', s.bogeys, t.bogeys, TOLERANCE.perRound);
  add('doubles', s.doubles, t.doubles, TOLERANCE.perRound);
  add('handicapIndex', s.handicapIndex, t.level, TOLERANCE.handicapIndex);
  MAKE_BANDS.forEach((band, i) =>
    add(`make ${band.label}`, s.makeRates[i] ?? 0, t.makeRates?.[i] ?? null, TOLERANCE.makeRate),
  );
  t.parAverages?.forEach((published, i) =>
    add(`par ${i + 3} average`, s.parAverages[i] ?? 0, published, TOLERANCE.parAverage),
  );
  if (t.overRating) {
    const [lo, hi] = t.overRating;
    add('overRating', s.overRating, (lo + hi) / 2, (hi - lo) / 2);
  }
  return rows;
}
