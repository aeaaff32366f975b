import type { HistoryRound, MapRound } from '@linksight/api-contract';
import {
  bestRounds,
  filterHolesByStat,
  groupScorecard,
  makeGroup,
  quickSetViewRoundIds,
  type HoleFlag,
  type QuickSet,
  type RoundMeta,
  type ScorecardGroup,
  type ScorecardRound,
} from '@linksight/golf-core';

/** spec 3 §2 View-shots page: the View By menu (the page's subset of the scorecard group-bys). */
export const VIEW_BY_OPTIONS = [
  'Course',
  'Course Best 5',
  'Month-Year',
  'Month-Year Best 5',
  'Year-Month',
  'Year-Month Best 5',
  'Season-Year',
  'Season-Year Best 5',
  'Year-Season',
  'Year-Season Best 5',
] as const;
export type ViewBy = (typeof VIEW_BY_OPTIONS)[number];

/** spec 3 §2: defaults group by Course, quick filter Last 6 Rounds. */
export const DEFAULT_VIEW_BY: ViewBy = 'Course';
export const DEFAULT_QUICK_SET: QuickSet = 'Last 6 Rounds';
/** spec 3 §2: choosing any month/season/year grouping sets the quick filter to Past 2 Years. */
export const PERIOD_QUICK_SET: QuickSet = 'Past 2 Years';

export const isPeriodViewBy = (viewBy: ViewBy): boolean => !viewBy.startsWith('Course');

/** The quick filter after the View By changes to `viewBy`. */
export const quickSetAfterViewBy = (viewBy: ViewBy, current: QuickSet): QuickSet =>
  isPeriodViewBy(viewBy) ? PERIOD_QUICK_SET : current;

/** Scorecard groups of the page. golf-core has no Course Best 5 group-by: Course groups keep their best 5. */
export function groupRounds(rounds: readonly ScorecardRound[], viewBy: ViewBy): ScorecardGroup[] {
  if (viewBy === 'Course Best 5')
    return groupScorecard(rounds, 'Course').map((g) => makeGroup(g.key, g.name, bestRounds(g.rounds)));
  return groupScorecard(rounds, viewBy);
}

/** The rounds a quick set (or the Custom list) selects on `now`: what the map and scorecards load. */
export function selectedRoundIds(
  quickSet: QuickSet,
  customIds: readonly number[],
  metas: readonly RoundMeta[],
  now: Date,
): readonly number[] {
  return quickSet === 'Custom' ? customIds : (quickSetViewRoundIds(quickSet, metas, now) ?? []);
}

/** What the quick sets need from a history round. */
export function toRoundMeta(round: HistoryRound): RoundMeta {
  return {
    id: round.golfRoundId,
    playedAt: round.date,
    holeCount: round.holeCount === 9 ? 9 : 18,
    roundType: round.roundTypeId as RoundMeta['roundType'],
    roundNumber: round.roundNumber,
    tournamentId: round.tournamentId,
    isSimulator: false,
    isCompleted: round.isCompleted,
    courseId: round.golfCourseId,
    scoreVsPar: round.score === null ? null : round.score - round.par,
  };
}

const holeKey = (roundId: number, roundHoleNumber: number) => `${roundId}:${roundHoleNumber}`;

/**
 * spec 3 §2 / §5 Filter Holes by Stat: keeps only the holes meeting every active flag (AND), in both the
 * scorecard and the map; rounds left with no hole are dropped. No flag keeps everything.
 */
export function applyStatFilter(
  scorecardRounds: readonly ScorecardRound[],
  mapRounds: readonly MapRound[],
  flags: readonly HoleFlag[],
): { scorecardRounds: ScorecardRound[]; mapRounds: MapRound[] } {
  if (flags.length === 0) return { scorecardRounds: [...scorecardRounds], mapRounds: [...mapRounds] };
  const kept = new Set<string>();
  const filtered = scorecardRounds
    .map((r) => {
      const holes = filterHolesByStat(
        r.holes.filter((h) => !h.isExcluded),
        flags,
      );
      for (const h of holes) kept.add(holeKey(r.id, h.roundHoleNumber));
      return { ...r, holes };
    })
    .filter((r) => r.holes.length > 0);
  return {
    scorecardRounds: filtered,
    mapRounds: mapRounds
      .map((r) => ({
        ...r,
        holes: r.holes.filter((h) => kept.has(holeKey(r.golfRoundId, h.roundHoleNumber))),
      }))
      .filter((r) => r.holes.length > 0),
  };
}

/** Group expansion kept by key so regrouping (new data) keeps what the user opened; new groups start open. */
export type ExpansionMap = Readonly<Record<string, boolean>>;

export function withExpansion(groups: readonly ScorecardGroup[], map: ExpansionMap): ScorecardGroup[] {
  return groups.map((g) => ({
    ...g,
    expanded: map[g.key] ?? true,
    subgroups: g.subgroups && withExpansion(g.subgroups, map),
  }));
}

export function toExpansionMap(groups: readonly ScorecardGroup[]): Record<string, boolean> {
  const map: Record<string, boolean> = {};
  for (const g of groups) {
    map[g.key] = g.expanded;
    Object.assign(map, toExpansionMap(g.subgroups ?? []));
  }
  return map;
}

/**
 * The map focus for a scorecard click: that round's hole, or its first hole with data when the hole has none
 * (a round row or a total column); null when the round has nothing to draw (spec 3 §4: ignored).
 */
export function focusForSelection(
  rounds: readonly MapRound[],
  roundId: number,
  courseHoleNumber: number | null,
  hasData: (hole: MapRound['holes'][number]) => boolean,
): { roundId: number; roundHoleNumber: number } | null {
  const round = rounds.find((r) => r.golfRoundId === roundId);
  const hole =
    round?.holes.find((h) => h.courseHoleNumber === courseHoleNumber && hasData(h)) ??
    round?.holes.find(hasData);
  return round && hole ? { roundId, roundHoleNumber: hole.roundHoleNumber } : null;
}
