import { monthOf, monthYearName, yearOf, compareIso } from '../selection/dates';
import { seasonOfDate, SEASONS } from '../selection/seasons';
import { groupAggregate, type GroupAggregate } from './aggregates';
import { scorecardColumns, type ScorecardRound } from './columns';

/** spec 3 §2 scorecard groups. */
export type ScorecardGroupBy =
  | 'By Round'
  | 'Tournament'
  | 'Course'
  | 'Clusters of 6'
  | 'Month-Year'
  | 'Year-Month'
  | 'Season-Year'
  | 'Year-Season'
  | 'Year-Season Best 5'
  | 'Year-Month Best 5'
  | 'Month-Year Best 5'
  | 'Season-Year Best 5';

export const SCORECARD_GROUP_BYS: readonly ScorecardGroupBy[] = [
  'By Round',
  'Tournament',
  'Course',
  'Clusters of 6',
  'Month-Year',
  'Year-Month',
  'Season-Year',
  'Year-Season',
  'Year-Season Best 5',
  'Year-Month Best 5',
  'Month-Year Best 5',
  'Season-Year Best 5',
];

/** spec 3 §9: Clusters of 6 group rounds in sixes; Best 5 groups keep the 5 lowest scores to par. */
export const CLUSTER_SIZE = 6;
export const BEST_N = 5;
/** Not in the spec: rounds without a tournament are grouped under this name in Tournament view. */
export const NO_TOURNAMENT = 'Non-Tournament Rounds';

export type ScorecardGroup = {
  key: string;
  name: string;
  /** The group's own rounds (for higher-order groups: all rounds of the subgroups), newest first. */
  rounds: ScorecardRound[];
  /** Higher-order groups (Year-Month, Year-Season) hold subgroups; null otherwise. */
  subgroups: ScorecardGroup[] | null;
  columns: string[];
  aggregateData: GroupAggregate;
  expanded: boolean;
};

const newest = (a: ScorecardRound, b: ScorecardRound): number =>
  compareIso(b.playedAt, a.playedAt) || b.id - a.id;
const vsPar = (r: ScorecardRound): number =>
  r.holes.reduce((s, h) => s + (h.isExcluded || h.scoreVsPar === null ? 0 : h.scoreVsPar), 0);

/** The 5 rounds with the lowest score to par (ties: newest first). */
export function bestRounds(rounds: readonly ScorecardRound[], n = BEST_N): ScorecardRound[] {
  return [...rounds].sort((a, b) => vsPar(a) - vsPar(b) || newest(a, b)).slice(0, n);
}

export function makeGroup(
  key: string,
  name: string,
  rounds: ScorecardRound[],
  subgroups: ScorecardGroup[] | null = null,
): ScorecardGroup {
  const sorted = [...rounds].sort(newest);
  const columns = scorecardColumns(sorted);
  return {
    key,
    name,
    rounds: sorted,
    subgroups,
    columns,
    aggregateData: groupAggregate(sorted, columns),
    expanded: false,
  };
}

/** A bucket key; `year` is the calendar year (month groups) or season year (season groups). */
type Keyed = { key: string; name: string; order: number; year?: number };

function monthKey(r: ScorecardRound): Keyed {
  const y = yearOf(r.playedAt);
  const m = monthOf(r.playedAt);
  return {
    key: `${y}-${String(m).padStart(2, '0')}`,
    name: monthYearName(r.playedAt),
    order: y * 100 + m,
    year: y,
  };
}

function seasonKey(r: ScorecardRound): Keyed {
  const { season, year } = seasonOfDate(yearOf(r.playedAt), monthOf(r.playedAt));
  const i = SEASONS.indexOf(season);
  return { key: `${year}-${season}`, name: `${season} ${year}`, order: year * 10 + i, year };
}

/** The year of a sub-key (Winter 2024, which includes January 2025, sits in 2024). */
const yearKey = (r: ScorecardRound, sub: (r: ScorecardRound) => Keyed): Keyed => {
  const year = sub(r).year ?? 0;
  return { key: String(year), name: String(year), order: year };
};

