import type { HoleFeatures } from '../features/hole-features';
import { computeStats } from '../stats/compute-stats';
import type { StatValue } from '../stats/types';

/**
 * The stats tabs of Compare Stats (spec 2 §2 names them; issue 17 says what a golfer expects from Arccos
 * or Shot Scope). Every figure comes from the stored hole features: the catalog's stats (one pass) plus
 * the distributions the charts draw. Percentages carry successes / opportunities so each is explainable.
 */

/** spec 2 §2: the stats area tabs; the default is shot-to-green (the fourth). */
export const COMPARE_TABS = [
  'stat-probability',
  'scoring',
  'drive',
  'shot-to-green',
  'putts',
  'playing-style',
  'rounds',
] as const;
export type CompareTab = (typeof COMPARE_TABS)[number];
export const DEFAULT_COMPARE_TAB: CompareTab = 'shot-to-green';
export const COMPARE_TAB_LABELS: Record<CompareTab, string> = {
  'stat-probability': 'Stat Probability',
  scoring: 'Scoring',
  drive: 'Drive',
  'shot-to-green': 'Shots to Green',
  putts: 'Putts',
  'playing-style': 'Playing Style',
  rounds: 'Rounds',
};

/** The catalog stats each tab's table lists, in order. */
export const TAB_STATS: Record<
  Exclude<CompareTab, 'stat-probability' | 'rounds' | 'playing-style'>,
  readonly string[]
> = {
  scoring: [
    'scoring-average',
    'score-vs-par',
    'par3-scoring-average',
    'par4-scoring-average',
    'par5-scoring-average',
    'birdie-or-better-pct',
    'par-or-better-pct',
    'bogey-pct',
    'double-bogey-or-worse-pct',
    'bounce-back-pct',
    'front-nine-score-vs-par',
    'back-nine-score-vs-par',
  ],
  drive: [
    'driving-distance',
    'fairways-hit-pct',
    'fairway-miss-left-pct',
    'fairway-miss-right-pct',
    'tee-shot-rough-pct',
    'fairway-bunker-pct',
    'tee-penalties-per-round',
    'sg-off-the-tee',
  ],
  'shot-to-green': [
    'gir-pct',
    'gir-from-fairway-pct',
    'gir-from-rough-pct',
    'approach-proximity',
    'proximity-50-100',
    'proximity-100-150',
    'proximity-150-200',
    'proximity-200-plus',
    'short-sided-pct',
    'sg-approach',
  ],
  putts: [
    'putts-per-round',
    'one-putt-pct',
    'three-putts-per-round',
    'make-pct-under-4',
    'make-pct-4-12',
    'make-pct-12-25',
    'make-pct-over-25',
    'gir-first-putt-distance',
    'sg-putting',
  ],
};

/** A count out of a total with its percentage (0–100; null when the total is 0). */
export type Fraction = { successes: number; opportunities: number; percent: number | null };
export const fraction = (successes: number, opportunities: number): Fraction => ({
  successes,
  opportunities,
  percent: opportunities > 0 ? (successes / opportunities) * 100 : null,
});

/** Score distribution buckets (scoring chart). */
export const SCORE_BUCKETS = ['Eagle+', 'Birdie', 'Par', 'Bogey', 'Double+'] as const;
/** Drive distance buckets, yards: [from, to). */
export const DRIVE_BUCKETS_YARDS = [
  [0, 200],
  [200, 225],
  [225, 250],
  [250, 275],
  [275, 300],
  [300, Infinity],
] as const;
/** Approach start-distance bands, yards (issue 17: 50–100, 100–150, 150–200, 200+). */
export const APPROACH_BANDS_YARDS = [
  [50, 100],
  [100, 150],
  [150, 200],
  [200, Infinity],
] as const;
/** Putt bands of the stat catalog (spec 3: <4 ft, 4–12 ft, 12–25 ft, 25+ ft). */
export const PUTT_BAND_LABELS = ['< 4 ft', '4–12 ft', '12–25 ft', '25+ ft'] as const;
/** A par 5 whose last approach started this far out was a go for the green in two (issue 17 decision). */
export const GO_FOR_GREEN_MIN_YARDS = 180;
/**
 * The dispersion plot draws at most this many tee shots per side, evenly sampled in play order (issue 17
 * decision: 500 rounds hold ~6,000 drives; a few hundred dots show the same spread, and the answer and the
 * PDF stay small).
 */
export const DISPERSION_MAX_POINTS = 300;

/** At most `max` items, evenly spaced, first kept; the list itself when short enough. */
export function sampleEvenly<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]!);
}

/** A first putt beyond this is "long" for the three-putt probability (issue 17: > 30 ft). */
export const LONG_PUTT_FEET = 30;

const bandLabel = ([from, to]: readonly [number, number]) =>
  to === Infinity ? `${from}+ yd` : `${from}–${to} yd`;

export type Bucket = { label: string; count: number; percent: number | null };
export type ApproachBand = {
  label: string;
  fairway: { proximityFeet: number | null; shots: number };
  rough: { proximityFeet: number | null; shots: number };
  gir: Fraction;
};
export type DispersionPoint = { holeKey: string; lateral: -1 | 0 | 1; distanceYards: number };
export type ProbabilityItem = { id: string; label: string; situation: string } & Fraction;

