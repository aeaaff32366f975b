import {
  ALL_TIME,
  applyTimeframe,
  defaultScoreThreshold,
  roundsWithinThreshold,
  SCORE_VIEW_TIMEFRAME,
  THRESHOLD_ALL,
  THRESHOLD_UNSET,
  type ResultsTimeframe,
} from '../results/best-metrics';
import { ALL_HOLES, matchesHoleCount, type HoleCountFilter } from '../selection/hole-count';
import { compareIso } from '../selection/dates';

/**
 * My Results (tab 1) and its "View Results By" toggle (spec 3 §2; §4 Favorites view; §5 score threshold;
 * §9 schedule defaults). The timeframe and threshold rules themselves live in `results/best-metrics.ts`.
 */

/** spec 3 §4: favorites view 0 Featured, 1 Score. */
export type FavoritesView = 0 | 1;
export const FAVORITES_VIEW_FEATURED: FavoritesView = 0;
export const FAVORITES_VIEW_SCORE: FavoritesView = 1;
export const FAVORITES_VIEW_LABELS: Readonly<Record<FavoritesView, 'Featured' | 'Score'>> = {
  0: 'Featured',
  1: 'Score',
};
export const isFavoritesView = (v: unknown): v is FavoritesView => v === 0 || v === 1;
/** Decision (the spec names no default): Featured, the first option; empty featured may fall back to Score. */
export const DEFAULT_FAVORITES_VIEW: FavoritesView = FAVORITES_VIEW_FEATURED;

/** What My Results shows: the view, its timeframe, hole count (9, 18 or 918 = all) and score threshold. */
export type ResultsState = {
  view: FavoritesView;
  timeframe: ResultsTimeframe;
  holeCount: HoleCountFilter;
  /** −1 unset (becomes the average + 6 on first data), 0 All, else the highest score listed. */
  threshold: number;
};

/** The Score view's hole count: the player's default hole count, or 18 (spec 3 §4). */
const scoreHoleCount = (playerDefault: 9 | 18 | null | undefined): 9 | 18 => playerDefault ?? 18;

/**
 * The state a view opens in (spec 3 §4): Featured = All Time, hole count 918 (all); Score = last 12
 * months, the player's default hole count or 18. On page load the threshold is unset (−1), so the Score
 * view's first data sets it (`applyFirstScoreData`).
 */
export function initialResultsState(
  view: FavoritesView,
  playerDefaultHoleCount?: 9 | 18 | null,
): ResultsState {
  return view === FAVORITES_VIEW_FEATURED
    ? { view, timeframe: ALL_TIME, holeCount: ALL_HOLES, threshold: THRESHOLD_UNSET }
    : {
        view,
        timeframe: SCORE_VIEW_TIMEFRAME,
        holeCount: scoreHoleCount(playerDefaultHoleCount),
        threshold: THRESHOLD_UNSET,
      };
}

/**
 * spec 3 §4: switching the view resets the timeframe and the threshold to the view's own (Score:
 * "threshold 0", i.e. All). Choosing the view already shown changes nothing.
 */
export function switchFavoritesView(
  state: ResultsState,
  view: FavoritesView,
  playerDefaultHoleCount?: 9 | 18 | null,
): ResultsState {
  if (state.view === view) return state;
  return { ...initialResultsState(view, playerDefaultHoleCount), threshold: THRESHOLD_ALL };
}

/** spec 3 §4: "Clicking 9 or 18 sets the hole count and threshold 0". */
export function chooseResultsHoleCount(state: ResultsState, holeCount: 9 | 18): ResultsState {
  return { ...state, holeCount, threshold: THRESHOLD_ALL };
}

/** spec 3 §5: the Score Threshold control: All sets 0, else the number typed. */
export function setScoreThreshold(state: ResultsState, threshold: number | 'All'): ResultsState {
  return { ...state, threshold: threshold === 'All' ? THRESHOLD_ALL : threshold };
}

/** Highest threshold accepted: no 18-hole score reaches it. */
export const MAX_SCORE_THRESHOLD = 200;
/**
 * The message for a threshold that is not one (spec 3 §5 "numeric input"; the text is ours). It names the
 * range: "-5" and "250" are numbers, and "must be a number" told the player nothing.
 */
export const SCORE_THRESHOLD_INVALID = `Score Threshold must be a whole number from 0 to ${MAX_SCORE_THRESHOLD}`;

/** A typed threshold: a whole number from 0 to 200, or null when it is not one (show the message). */
export function parseScoreThreshold(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= MAX_SCORE_THRESHOLD ? n : null;
}

/** A round as My Results lists it. */
export type ResultsRound = {
  id: number;
  playedAt: string;
  score: number;
  par: number;
  holeCount: number;
  isFeatured: boolean;
};

/** The rounds the Score view's threshold applies to: the hole count and the timeframe, newest first. */
export function scoreViewRounds<T extends ResultsRound>(
  rounds: readonly T[],
  state: Pick<ResultsState, 'holeCount' | 'timeframe'>,
  now: Date,
): T[] {
  return applyTimeframe(
    rounds.filter((r) => matchesHoleCount(r.holeCount, state.holeCount)),
    state.timeframe,
    now,
  );
}

/**
 * spec 3 §4: "Initial score threshold is unset (−1); on first score data it becomes the average score plus
 * 6" (rounded average, `defaultScoreThreshold`). Any other threshold, and the Featured view, stay as they are.
 */
export function applyFirstScoreData(
  state: ResultsState,
  rounds: readonly ResultsRound[],
  now: Date,
): ResultsState {
  if (state.view !== FAVORITES_VIEW_SCORE || state.threshold !== THRESHOLD_UNSET) return state;
  return { ...state, threshold: defaultScoreThreshold(scoreViewRounds(rounds, state, now)) };
}

/**
 * My Featured/Best Rounds: Featured lists the rounds the player featured within the timeframe and hole
 * count, newest first; Score lists the rounds within the timeframe and hole count at or under the
 * threshold (0 or unset: all), lowest score first (then lowest to par, then the newer).
 */
export function resultsRounds<T extends ResultsRound>(
  rounds: readonly T[],
  state: ResultsState,
  now: Date,
): T[] {
  const inScope = scoreViewRounds(rounds, state, now);
  if (state.view === FAVORITES_VIEW_FEATURED) return inScope.filter((r) => r.isFeatured);
  return roundsWithinThreshold(inScope, state.threshold).sort(
    (a, b) => a.score - b.score || a.score - a.par - (b.score - b.par) || compareIso(b.playedAt, a.playedAt),
  );
}

/**
 * spec 3 §4: "If featured results are empty the view may fall back to Score". Decision: it does when the
 * Featured view has neither featured rounds nor featured tournaments and the player has not chosen a view
 * for this account in this session (a view the player picked stays, showing its empty state). The Score
 * state opens as on page load, so its first data sets the threshold to the average + 6.
 */
export function fallBackFromEmptyFeatured(
  state: ResultsState,
  featured: { rounds: number; tournaments: number },
  isViewChosen: boolean,
  playerDefaultHoleCount?: 9 | 18 | null,
): ResultsState {
  if (state.view !== FAVORITES_VIEW_FEATURED || isViewChosen) return state;
  if (featured.rounds > 0 || featured.tournaments > 0) return state;
  return initialResultsState(FAVORITES_VIEW_SCORE, playerDefaultHoleCount);
}