/** Rounds by bucket key, buckets newest first (by order descending). */
function bucketRounds(
  rounds: readonly ScorecardRound[],
  keyOf: (r: ScorecardRound) => Keyed,
): { k: Keyed; rounds: ScorecardRound[] }[] {
  const buckets = new Map<string, { k: Keyed; rounds: ScorecardRound[] }>();
  for (const r of rounds) {
    const k = keyOf(r);
    const b = buckets.get(k.key) ?? { k, rounds: [] };
    b.rounds.push(r);
    buckets.set(k.key, b);
  }
  return [...buckets.values()].sort((a, b) => b.k.order - a.k.order || compareIso(a.k.name, b.k.name));
}

/** One group per bucket (its 5 best rounds for the Best 5 group-bys). */
function bucket(
  rounds: readonly ScorecardRound[],
  keyOf: (r: ScorecardRound) => Keyed,
  best: boolean,
): ScorecardGroup[] {
  return bucketRounds(rounds, keyOf).map(({ k, rounds: rs }) =>
    makeGroup(k.key, k.name, best ? bestRounds(rs) : rs),
  );
}

/**
 * Year groups holding month or season subgroups (higher-order groups). A year's aggregate is computed
 * once, over its subgroups' rounds.
 */
function byYear(
  rounds: readonly ScorecardRound[],
  sub: (r: ScorecardRound) => Keyed,
  best: boolean,
): ScorecardGroup[] {
  return bucketRounds(rounds, (r) => yearKey(r, sub)).map(({ k: year, rounds: yearRounds }) => {
    const subgroups = bucket(yearRounds, sub, best).map((g) => ({ ...g, key: `${year.key}/${g.key}` }));
    return makeGroup(
      year.key,
      year.name,
      subgroups.flatMap((g) => g.rounds),
      subgroups,
    );
  });
}

/** spec 3 §2: groups rounds for the scorecard. */
export function groupScorecard(
  rounds: readonly ScorecardRound[],
  groupBy: ScorecardGroupBy,
): ScorecardGroup[] {
  switch (groupBy) {
    case 'By Round':
      return [...rounds].sort(newest).map((r) => makeGroup(`round-${r.id}`, r.label, [r]));
    case 'Tournament':
      return bucket(
        rounds,
        (r) => ({ key: `t-${r.tournamentId ?? 'none'}`, name: r.tournamentName ?? NO_TOURNAMENT, order: 0 }),
        false,
      ).sort((a, b) => newest(a.rounds[0]!, b.rounds[0]!));
    case 'Course':
      return bucket(rounds, (r) => ({ key: `c-${r.courseId}`, name: r.courseName, order: 0 }), false).sort(
        (a, b) => newest(a.rounds[0]!, b.rounds[0]!),
      );
    case 'Clusters of 6': {
      const chronological = [...rounds].sort((a, b) => -newest(a, b));
      const groups: ScorecardGroup[] = [];
      for (let i = 0; i < chronological.length; i += CLUSTER_SIZE) {
        const n = i / CLUSTER_SIZE + 1;
        groups.push(
          makeGroup(
            `cluster-${n}`,
            `Rounds ${i + 1}-${Math.min(i + CLUSTER_SIZE, chronological.length)}`,
            chronological.slice(i, i + CLUSTER_SIZE),
          ),
        );
      }
      return groups.reverse();
    }
    case 'Month-Year':
    case 'Month-Year Best 5':
      return bucket(rounds, monthKey, groupBy !== 'Month-Year');
    case 'Season-Year':
    case 'Season-Year Best 5':
      return bucket(rounds, seasonKey, groupBy !== 'Season-Year');
    case 'Year-Month':
    case 'Year-Month Best 5':
      return byYear(rounds, monthKey, groupBy !== 'Year-Month');
    case 'Year-Season':
    case 'Year-Season Best 5':
      return byYear(rounds, seasonKey, groupBy !== 'Year-Season');
  }
}
