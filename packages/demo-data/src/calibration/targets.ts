/**
 * Published figures the simulator is calibrated against (../shared/data/README.md), with the
 * tolerances of issue 4. `null` where the publisher gives no figure for that level.
 */
import { TOUR_LEVEL } from '../sim/tour-level';

export type MakeBand = { label: string; minFeet: number; maxFeet: number };

/** Shot Scope putt make-rate bands. */
export const MAKE_BANDS: readonly MakeBand[] = [
  { label: '0–3 ft', minFeet: 0, maxFeet: 3 },
  { label: '3–6 ft', minFeet: 3, maxFeet: 6 },
  { label: '6–9 ft', minFeet: 6, maxFeet: 9 },
  { label: '9–12 ft', minFeet: 9, maxFeet: 12 },
  { label: '18–24 ft', minFeet: 18, maxFeet: 24 },
  { label: '30 ft +', minFeet: 30, maxFeet: Infinity },
];

export type LevelTargets = {
  id: string;
  label: string;
  level: number;
  /** Shot Scope putts per round and 3-putts per round. */
  putts: number | null;
  threePutts: number | null;
  /** Shot Scope make rate per MAKE_BANDS, as fractions. */
  makeRates: readonly number[] | null;
  /** Arccos (amateurs) or PGA TOUR 2009 season averages (tour), fractions. */
  fairways: number | null;
  gir: number | null;
  /** Arccos per round. */
  birdies: number | null;
  bogeys: number | null;
  doubles: number | null;
  /** Strokes above course rating at slope 113 (issue 4). */
  overRating: readonly [number, number] | null;
  /** Arccos average score on par 3s, 4s and 5s. */
  parAverages: readonly [number, number, number] | null;
};

export const TOLERANCE = {
  putts: 0.5,
  threePutts: 0.5,
  makeRate: 0.05,
  fairways: 0.04,
  gir: 0.04,
  perRound: 0.5,
  /**
   * Strokes per hole on each par type. The issue lists scoring by par type with Arccos's figures
   * but names no tolerance; this is the tolerance it gives Arccos's per-round figures. Loose per
   * hole, and Arccos's averages carry its users' course difficulty (README "Calibration").
   */
  parAverage: 0.5,
  handicapIndex: 1.5,
  broadieOffGreen: 0.05,
  broadieOnGreen: 0.04,
} as const;

const none = {
  putts: null,
  threePutts: null,
  makeRates: null,
  fairways: null,
  gir: null,
  birdies: null,
  bogeys: null,
  doubles: null,
  overRating: null,
  parAverages: null,
};

export const LEVEL_TARGETS: readonly LevelTargets[] = [
  // PGA TOUR 2009 season averages: fairways 62.9 %, GIR 64.7 %; index +5.4 (TOUR_LEVEL). Issue 4
  // takes putts per round from Shot Scope's table (0 to 25 handicap): the tour's 29.2 is REPORTED.
  { ...none, id: 'pga-tour', label: 'PGA Tour', level: TOUR_LEVEL, fairways: 0.629, gir: 0.647 },
  { ...none, id: 'plus-4', label: '+4', level: -4 },
  {
    id: 'scratch',
    label: 'Scratch',
    level: 0,
    putts: 29.9,
    threePutts: 0.8,
    makeRates: [0.98, 0.76, 0.49, 0.34, 0.12, 0.04],
    fairways: 0.51,
    gir: 0.56,
    birdies: 2.2,
    bogeys: 4.6,
    doubles: 0.7,
    overRating: [2, 3.5],
    parAverages: [3.1, 4.2, 4.7],
  },
  { ...none, id: 'hcp-5', label: '5 Handicap', level: 5, putts: 30.3, threePutts: 1.5 },
  {
    ...none,
    id: 'hcp-10',
    label: '10 Handicap',
    level: 10,
    putts: 31.2,
    threePutts: 2.4,
    makeRates: [0.96, 0.65, 0.39, 0.26, 0.1, 0.03],
    fairways: 0.46,
    birdies: 0.7,
    bogeys: 7.7,
    doubles: 2.9,
    overRating: [12, 14],
  },
  { ...none, id: 'hcp-15', label: '15 Handicap', level: 15, putts: 32.1, threePutts: 3.8 },
  // Arccos 18 handicap: GIR 23 %, 0.4 birdies, 8.9 bogeys, 5.7 doubles; par averages scratch + 0.8/1.1/1.3.
  {
    ...none,
    id: 'hcp-18',
    label: '18 Handicap',
    level: 18,
    gir: 0.23,
    birdies: 0.4,
    bogeys: 8.9,
    doubles: 5.7,
    parAverages: [3.9, 5.3, 6.0],
  },
  {
    ...none,
    id: 'hcp-20',
    label: '20 Handicap',
    level: 20,
    putts: 33.4,
    threePutts: 4.6,
    fairways: 0.41,
    birdies: 0.3,
    bogeys: 9,
    doubles: 6.6,
  },
  {
    ...none,
    id: 'hcp-25',
    label: '25 Handicap',
    level: 25,
    putts: 34.3,
    threePutts: 5.8,
    makeRates: [0.88, 0.48, 0.3, 0.17, 0.06, 0.02],
  },
];

