import type { HoleFeatures, HoleFlag } from '../features/hole-features';
import { wholePercent } from '../format/score';
import type { StatCategory } from '../stats/types';

/** The "Filter Holes by Stat" cards (spec 3 §2, §3 hole stat flags) with names and sections. */
export const HOLE_STAT_FILTERS: readonly { flag: HoleFlag; name: string; category: StatCategory }[] = [
  { flag: 'madeEagle', name: 'Eagle', category: 'Scoring' },
  { flag: 'madeBirdie', name: 'Birdie', category: 'Scoring' },
  { flag: 'madeUnderPar', name: 'Under Par', category: 'Scoring' },
  { flag: 'madePar', name: 'Par', category: 'Scoring' },
  { flag: 'madeParOrBetter', name: 'Par or Better', category: 'Scoring' },
  { flag: 'madeBogey', name: 'Bogey', category: 'Scoring' },
  { flag: 'madeOverPar', name: 'Over Par', category: 'Scoring' },
  { flag: 'madeDoubleBogeyOrHigher', name: 'Double Bogey or Higher', category: 'Scoring' },
  { flag: 'isPar3', name: 'Par 3', category: 'Scoring' },
  { flag: 'isPar4', name: 'Par 4', category: 'Scoring' },
  { flag: 'isPar5', name: 'Par 5', category: 'Scoring' },
  { flag: 'fairwayHit', name: 'Fairway Hit', category: 'Drive' },
  { flag: 'fairwayMissed', name: 'Fairway Missed', category: 'Drive' },
  { flag: 'fairwayMissedLeft', name: 'Fairway Missed Left', category: 'Drive' },
  { flag: 'fairwayMissedRight', name: 'Fairway Missed Right', category: 'Drive' },
  { flag: 'hasTeePenalty', name: 'Tee Penalty', category: 'Drive' },
  { flag: 'madeGreenInRegulation', name: 'Green in Regulation', category: 'Approach' },
  { flag: 'missedGreenInRegulation', name: 'Missed Green in Regulation', category: 'Approach' },
  { flag: 'approachShortSided', name: 'Approach Short-Sided', category: 'Approach' },
  { flag: 'approachInside5Pct', name: 'Inside 5% Shots to Green', category: 'Approach' },
  { flag: 'approachOutside12Pct', name: 'Approach (+12%)', category: 'Approach' },
  { flag: 'hasSandShot', name: 'Sand Shot', category: 'Save' },
  { flag: 'madeUpDown', name: 'Made Up/Down', category: 'Save' },
  { flag: 'missedUpDown', name: 'Missed Up/Down', category: 'Save' },
  { flag: 'madeScramble', name: 'Scramble', category: 'Save' },
  { flag: 'onePutt', name: '1-Putt', category: 'Putt' },
  { flag: 'threePuttOrMore', name: '3-Putt or More', category: 'Putt' },
];

/** spec 3 §5: a hole must satisfy every active stat filter (AND). No filters keeps every hole. */
export function filterHolesByStat(
  holes: readonly HoleFeatures[],
  flags: readonly HoleFlag[],
): HoleFeatures[] {
  return holes.filter((h) => flags.every((f) => h[f]));
}

export type StatFilterCard = {
  flag: HoleFlag;
  name: string;
  category: StatCategory;
  isChecked: boolean;
  /** Matching holes, the "n" of "n / total Holes". */
  count: number;
  total: number;
  /** spec 3 §5: matching holes / total holes, whole number. */
  percent: number;
};

/**
 * The dialog's cards over the holes played (excluded holes, and the holes a round in progress has not
 * reached yet, are left out: they have no score, and counted in the total they lowered every percentage).
 * Cards with zero matching holes are hidden (spec 3 §2), so they are not returned.
 */
export function statFilterCards(
  holes: readonly HoleFeatures[],
  active: readonly HoleFlag[] = [],
): StatFilterCard[] {
  const counted = holes.filter((h) => !h.isExcluded && h.score !== null);
  return HOLE_STAT_FILTERS.map((f) => {
    const count = counted.reduce((n, h) => n + (h[f.flag] ? 1 : 0), 0);
    return {
      ...f,
      isChecked: active.includes(f.flag),
      count,
      total: counted.length,
      percent: wholePercent(count, counted.length) ?? 0,
    };
  }).filter((c) => c.count > 0);
}
