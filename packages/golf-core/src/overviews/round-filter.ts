import type { RoundTypeId } from '../model/round';
import { matchesHoleCount, type HoleCountFilter } from '../selection/hole-count';
import { byNewest, type RoundMeta } from '../selection/round-meta';
import { FINAL_ROUND_NUMBER } from '../selection/round-types';
import { roundsOfLastTournaments } from '../selection/quick-sets';

/** spec 3 §3 timeframe: period best/last, count, unit rounds/tournaments. */
export type Timeframe = { period: 'best' | 'last'; count: number; unit: 'rounds' | 'tournaments' };

/**
 * spec 3 §3 "Round filter (for overviews)". Absent or null criteria do not filter; `golfRoundIds` is the
 * selection when present, so an empty list selects no round.
 */
export type RoundFilter = {
  filterName: string;
  details?: string;
  accountId?: number;
  golfRoundIds?: number[] | null;
  holeCount: HoleCountFilter;
  timeframe?: Timeframe | null;
  /** ISO date-times, inclusive; null ends are open. */
  dateRange?: { min: string | null; max: string | null } | null;
  tournamentIds?: number[] | null;
  roundTypes?: RoundTypeId[] | null;
  /** 0 means the final round of its tournament (spec 3 §3). */
  roundNumbers?: number[] | null;
  /** true: simulator rounds only; false: course rounds only; null/absent: both. */
  playedInSimulator?: boolean | null;
  /** Include rounds still in progress (not completed); completed rounds only by default. */
  inProgressRounds?: boolean;
  /** The overview starts hidden and is not requested with its group (spec 3 §7). */
  startHidden?: boolean;
};

const hasItems = <T>(list: readonly T[] | null | undefined): list is readonly T[] =>
  !!list && list.length > 0;

/** The highest round number per tournament: that round is the final one (round number 0 in filters). */
function finalRoundIds(rounds: readonly RoundMeta[]): Set<number> {
  const last = new Map<number, RoundMeta>();
  for (const r of rounds) {
    if (r.tournamentId === null) continue;
    const seen = last.get(r.tournamentId);
    if (!seen || r.roundNumber > seen.roundNumber) last.set(r.tournamentId, r);
  }
  return new Set([...last.values()].map((r) => r.id));
}

/** Rounds with the lowest score to par first; rounds without a score are left out. */
function bestRounds(rounds: readonly RoundMeta[], count: number): RoundMeta[] {
  return rounds
    .filter((r) => r.scoreVsPar != null)
    .sort((a, b) => a.scoreVsPar! - b.scoreVsPar! || byNewest(a, b))
    .slice(0, count);
}

/** Tournaments ranked by their rounds' average score to par (Best N tournaments). */
function bestTournaments(rounds: readonly RoundMeta[], count: number): RoundMeta[] {
  const sums = new Map<number, { sum: number; n: number }>();
  for (const r of rounds) {
    if (r.tournamentId === null || r.scoreVsPar == null) continue;
    const s = sums.get(r.tournamentId) ?? { sum: 0, n: 0 };
    s.sum += r.scoreVsPar;
    s.n++;
    sums.set(r.tournamentId, s);
  }
  const chosen = new Set(
    [...sums.entries()]
      .sort((a, b) => a[1].sum / a[1].n - b[1].sum / b[1].n)
      .slice(0, count)
      .map(([id]) => id),
  );
  return rounds.filter((r) => r.tournamentId !== null && chosen.has(r.tournamentId));
}

function applyTimeframe(rounds: RoundMeta[], t: Timeframe): RoundMeta[] {
  if (t.unit === 'rounds')
    return t.period === 'last' ? [...rounds].sort(byNewest).slice(0, t.count) : bestRounds(rounds, t.count);
  return t.period === 'last' ? roundsOfLastTournaments(rounds, t.count) : bestTournaments(rounds, t.count);
}

/** The rounds a filter selects, newest first. The timeframe applies last, to what the other criteria keep. */
export function applyRoundFilter(rounds: readonly RoundMeta[], filter: RoundFilter): RoundMeta[] {
  // A list of rounds, even an empty one, is the selection (a quick set that picked none selects none);
  // only an absent list leaves the rounds unrestricted.
  const ids = filter.golfRoundIds != null ? new Set(filter.golfRoundIds) : null;
  const min = filter.dateRange?.min ? Date.parse(filter.dateRange.min) : -Infinity;
  const max = filter.dateRange?.max ? Date.parse(filter.dateRange.max) : Infinity;
  const finals = hasItems(filter.roundNumbers) ? finalRoundIds(rounds) : null;
  const kept = rounds.filter((r) => {
    const at = Date.parse(r.playedAt);
    if (ids && !ids.has(r.id)) return false;
    if (!matchesHoleCount(r.holeCount, filter.holeCount)) return false;
    if (at < min || at > max) return false;
    if (
      hasItems(filter.tournamentIds) &&
      (r.tournamentId === null || !filter.tournamentIds.includes(r.tournamentId))
    )
      return false;
    if (hasItems(filter.roundTypes) && !filter.roundTypes.includes(r.roundType)) return false;
    if (finals && hasItems(filter.roundNumbers)) {
      const isFinal = r.roundNumber === FINAL_ROUND_NUMBER || finals.has(r.id);
      const wanted = filter.roundNumbers.some((n) =>
        n === FINAL_ROUND_NUMBER ? isFinal : r.roundNumber === n,
      );
      if (!wanted) return false;
    }
    if (filter.playedInSimulator != null && r.isSimulator !== filter.playedInSimulator) return false;
    if (!filter.inProgressRounds && !r.isCompleted) return false;
    return true;
  });
  return (filter.timeframe ? applyTimeframe(kept, filter.timeframe) : kept).sort(byNewest);
}
