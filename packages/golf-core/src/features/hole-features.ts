/**
 * The per-hole analytics row (spec 3 §3 "Hole stat flags for filtering" and the hole stats of the map
 * round). Derived once when a round is written and stored as jsonb (the API's `hole_stats`), so it is a
 * plain JSON object: numbers, booleans, strings and null only.
 *
 * Paired flags encode their opportunity: a hole is a fairway opportunity when `fairwayHit ||
 * fairwayMissed`, a GIR opportunity when `madeGreenInRegulation || missedGreenInRegulation`, an
 * up-and-down opportunity when `madeUpDown || missedUpDown`. When the data cannot tell, both are false.
 */
import type { Par } from '../model/round';

export type UpDownBand = 'under15' | '15to25' | '25to35';

export type HoleFeatures = {
  roundId: number;
  roundHoleNumber: number;
  courseHoleNumber: number;
  par: Par;
  /** Yards; null when not recorded (never 0). */
  lengthYards: number | null;
  /** Gross strokes incl. penalties; null when not recorded. */
  score: number | null;
  /** score − par; null when score is null. */
  scoreVsPar: number | null;
  /** Excluded holes are left out of every stat and shown blank (spec 3 §2). */
  isExcluded: boolean;
  isPar3: boolean;
  isPar4: boolean;
  isPar5: boolean;

  // Scoring (false when score is null)
  madeParOrBetter: boolean;
  madePar: boolean;
  madeOverPar: boolean;
  madeBogey: boolean;
  madeUnderPar: boolean;
  /** Exactly one under par. */
  madeBirdie: boolean;
  /** Two or more under par (albatross counts as an eagle). */
  madeEagle: boolean;
  madeDoubleBogeyOrHigher: boolean;

  // Off the tee (par 4 and 5)
  fairwayHit: boolean;
  fairwayMissed: boolean;
  fairwayMissedLeft: boolean;
  fairwayMissedRight: boolean;
  /** Lie where the tee shot came to rest (after a penalty: 'penalty'); null without shots. */
  teeShotEndLie: string | null;
  /** Tee-shot length in yards on par 4/5 (not when it ended in a penalty area); null otherwise. */
  driveDistanceYards: number | null;
  /** The tee shot cost penalty strokes (water, out of bounds). */
  hasTeePenalty: boolean;
  /** All penalty strokes on the hole: from the shots, else as recorded; null when neither says. */
  penaltyStrokes: number | null;

  // Approach
  madeGreenInRegulation: boolean;
  missedGreenInRegulation: boolean;
  /** Start distance of the approach shot (last approach-category shot) in yards; null when none. */
  approachDistanceYards: number | null;
  /** Where the approach finished, in feet from the pin (0 when holed); null when none or in a penalty area. */
  approachProximityFeet: number | null;
  /** Lie the approach was played from; null when none. */
  approachStartLie: string | null;
  /** Approach finished within 5 % of its start distance (spec 3 §9 proximity circle). */
  approachInside5Pct: boolean;
  /** Approach finished beyond 12 % of its start distance (spec 3 §9 "Approach (+12%)"). */
  approachOutside12Pct: boolean;
  /** Approach missed the green off the green within 15 yd of the pin (see derive-hole-features.ts). */
  approachShortSided: boolean;
  /** Approach missed the green (finished off it, not holed): the short-sided opportunity. */
  approachMissedGreen: boolean;

  // Around the green
  hasSandShot: boolean;
  madeUpDown: boolean;
  missedUpDown: boolean;
  /** Distance band of the up-and-down chance; null when there was none. */
  upDownBand: UpDownBand | null;
  /** The up-and-down chance was from a bunker (sand save). */
  isSandSaveChance: boolean;
  /** Missed GIR and made par or better (scrambling). */
  madeScramble: boolean;

  // Putting
  /** null when putts were not recorded. */
  puttCount: number | null;
  /** Distance of the first putt in feet; null without putt shots. */
  firstPuttFeet: number | null;
  /** Length of the holed putt in feet; null when not holed with a putt or unknown. */
  madePuttFeet: number | null;
  /**
   * Sum of the start distances of every putt, in feet (0 when the hole was finished without a putt); null
   * when the putt lengths were not recorded: a score-only hole (no shots) has a putt count but no lengths.
   */
  puttFeetTotal: number | null;
  /** Putts attempted / missed by start distance band. */
  puttsUnder4Ft: number;
  missedPuttsUnder4Ft: number;
  putts4To12Ft: number;
  missedPutts4To12Ft: number;
  putts12To25Ft: number;
  missedPutts12To25Ft: number;
  puttsOver25Ft: number;
  missedPuttsOver25Ft: number;
  onePutt: boolean;
  threePuttOrMore: boolean;

  // Strokes gained vs the PGA TOUR baseline; null when the hole has no shots (so `sgTotal !== null` is
  // also how stats tell a shot-tracked hole from a score-only one, see stats/totals.ts).
  sgOffTheTee: number | null;
  sgApproach: number | null;
  sgAroundTheGreen: number | null;
  sgPutting: number | null;
  sgTotal: number | null;
};

/** Boolean flags usable in "Filter Holes by Stat" (spec 3 §2). */
export type HoleFlag = {
  [K in keyof HoleFeatures]: HoleFeatures[K] extends boolean ? K : never;
}[keyof HoleFeatures];
