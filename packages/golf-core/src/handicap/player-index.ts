import {
  DIFFERENTIALS_WINDOW,
  adjustedGrossScore,
  courseHandicap,
  handicapIndex,
  scoreDifferential,
} from './whs';
import { compareIso } from '../selection/dates';

/**
 * A player's Handicap Index from their own rounds (WHS, ../shared/data/README.md), one implementation
 * for the API's handicap-on-write, the Summary page, the resume and the roster cards.
 */

/** What the index needs of a round. Holes in play order; a null score makes the round unusable. */
export type HandicapRound = {
  id: number;
  /** ISO date-time. */
  playedAt: string;
  holeCount: 9 | 18;
  isCompleted: boolean;
  /** Rating and slope of the tee played, for the holes played (a 9-hole round carries 9-hole values). */
  courseRating: number;
  slope: number;
  par: number;
  holes: readonly { score: number | null; par: number; strokeIndex: number; isExcluded?: boolean }[];
};

/** One acceptable score: an 18-hole round, or two 9-hole rounds combined. */
export type HandicapScore = {
  /** The round(s) the score comes from; two ids for combined 9-hole rounds. */
  roundIds: number[];
  playedAt: string;
  adjustedGrossScore: number;
  differential: number;
  /** The index after this score was posted; null while fewer than 3 scores. */
  indexAfter: number | null;
};

/** WHS Rule 3.1b: without an index, a hole counts at most par + 5. */
export const NO_INDEX_MAX_OVER_PAR = 5;

/** Par plus five on every hole: the adjusted score of a player who has no index yet. */
function cappedWithoutIndex(holes: HandicapRound['holes']): number {
  return holes.reduce((sum, h) => sum + Math.min(h.score!, h.par + NO_INDEX_MAX_OVER_PAR), 0);
}

const isUsable = (r: HandicapRound) =>
  r.isCompleted &&
  r.holes.length === r.holeCount &&
  r.holes.every((h) => h.score !== null && h.score > 0 && !h.isExcluded);

type Pending = Omit<HandicapScore, 'adjustedGrossScore' | 'differential' | 'indexAfter'> & {
  holes: HandicapRound['holes'];
  courseRating: number;
  slope: number;
  par: number;
  holeCount: number;
};

/**
 * Acceptable scores in date order. Decision (the data README gives the 18-hole rules only): 9-hole
 * rounds combine in pairs, in date order, into one 18-hole score (ratings and pars add, slopes average,
 * rounded), the long-standing WHS combination rule; an unpaired last 9-hole round waits for its partner.
 */
function acceptableScores(rounds: readonly HandicapRound[]): Pending[] {
  const ordered = rounds.filter(isUsable).sort((a, b) => compareIso(a.playedAt, b.playedAt) || a.id - b.id);
  const scores: Pending[] = [];
  let nine: HandicapRound | null = null;
  for (const r of ordered) {
    if (r.holeCount === 18) {
      scores.push({
        roundIds: [r.id],
        playedAt: r.playedAt,
        holes: r.holes,
        courseRating: r.courseRating,
        slope: r.slope,
        par: r.par,
        holeCount: 18,
      });
    } else if (nine === null) {
      nine = r;
    } else {
      scores.push({
        roundIds: [nine.id, r.id],
        playedAt: r.playedAt,
        holes: [...nine.holes, ...r.holes],
        courseRating: nine.courseRating + r.courseRating,
        slope: Math.round((nine.slope + r.slope) / 2),
        par: nine.par + r.par,
        holeCount: 18,
      });
      nine = null;
    }
  }
  return scores;
}

/**
 * Every acceptable score with its differential and the index after it, oldest first. Each score's
 * holes are capped at net double bogey with the course handicap of the index before it (par + 5 while
 * the player has none), as WHS Rule 3.1 asks.
 */
export function handicapHistory(rounds: readonly HandicapRound[]): HandicapScore[] {
  return continueHistory([], acceptableScores(rounds));
}

/** Scores appended to a history: each capped with the index before it, the index after it from the last 20. */
function continueHistory(before: readonly HandicapScore[], scores: readonly Pending[]): HandicapScore[] {
  const history: HandicapScore[] = [];
  const differentials = before.slice(-DIFFERENTIALS_WINDOW).map((h) => h.differential);
  let index: number | null = before.at(-1)?.indexAfter ?? null;
  for (const s of scores) {
    const ags =
      index === null
        ? cappedWithoutIndex(s.holes)
        : adjustedGrossScore(
            s.holes.map((h) => ({ score: h.score!, par: h.par, strokeIndex: h.strokeIndex })),
            courseHandicap({ index, slope: s.slope, courseRating: s.courseRating, par: s.par }),
            s.holeCount,
          );
    const differential = scoreDifferential({
      adjustedGrossScore: ags,
      courseRating: s.courseRating,
      slope: s.slope,
    });
    differentials.push(differential);
    index = handicapIndex(differentials);
    history.push({
      roundIds: s.roundIds,
      playedAt: s.playedAt,
      adjustedGrossScore: ags,
      differential,
      indexAfter: index,
    });
  }
  return history;
}

/**
 * The scores new 18-hole rounds add after a stored history, exactly as `handicapHistory` would place them,
 * from the history's last 20 scores only (issue 20: a posted round costs no full recompute). null when
 * that cannot be exact: a 9-hole round (its pairing needs the full list) or a round played before the
 * history's last score. Rounds that are not acceptable add nothing.
 */
export function appendHandicapScores(
  tail: readonly HandicapScore[],
  rounds: readonly HandicapRound[],
): HandicapScore[] | null {
  const last = tail.at(-1);
  const usable = rounds.filter(isUsable);
  if (
    usable.some(
      (r) => r.holeCount !== 18 || (last !== undefined && compareIso(r.playedAt, last.playedAt) < 0),
    )
  )
    return null;
  return continueHistory(tail, acceptableScores(usable));
}

export type PlayerHandicap = {
  /** null below 3 acceptable scores. */
  index: number | null;
  /** How many of the most recent scores the index rests on (at most 20). */
  scoresUsed: number;
  history: HandicapScore[];
};

/** The player's current Handicap Index with the scores it rests on. */
export function playerHandicap(rounds: readonly HandicapRound[]): PlayerHandicap {
  const history = handicapHistory(rounds);
  return {
    index: history.at(-1)?.indexAfter ?? null,
    scoresUsed: Math.min(history.length, 20),
    history,
  };
}

/** A Handicap Index as golfers write it: one decimal, a plus handicap (below zero) with "+" (WHS). */
export function formatHandicapIndex(index: number): string {
  const text = Math.abs(index).toFixed(1);
  return index < 0 ? `+${text}` : text;
}
