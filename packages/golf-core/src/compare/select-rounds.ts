import { monthOf } from '../selection/dates';
import { matchesYears } from '../selection/quick-sets';
import { byNewest, type RoundMeta } from '../selection/round-meta';
import { monthsOfSeasons } from '../selection/seasons';
import type { StatFilterSelections, TrendFilter } from './selections';

/** A round as Compare Stats selects and labels it. */
export type CompareRound = RoundMeta & {
  courseName: string;
  /** Course length played, yards (the Scoring tab's yardage bounds); null when not recorded. */
  courseLengthYards: number | null;
  /** Gross score over scored holes; null when the round is incomplete. */
  score: number | null;
  tournamentName: string | null;
};

/**
 * The Scoring tab's yardage bounds (null = Any). A round whose length was not recorded cannot be shown to
 * lie within a bound, so it is kept only while both bounds are Any (null is not 0 yards).
 */
function isWithinYardage(yards: number | null, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true;
  if (yards === null) return false;
  return (min === null || yards >= min) && (max === null || yards <= max);
}

const bySvP = (a: RoundMeta, b: RoundMeta) => a.scoreVsPar! - b.scoreVsPar! || byNewest(a, b);

/**
 * The trend pick (issue 17): best/worst by score to par, the last N by date, or the N consecutive rounds
 * (in play order) with the lowest average to par; ties go to the most recent window. Fewer rounds than N:
 * all of them.
 */
export function applyTrend<R extends RoundMeta>(rounds: readonly R[], trend: TrendFilter): R[] {
  const scored = rounds.filter((r) => r.scoreVsPar != null);
  const n = trend.trendCount;
  switch (trend.trendType) {
    case 'Last Rounds':
      return [...rounds].sort(byNewest).slice(0, n);
    case 'Best Rounds':
      return [...scored].sort(bySvP).slice(0, n);
    case 'Worst Rounds':
      return [...scored].sort((a, b) => bySvP(b, a)).slice(0, n);
    case 'Best Consecutive Rounds': {
      const chrono = [...scored].sort((a, b) => byNewest(b, a));
      if (chrono.length <= n) return chrono.reverse();
      let best = 0;
      let bestSum = Infinity;
      let sum = 0;
      for (let i = 0; i < chrono.length; i++) {
        sum += chrono[i]!.scoreVsPar!;
        if (i >= n) sum -= chrono[i - n]!.scoreVsPar!;
        // `<=`: among equal windows the latest wins.
        if (i >= n - 1 && sum <= bestSum) {
          bestSum = sum;
          best = i - n + 1;
        }
      }
      return chrono.slice(best, best + n).reverse();
    }
  }
}

/**
 * A side's filters before its category tab: round types (empty = all), years (empty = All; Last/Prior 12
 * Months against `now`) and the seasons' months. One rule for the side's rounds and for the rounds its
 * Round tab lists (roundOptionsWithin).
 */
export function sideFilterOf(
  selections: Pick<StatFilterSelections, 'roundTypes' | 'years' | 'seasons'>,
  now: Date,
): (round: Pick<CompareRound, 'roundType' | 'playedAt'>) => boolean {
  const months = new Set(monthsOfSeasons(selections.seasons));
  const types = selections.roundTypes;
  return (r) =>
    (types.length === 0 || types.includes(r.roundType)) &&
    matchesYears(r.playedAt, selections.years, now) &&
    months.has(monthOf(r.playedAt));
}

/**
 * The rounds of one side (spec 2 §4, §5), newest first: completed rounds of the hole count, of the round
 * types (empty = all), the years (empty = All; Last/Prior 12 Months against `now`), the seasons' months,
 * then the active category tab: Round (chosen ids), Scoring (score at or under the threshold, course
 * length within the yardage bounds), Month (months of the year), Trend (applied last, to what is left).
 * Throws "No seasons selected" for an empty season list.
 */
export function selectCompareRounds<R extends CompareRound>(
  rounds: readonly R[],
  selections: StatFilterSelections,
  now: Date,
): R[] {
  const isWithin = sideFilterOf(selections, now);
  const base = rounds.filter((r) => r.isCompleted && r.holeCount === selections.holeCount && isWithin(r));
  const advanced = selections.advancedFilter;
  let kept: R[];
  switch (advanced.label) {
    case 'Round': {
      const ids = advanced.rounds === null ? null : new Set(advanced.rounds);
      kept = ids === null ? base : base.filter((r) => ids.has(r.id));
      break;
    }
    case 'Scoring': {
      const { scoringThreshold, scoringYardageMin, scoringYardageMax } = advanced.scoring;
      kept = base.filter(
        (r) =>
          r.score !== null &&
          r.score <= scoringThreshold &&
          isWithinYardage(r.courseLengthYards, scoringYardageMin, scoringYardageMax),
      );
      break;
    }
    case 'Month': {
      const chosen = advanced.month.months;
      kept = chosen.length === 0 ? base : base.filter((r) => chosen.includes(monthOf(r.playedAt)));
      break;
    }
    case 'Trend':
      kept = applyTrend(base, advanced.trend);
      break;
  }
  return [...kept].sort(byNewest);
}

/** Rounds of the Round tab that are not the player's (spec: "rounds of another player" is bad input). */
export function foreignRoundIds(
  selections: StatFilterSelections,
  ownRoundIds: ReadonlySet<number>,
): number[] {
  return (selections.advancedFilter.rounds ?? []).filter((id) => !ownRoundIds.has(id));
}

/** Years that have completed rounds of the hole count, newest first (the year selector's list). */
export function yearsWithRounds(rounds: readonly CompareRound[], holeCount: number): number[] {
  const years = new Set(
    rounds
      .filter((r) => r.isCompleted && r.holeCount === holeCount)
      .map((r) => new Date(r.playedAt).getUTCFullYear()),
  );
  return [...years].sort((a, b) => b - a);
}

/** Months of the year (1–12) that have completed rounds of the hole count (the Month tab). */
export function monthsWithRounds(rounds: readonly CompareRound[], holeCount: number): number[] {
  const months = new Set(
    rounds.filter((r) => r.isCompleted && r.holeCount === holeCount).map((r) => monthOf(r.playedAt)),
  );
  return [...months].sort((a, b) => a - b);
}

/** The side's heading: its custom label, else what the active tab picks (e.g. "Best Consecutive Rounds (3)"). */
export function selectionLabel(selections: StatFilterSelections): string {
  const a = selections.advancedFilter;
  if (a.customLabel.trim() !== '') return a.customLabel.trim();
  const years = selections.years.length === 0 ? 'All Years' : selections.years.join(', ');
  switch (a.label) {
    case 'Round':
      return a.rounds === null ? years : `${a.rounds.length} Selected Rounds`;
    case 'Scoring':
      return `Rounds ≤ ${a.scoring.scoringThreshold} · ${years}`;
    case 'Trend':
      return `${a.trend.trendType} (${a.trend.trendCount}) · ${years}`;
    case 'Month':
      return `Selected Months · ${years}`;
  }
}
