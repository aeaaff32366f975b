import type { HoleStatsResponse, MapRound } from '@linksight/api-contract';
import type { HoleFeatures, ScorecardRound } from '@linksight/golf-core';

/** Scorecard rounds (golf-core) from the map rounds' metadata and the rounds' hole stat rows. */
export function toScorecardRounds(
  rounds: readonly MapRound[],
  holeStats: HoleStatsResponse,
): ScorecardRound[] {
  const holesByRound = new Map<number, HoleFeatures[]>();
  for (const h of holeStats.holes) {
    const list = holesByRound.get(h.roundId) ?? [];
    list.push(h);
    holesByRound.set(h.roundId, list);
  }
  return rounds.map((r) => ({
    id: r.golfRoundId,
    playedAt: r.playedDate,
    label: r.label,
    courseId: r.golfCourseId,
    courseName: r.golfCourseName,
    tournamentId: r.tournamentId,
    tournamentName: r.tournamentName,
    isCompleted: r.isCompleted,
    holes: holesByRound.get(r.golfRoundId) ?? [],
  }));
}