export type SideFigures = {
  rounds: number;
  holes: number;
  stats: Record<string, StatValue>;
  scoreDistribution: Bucket[];
  driveDistribution: Bucket[];
  approachBands: ApproachBand[];
  puttBands: ({ label: string } & Fraction)[];
  playingStyle: {
    goForGreenInTwo: Fraction;
    /** Average start distance of the last approach on par 5s laid up, yards; null with none. */
    layUpDistanceYards: number | null;
    missLeft: Fraction;
    missRight: Fraction;
    shortSided: Fraction;
    dispersion: DispersionPoint[];
  };
  probabilities: ProbabilityItem[];
};

const counted = (holes: readonly HoleFeatures[]) => holes.filter((h) => !h.isExcluded);
const buckets = (labels: readonly string[], counts: number[]): Bucket[] => {
  const total = counts.reduce((a, b) => a + b, 0);
  return labels.map((label, i) => ({
    label,
    count: counts[i]!,
    percent: total > 0 ? (counts[i]! / total) * 100 : null,
  }));
};
const mean = (values: number[]) =>
  values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : null;

function scoreDistribution(holes: readonly HoleFeatures[]): Bucket[] {
  const counts = [0, 0, 0, 0, 0];
  for (const h of holes) {
    if (h.scoreVsPar === null) continue;
    const i =
      h.scoreVsPar <= -2 ? 0 : h.scoreVsPar === -1 ? 1 : h.scoreVsPar === 0 ? 2 : h.scoreVsPar === 1 ? 3 : 4;
    counts[i]!++;
  }
  return buckets(SCORE_BUCKETS, counts);
}

function driveDistribution(holes: readonly HoleFeatures[]): Bucket[] {
  const counts = DRIVE_BUCKETS_YARDS.map(() => 0);
  for (const h of holes) {
    if (h.driveDistanceYards === null) continue;
    const i = DRIVE_BUCKETS_YARDS.findIndex(
      ([from, to]) => h.driveDistanceYards! >= from && h.driveDistanceYards! < to,
    );
    if (i >= 0) counts[i]!++;
  }
  return buckets(
    DRIVE_BUCKETS_YARDS.map(([from, to]) => (from === 0 ? `< ${to} yd` : bandLabel([from, to]))),
    counts,
  );
}

function approachBands(holes: readonly HoleFeatures[]): ApproachBand[] {
  return APPROACH_BANDS_YARDS.map((band) => {
    const inBand = holes.filter(
      (h) =>
        h.approachDistanceYards !== null &&
        h.approachDistanceYards >= band[0] &&
        h.approachDistanceYards < band[1],
    );
    const proximity = (lie: string) => {
      const feet = inBand
        .filter((h) => h.approachStartLie === lie && h.approachProximityFeet !== null)
        .map((h) => h.approachProximityFeet!);
      return { proximityFeet: mean(feet), shots: feet.length };
    };
    const girChances = inBand.filter((h) => h.madeGreenInRegulation || h.missedGreenInRegulation);
    return {
      label: bandLabel(band),
      fairway: proximity('fairway'),
      rough: proximity('rough'),
      gir: fraction(girChances.filter((h) => h.madeGreenInRegulation).length, girChances.length),
    };
  });
}

function puttBands(holes: readonly HoleFeatures[]): ({ label: string } & Fraction)[] {
  const sum = (f: (h: HoleFeatures) => number) => holes.reduce((s, h) => s + f(h), 0);
  const made = (n: number, missed: number) => fraction(n - missed, n);
  const bands = [
    made(
      sum((h) => h.puttsUnder4Ft),
      sum((h) => h.missedPuttsUnder4Ft),
    ),
    made(
      sum((h) => h.putts4To12Ft),
      sum((h) => h.missedPutts4To12Ft),
    ),
    made(
      sum((h) => h.putts12To25Ft),
      sum((h) => h.missedPutts12To25Ft),
    ),
    made(
      sum((h) => h.puttsOver25Ft),
      sum((h) => h.missedPuttsOver25Ft),
    ),
  ];
  return bands.map((b, i) => ({ label: PUTT_BAND_LABELS[i]!, ...b }));
}

