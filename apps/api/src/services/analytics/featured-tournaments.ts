import {
  averageRecordedYards,
  bestTenTournamentIds,
  summarizeTournaments,
  type ChartRound,
} from '@linksight/golf-core';
import type { FeaturedTournament } from '@linksight/api-contract';

/** A past tournament with its entry's note (a featured entry, or a tournament the player has rounds in). */
export type TournamentCardSource = {
  tournamentId: number;
  tournamentName: string;
  tournamentUrl: string | null;
  courseName: string | null;
  city: string | null;
  state: string | null;
  startDate: string | Date;
  endDate: string | Date;
  note: string | null;
};

const dayOf = (value: string | Date) => (value instanceof Date ? value.toISOString() : value).slice(0, 10);

/**
 * Tournament cards (spec 3 §2 Past Tournaments; issue 18 My Featured Tournaments): each tournament with
 * the totals of the player's full rounds in it (golf-core `summarizeTournaments`, one implementation of
 * tournament totals) and the Best 10 tag. Order as given.
 */
export function tournamentCards(
  entries: readonly TournamentCardSource[],
  chartRounds: readonly ChartRound[],
): FeaturedTournament[] {
  const summaries = new Map(summarizeTournaments(chartRounds).map((s) => [s.tournamentId, s]));
  const cards = entries.map((e): Omit<FeaturedTournament, 'isBestTen'> => {
    const s = summaries.get(e.tournamentId);
    return {
      tournamentId: e.tournamentId,
      tournamentName: e.tournamentName,
      tournamentUrl: e.tournamentUrl,
      courseName: e.courseName,
      city: e.city,
      state: e.state,
      startDate: dayOf(e.startDate),
      endDate: dayOf(e.endDate),
      note: e.note,
      roundScores:
        s?.rounds.map((r) => ({
          roundId: r.id,
          score: r.score,
          scoreToPar: r.score - r.par,
          playedAt: r.playedAt,
        })) ?? [],
      yards: s ? averageRecordedYards(s.rounds.map((r) => r.yards)) : null,
      totalScore: s?.totalScore ?? null,
      totalToPar: s?.totalToPar ?? null,
      averageScore: s?.averageScore ?? null,
      averageToPar: s?.averageToPar ?? null,
      bestRoundScore: s?.bestRoundScore ?? null,
      bestRoundToPar: s?.bestRoundToPar ?? null,
    };
  });
  const best = bestTenTournamentIds(cards);
  return cards.map((c) => ({ ...c, isBestTen: best.has(c.tournamentId) }));
}
