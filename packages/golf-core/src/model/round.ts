/**
 * The shape of a played round as every part of Linksight exchanges it: the demo-data simulator
 * produces it, the API stores it, golf-core derives hole features and stats from it.
 * Units are in the names: yards off the green, feet on it (ARCHITECTURE §7, spec 3 §9).
 */

/** Where a ball lies. `hole` is the end lie of a holed shot; `penalty` is water or out of bounds. */
export type Lie = 'tee' | 'fairway' | 'rough' | 'sand' | 'recovery' | 'green' | 'penalty' | 'hole';

export type LatLng = { lat: number; lng: number };

/** Round type ids (spec 3 §3): 1 Practice, 3 Tournament, 10 Qualifier, 11 Match. */
export type RoundTypeId = 1 | 3 | 10 | 11;

export type HoleCount = 9 | 18;

export type FairwayResult = 'hit' | 'left' | 'right' | 'short' | 'long';

/** Par of a hole: 3 to 6 (par-6 holes exist on a few courses; issue 20 accepts 3–6). */
export type Par = 3 | 4 | 5 | 6;

export type ShotInput = {
  /** 1-based stroke number on the hole, counting penalty strokes already taken. */
  shotNumber: number;
  start: LatLng;
  end: LatLng;
  startLie: Lie;
  endLie: Lie;
  /** Distance from the start point to the pin, in yards (also for putts: convert with yardsToFeet). */
  distanceToPinBeforeYards: number;
  /** Distance from the end point to the pin, in yards; 0 when holed. */
  distanceToPinAfterYards: number;
  /** Penalty strokes incurred by this shot (water, out of bounds, unplayable); usually 0. */
  penaltyStrokes: number;
  /** Club used, as the player's app names it ("Driver", "7i", "PW"); absent or null when unknown. */
  club?: string | null;
};

export type HoleInput = {
  /** Position of the hole in the round (1..holeCount). */
  roundHoleNumber: number;
  /** Hole number on the course (1..18); differs from roundHoleNumber on a back-nine 9-hole round. */
  courseHoleNumber: number;
  par: Par;
  strokeIndex: number;
  /** Hole length from the tee played, in yards; null when not recorded (a course made from a CSV of scores). */
  lengthYards: number | null;
  /** Gross strokes including penalties; null when the hole was not played or not recorded. */
  score: number | null;
  /** Putts; null when putts were not recorded. */
  putts: number | null;
  /** Tee-shot result on par 4/5; null on par 3s or when unknown. */
  fairway: FairwayResult | null;
  tee: LatLng | null;
  pin: LatLng | null;
  /** Excluded holes are shown blank on scorecards and left out of stats (spec 3 §2 My Rounds). */
  isExcluded: boolean;
  /** Shots in order of shotNumber; may be empty when only the score was recorded. */
  shots: ShotInput[];
  /**
   * Penalty strokes recorded for the hole without shots (a score-only round); absent or null when not
   * recorded. Shots, when present, decide instead.
   */
  recordedPenaltyStrokes?: number | null;
  /**
   * Green in regulation as the player recorded it (a score-only round's GIR column); absent or null when
   * not recorded. Without it GIR comes from the shots, else from score − putts.
   */
  recordedGreenInRegulation?: boolean | null;
};

export type RoundInput = {
  id: number;
  accountId: number;
  /** ISO 8601 date-time of the first tee shot. */
  playedAt: string;
  courseId: number;
  courseName: string;
  teeName: string;
  courseRating: number;
  slope: number;
  coursePar: number;
  holeCount: HoleCount;
  roundType: RoundTypeId;
  /** Round number within a tournament; 0 means final round (spec 3 §3). */
  roundNumber: number;
  tournamentId: number | null;
  tournamentName: string | null;
  isSimulator: boolean;
  isCompleted: boolean;
  holes: HoleInput[];
};