/**
 * Published figures outside issue 4's list (../shared/data/README.md): `npm run calibrate` prints
 * them next to the simulated ones so the model can be checked against them; they are not tested.
 */
export const REPORTED = {
  /**
   * PGA TOUR 2009 putts per round (strokes on the putting surface, as ShotLink counts them) and
   * scrambling (par or better after a missed green). Issue 4's putting targets are Shot Scope's
   * (0 to 25 handicap); README "Calibration" says why the Broadie-fitted tour putts more.
   */
  tourPutts: 29.2,
  tourScrambling: 0.575,
  /** From 150 yd in the fairway: PGA TOUR and Arccos scratch GIR and proximity (25 ft 3 in, 36 ft 8 in). */
  approachYards: 150,
  approachFrom150: [
    { id: 'pga-tour', gir: 0.761, proximityFeet: 25.25 },
    { id: 'scratch', gir: 0.61, proximityFeet: 36.67 },
  ],
  /** Arccos up and down from inside 25 yd. */
  upAndDown: [
    { id: 'scratch', rate: 0.57 },
    { id: 'hcp-18', rate: 0.26 },
  ],
  /**
   * Peter Sanders (Shot by Shot; GolfWRX, "Sand Saves: how often should you actually get up and
   * down from the bunker based on your handicap?"): shots from greenside sand (within 50 yd) are
   * "usually only 1 to 3 per round", under two for 15–19 handicaps, and other short-game shots
   * run from 4–5 a round at the top of the game to 15, about 10 for 15–19 handicaps.
   */
  sandShotsPerRound: { min: 1, max: 3 },
  shortGameShots: [{ id: 'hcp-18', shots: 10 }],
  /** Arccos driving distance, yards. */
  drivingYards: [
    { id: 'scratch', yards: 259 },
    { id: 'hcp-10', yards: 233 },
    { id: 'hcp-20', yards: 213 },
  ],
} as const;

/**
 * Targets the simulator does not reach yet, with the wider bound the calibration test enforces
 * instead (so a regression still fails). Each entry is reported in README "Calibration"; the
 * published tolerance stays in TOLERANCE. Keys are `${level id}.${metric}`.
 */
export const KNOWN_GAPS: Readonly<Record<string, number>> = {
  // Issue 21: duffed chips (chipDuffShare) turn a bogey into a double as often as a par into a
  // bogey; the re-fit kept the strokes-gained signs, the ranking and up and down, and these moved
  // outside their tolerance (README "Calibration": the short-game trade-off). Bounds cover the
  // calibration seed and three fresh course sets.
  'hcp-10.bogeys': 1.2,
  'hcp-20.bogeys': 1.5,
  'hcp-25.threePutts': 1,
};