function playingStyle(holes: readonly HoleFeatures[]): SideFigures['playingStyle'] {
  const par5s = holes.filter((h) => h.isPar5 && h.approachDistanceYards !== null);
  const wentForIt = par5s.filter((h) => h.approachDistanceYards! >= GO_FOR_GREEN_MIN_YARDS);
  const laidUp = par5s.filter((h) => h.approachDistanceYards! < GO_FOR_GREEN_MIN_YARDS);
  const fairwayChances = holes.filter((h) => h.fairwayHit || h.fairwayMissed);
  const drives = holes.filter((h) => h.driveDistanceYards !== null && (h.fairwayHit || h.fairwayMissed));
  const dispersion: DispersionPoint[] = sampleEvenly(drives, DISPERSION_MAX_POINTS).map((h) => ({
    holeKey: `${h.roundId}-${h.roundHoleNumber}`,
    lateral: h.fairwayMissedLeft ? -1 : h.fairwayMissedRight ? 1 : 0,
    distanceYards: Math.round(h.driveDistanceYards! * 10) / 10,
  }));
  return {
    goForGreenInTwo: fraction(wentForIt.length, par5s.length),
    layUpDistanceYards: mean(laidUp.map((h) => h.approachDistanceYards!)),
    missLeft: fraction(fairwayChances.filter((h) => h.fairwayMissedLeft).length, fairwayChances.length),
    missRight: fraction(fairwayChances.filter((h) => h.fairwayMissedRight).length, fairwayChances.length),
    shortSided: fraction(
      holes.filter((h) => h.approachShortSided).length,
      holes.filter((h) => h.approachMissedGreen).length,
    ),
    dispersion,
  };
}

/** The situations of the stat-probability tab: P(outcome | situation) with its counts. */
export const PROBABILITY_DEFINITIONS: readonly {
  id: string;
  label: string;
  situation: string;
  isOpportunity: (h: HoleFeatures) => boolean;
  isSuccess: (h: HoleFeatures) => boolean;
}[] = [
  {
    id: 'par-after-missed-green',
    label: 'Par or better after a missed green',
    situation: 'Missed the green in regulation',
    isOpportunity: (h) => h.missedGreenInRegulation && h.score !== null,
    isSuccess: (h) => h.madeParOrBetter,
  },
  {
    id: 'birdie-after-gir',
    label: 'Birdie or better after a green in regulation',
    situation: 'Hit the green in regulation',
    isOpportunity: (h) => h.madeGreenInRegulation && h.score !== null,
    isSuccess: (h) => h.madeBirdie || h.madeEagle,
  },
  {
    id: 'three-putt-long',
    label: `Three-putt from more than ${LONG_PUTT_FEET} ft`,
    situation: `First putt longer than ${LONG_PUTT_FEET} ft`,
    isOpportunity: (h) => h.firstPuttFeet !== null && h.firstPuttFeet > LONG_PUTT_FEET,
    isSuccess: (h) => h.threePuttOrMore,
  },
  {
    id: 'gir-after-fairway',
    label: 'Green in regulation after a fairway hit',
    situation: 'Hit the fairway',
    isOpportunity: (h) => h.fairwayHit && (h.madeGreenInRegulation || h.missedGreenInRegulation),
    isSuccess: (h) => h.madeGreenInRegulation,
  },
  {
    id: 'gir-after-missed-fairway',
    label: 'Green in regulation after a missed fairway',
    situation: 'Missed the fairway',
    isOpportunity: (h) => h.fairwayMissed && (h.madeGreenInRegulation || h.missedGreenInRegulation),
    isSuccess: (h) => h.madeGreenInRegulation,
  },
  {
    id: 'double-after-tee-penalty',
    label: 'Double bogey or worse after a tee penalty',
    situation: 'Penalty off the tee',
    isOpportunity: (h) => h.hasTeePenalty && h.score !== null,
    isSuccess: (h) => h.madeDoubleBogeyOrHigher,
  },
  {
    id: 'up-down-sand',
    label: 'Up and down from a bunker',
    situation: 'Greenside bunker',
    isOpportunity: (h) => h.isSandSaveChance && (h.madeUpDown || h.missedUpDown),
    isSuccess: (h) => h.madeUpDown,
  },
  {
    id: 'par-on-par5-went-for-it',
    label: 'Birdie or better when going for a par 5 in two',
    situation: `Par 5 approach from ${GO_FOR_GREEN_MIN_YARDS}+ yd`,
    isOpportunity: (h) =>
      h.isPar5 &&
      h.approachDistanceYards !== null &&
      h.approachDistanceYards >= GO_FOR_GREEN_MIN_YARDS &&
      h.score !== null,
    isSuccess: (h) => h.madeBirdie || h.madeEagle,
  },
];
export const PROBABILITY_IDS: readonly string[] = PROBABILITY_DEFINITIONS.map((p) => p.id);

export function probabilities(holes: readonly HoleFeatures[]): ProbabilityItem[] {
  return PROBABILITY_DEFINITIONS.map((p) => {
    const chances = holes.filter(p.isOpportunity);
    return {
      id: p.id,
      label: p.label,
      situation: p.situation,
      ...fraction(chances.filter(p.isSuccess).length, chances.length),
    };
  });
}

/** Every tab's figures for one side, from its rounds' holes (grouped by round, in play order). */
export function sideFigures(holesOfRounds: readonly (readonly HoleFeatures[])[]): SideFigures {
  const all = holesOfRounds.flat();
  const holes = counted(all);
  return {
    rounds: holesOfRounds.length,
    holes: holes.length,
    stats: computeStats(all),
    scoreDistribution: scoreDistribution(holes),
    driveDistribution: driveDistribution(holes),
    approachBands: approachBands(holes),
    puttBands: puttBands(holes),
    playingStyle: playingStyle(holes),
    probabilities: probabilities(holes),
  };
}
