import { summarizeTournaments, type ChartRound } from '../charts/round-charts';
import type { ResultsTimeframe } from '../results/best-metrics';
import { averageRecordedYards } from '../model/measurement';
import { addMonths, compareIso } from '../selection/dates';
import { matchesEventFilter, type ScheduleTournament } from './upcoming';
import type { ScheduleOptions } from './options';

/**
 * The Historical Events panel (spec 3 §2: yards, score, average, raw score to par, round scores with their
 * to-par, best round; §3 Tournament row). A row is a past tournament of the player with what the player's
 * rounds of that tournament add up to (golf-core `summarizeTournaments`, the profile's featured cards use
 * the same), or blanks when no round of it was logged.
 */

export type HistoricalRow = ScheduleTournament & {
  /** The entry's note and featured flag; null / false for a tournament played but never put on the schedule. */
  note: string | null;
  isFeatured: boolean;
  /** First day a round of it was played (yyyy-mm-dd); null without rounds. */
  datePlayed: string | null;
  /** Whole yards, the average course length of the rounds that have one; null when none has. */
  yards: number | null;
  /**
   * Total strokes. `score` and `rawScore` are the same number: the original product kept an adjusted
   * score beside the raw one; Linksight stores gross scores only (decision), so both name the gross total.
   */
  score: number | null;
  rawScore: number | null;
  /** Average strokes per round, one decimal. */
  avgScore: number | null;
  rawScoreToPar: number | null;
  /** Average to par per round, one decimal. */
  avgRawScoreToPar: number | null;
  /** In date order. */
  roundScores: number[];
  roundScoresVsPar: number[];
  roundIds: number[];
  /** The lowest to par (ties: the earlier round). */
  bestRoundScore: number | null;
  bestRoundScoreToPar: number | null;
};

/** A past tournament of the player: from a schedule entry, or from rounds played in it. */
export type PastEvent = ScheduleTournament & { note: string | null; isFeatured: boolean };

/**
 * One row per past event, newest first, from the player's completed rounds (`ChartRound`s: the API's
 * `chartRoundsOf`, every hole scored). Rounds of a tournament not in `events` are ignored: the caller lists
 * every tournament it wants (entries that ended and tournaments with rounds).
 */
export function historicalRows(events: readonly PastEvent[], rounds: readonly ChartRound[]): HistoricalRow[] {
  const wanted = new Set(events.map((e) => e.tournamentId));
  const summaries = new Map(
    summarizeTournaments(rounds.filter((r) => r.tournamentId !== null && wanted.has(r.tournamentId))).map(
      (s) => [s.tournamentId, s],
    ),
  );
  const rows = events.map((event): HistoricalRow => {
    const s = summaries.get(event.tournamentId);
    if (!s)
      return {
        ...event,
        datePlayed: null,
        yards: null,
        score: null,
        rawScore: null,
        avgScore: null,
        rawScoreToPar: null,
        avgRawScoreToPar: null,
        roundScores: [],
        roundScoresVsPar: [],
        roundIds: [],
        bestRoundScore: null,
        bestRoundScoreToPar: null,
      };
    return {
      ...event,
      datePlayed: s.rounds[0]!.playedAt.slice(0, 10),
      yards: averageRecordedYards(s.rounds.map((r) => r.yards)),
      score: s.totalScore,
      rawScore: s.totalScore,
      avgScore: s.averageScore,
      rawScoreToPar: s.totalToPar,
      avgRawScoreToPar: s.averageToPar,
      roundScores: s.rounds.map((r) => r.score),
      roundScoresVsPar: s.rounds.map((r) => r.score - r.par),
      roundIds: s.rounds.map((r) => r.id),
      bestRoundScore: s.bestRoundScore,
      bestRoundScoreToPar: s.bestRoundToPar,
    };
  });
  return rows.sort(
    (a, b) => compareIso(b.startDate, a.startDate) || a.tournamentName.localeCompare(b.tournamentName),
  );
}

/**
 * The historical rows the options keep: the event types, locale types and Filter To of the Options overlay
 * (statuses are about upcoming events and do not apply). Decision: the spec lists the options on the
 * overlay without saying which panel they filter; one set of filters for both panels is what a player
 * reading the schedule expects.
 */
export function filterHistoricalRows<T extends HistoricalRow>(
  rows: readonly T[],
  options: Pick<ScheduleOptions, 'eventTypes' | 'localeTypes' | 'eventFilter'>,
): T[] {
  return rows.filter(
    (r) =>
      options.eventTypes.includes(r.eventType) &&
      options.localeTypes.includes(r.localeType) &&
      matchesEventFilter(r.isTeamEvent, options.eventFilter),
  );
}

/**
 * The historical rows a time frame and score threshold keep (the spreadsheet's thresholdScore and
 * timeframeFilter, the PDF's Past section). Decision (the spec names the fields only): ALL keeps every
 * row; Months FILTER keeps events that started after the day N months before `now`; Rounds FILTER keeps
 * the newest events until they hold N rounds (an event that crosses N is kept); DATE keeps events starting
 * between the two days. A threshold above 0 keeps events whose best round is at or under it.
 */
export function historicalInTimeframe<T extends HistoricalRow>(
  rows: readonly T[],
  timeframe: ResultsTimeframe,
  threshold: number,
  now: Date,
): T[] {
  let kept: T[];
  if (timeframe.timePeriod === 'ALL') kept = [...rows];
  else if (timeframe.timeSelectedType === 'DATE')
    kept = rows.filter((r) => r.startDate >= timeframe.startDate && r.startDate <= timeframe.endDate);
  else if (timeframe.timePeriod === 'Months') {
    const since = addMonths(now, -timeframe.count).toISOString().slice(0, 10);
    kept = rows.filter((r) => r.startDate > since);
  } else {
    kept = [];
    let rounds = 0;
    for (const r of [...rows].sort((a, b) => compareIso(b.startDate, a.startDate))) {
      if (rounds >= timeframe.count) break;
      if (r.roundIds.length === 0) continue;
      kept.push(r);
      rounds += r.roundIds.length;
    }
  }
  return threshold > 0
    ? kept.filter((r) => r.bestRoundScore !== null && r.bestRoundScore <= threshold)
    : kept;
}
