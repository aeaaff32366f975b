import type { HoleFeatures } from '../features/hole-features';
import { roundTo } from '../format/score';
import { meanOfRecorded as mean, totalOfRecorded } from '../model/measurement';
import { countedHoles, holeRates, roundPutts } from './aggregates';

/** spec 3 §9: rounds grid page size 10. */
export const ROUNDS_GRID_PAGE_SIZE = 10;
/** spec 3 §3: the aggregate header. */
export const ROUND_AVERAGES = 'Round Averages';

export type RoundsGridInput = {
  startDate: string;
  tournament: string | null;
  tournamentURL: string | null;
  course: string;
  /** Course length played; null when not recorded (a CSV import). */
  yards: number | null;
  /** false for a round still in progress: its row is shown, its figures stay out of Round Averages. */
  isCompleted: boolean;
  holes: HoleFeatures[];
};

/**
 * spec 3 §3 rounds-grid row. Percents are whole numbers; proximities feet. A measurement that was not
 * recorded is null, never 0: yards of a course without yardages, putt feet of a score-only round.
 */
export type RoundsGridRow = {
  startDate: string;
  tournament: string | null;
  tournamentURL: string | null;
  course: string;
  yards: number | null;
  isCompleted: boolean;
  score: number | null;
  scoreToPar: number | null;
  /** Holes Under Par */
  birdieOrBetter: number;
  onePutts: number;
  fir: number | null;
  gir: number | null;
  upDown: number | null;
  approachProxAfter: number | null;
  girPuttProxStart: number | null;
  scrambleFirstPuttProxStart: number | null;
  putts: number | null;
  madeFeetPutt: number | null;
  totalFeetPutt: number | null;
  madeFeetPuttPercentage: number | null;
};

/** spec 3 §2: tournament links get https:// prefixed. */
export function tournamentLink(url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

export function roundsGridRow(input: RoundsGridInput): RoundsGridRow {
  const holes = countedHoles(input.holes);
  const score = holes.length ? holes.reduce((s, h) => s + h.score!, 0) : null;
  // A round's putt feet are known when every counted hole's are: a part-sum would pass for the whole.
  const totalFeet = totalOfRecorded(holes.map((h) => h.puttFeetTotal));
  const madeFeet = totalFeet === null ? null : holes.reduce((s, h) => s + (h.madePuttFeet ?? 0), 0);
  const pick = (f: (h: HoleFeatures) => number | null, where: (h: HoleFeatures) => boolean = () => true) =>
    mean(holes.filter(where).map(f));
  return {
    startDate: input.startDate,
    tournament: input.tournament,
    tournamentURL: tournamentLink(input.tournamentURL),
    course: input.course,
    yards: input.yards,
    isCompleted: input.isCompleted,
    score,
    scoreToPar: holes.length ? holes.reduce((s, h) => s + h.scoreVsPar!, 0) : null,
    birdieOrBetter: holes.filter((h) => h.madeUnderPar).length,
    onePutts: holes.filter((h) => h.onePutt).length,
    ...holeRates(holes),
    approachProxAfter: pick((h) => h.approachProximityFeet),
    girPuttProxStart: pick(
      (h) => h.firstPuttFeet,
      (h) => h.madeGreenInRegulation,
    ),
    scrambleFirstPuttProxStart: pick(
      (h) => h.firstPuttFeet,
      (h) => h.missedGreenInRegulation,
    ),
    putts: roundPutts(holes),
    madeFeetPutt: madeFeet,
    totalFeetPutt: totalFeet,
    madeFeetPuttPercentage:
      madeFeet !== null && totalFeet !== null && totalFeet > 0
        ? Math.round((madeFeet / totalFeet) * 100)
        : null,
  };
}

type NumericKey = {
  [K in keyof RoundsGridRow]: RoundsGridRow[K] extends number | null ? K : never;
}[keyof RoundsGridRow];

/** spec 3 §3 aggregate rounding: percent columns whole numbers, proximity columns 2 decimals, counts 1. */
export const GRID_AGGREGATE_DECIMALS: Record<NumericKey, number> = {
  fir: 0,
  gir: 0,
  upDown: 0,
  madeFeetPuttPercentage: 0,
  approachProxAfter: 2,
  girPuttProxStart: 2,
  scrambleFirstPuttProxStart: 2,
  yards: 1,
  score: 1,
  scoreToPar: 1,
  birdieOrBetter: 1,
  onePutts: 1,
  putts: 1,
  madeFeetPutt: 1,
  totalFeetPutt: 1,
};

/**
 * "Round Averages": the mean of each numeric column over finished rows with a value (a round without
 * yardages leaves Yards to the rounds that have them; none: null), rounded per column.
 * A round in progress (4 holes: score 18, E, FIR 100) would read as a whole round and pull the averages
 * (Score 66.5 beside rounds of 75), as it would the scorecard's group bar (groupAggregate).
 */
export function roundAverages(rows: readonly RoundsGridRow[]): Record<NumericKey, number | null> {
  const result = {} as Record<NumericKey, number | null>;
  const finished = rows.filter((r) => r.isCompleted);
  for (const [key, decimals] of Object.entries(GRID_AGGREGATE_DECIMALS) as [NumericKey, number][]) {
    const avg = mean(finished.map((r) => r[key]));
    result[key] = avg === null ? null : roundTo(avg, decimals);
  }
  return result;
}
