import { formatScoreVsPar } from '../format/score';
import { meanOfRecorded } from '../model/measurement';
import { NO_TOURNAMENT } from '../scorecards/group-by';
import { monthOf, monthYearName, yearOf } from './dates';
import { FINAL_ROUND_NUMBER } from './round-types';

/**
 * spec 3 §2 My Rounds menu dialog: the list of rounds, tournaments, courses or periods with tick boxes.
 * Pure: build per view (`buildRoundList`), then sort or search (`arrangeRoundList`); tick states and
 * clicks are derived from the selected round ids, so the list need not be rebuilt when the selection
 * changes (that is the spec's per-round "selected flag").
 */

/** spec 3 §9 view options. */
export const ROUND_LIST_VIEWS = [
  'Event',
  'Round #-Event',
  'Round',
  'Course',
  'Year-Month',
  'Month-Year',
] as const;
export type RoundListView = (typeof ROUND_LIST_VIEWS)[number];

/** spec 3 §9 sort options. */
export const ROUND_LIST_SORTS = ['Date', 'Score', 'Yards', 'Label'] as const;
export type RoundListSort = (typeof ROUND_LIST_SORTS)[number];

/** spec 3 §4: Round #-Event sorts by Label by default, other views by Date. */
export const defaultRoundListSort = (view: RoundListView): RoundListSort =>
  view === 'Round #-Event' ? 'Label' : 'Date';

/** spec 3 §9: event-by-round-number view shows at most 6 groups per round number. */
export const MAX_EVENTS_PER_ROUND_NUMBER = 6;
/** spec 3 §9: tournaments: first 3 shown, rest hidden. */
export const VISIBLE_TOURNAMENT_GROUPS = 3;

/**
 * spec 3 §3 Round (history): the fields the list reads. api-contract's HistoryRound has this shape, so the
 * histories call's rounds are passed as they come. Selection ids are golfRoundIds.
 */
export type RoundListRound = {
  golfRoundId: number;
  label: string;
  /** ISO date-time the round was played. */
  date: string;
  /** spec 3 §3: 1 Practice, 3 Tournament, 10 Qualifier, 11 Match. */
  roundTypeId: number;
  /** Gross score; null when nothing is recorded. */
  score: number | null;
  par: number;
  /** Yards; null when not recorded (a course made from a CSV of scores). */
  courseLength: number | null;
  tournamentId: number | null;
  courseId: number;
  /** Round number within a tournament; 0 is the final round. */
  roundNumber: number;
};

/** spec 3 §3 Tournament (list) and Course (list). */
export type RoundListNamed = { id: number; name: string };

/** What the histories call returns (spec 3 §7): rounds, tournaments and courses. */
export type RoundListSource = {
  rounds: readonly RoundListRound[];
  tournaments: readonly RoundListNamed[];
  courses: readonly RoundListNamed[];
};

export type RoundHintClass = 'tournament' | 'practice' | 'under-par' | 'over-par';

type RoundListItemBase = {
  label: string;
  /** Stable across rebuilds and searches: a React key and the key of the item's expansion. */
  trackBy: string;
  /** ISO date-time of the newest round in the item. */
  lastPlayedDate: string;
  /** T, P, Q, score vs par (E, +n, -n, one decimal for averages) or R{n}; null when there is nothing to show. */
  hint: string | null;
  /** null for E and for hints without a class. */
  hintClass: RoundHintClass | null;
  /** The round's gross score; for groups the average over their scored rounds. null: nothing scored. */
  score: number | null;
  /** Par of the same rounds as `score` (average for groups); null when `score` is null on a group. */
  par: number | null;
  /**
   * Yards: the round's course length; for groups the average over their rounds that have one. null when
   * not recorded (none has one).
   */
  courseLength: number | null;
};

export type RoundListRoundItem = RoundListItemBase & { kind: 'round'; round: RoundListRound };
/** A group holding rounds (a tournament, course, month, round number). */
export type RoundListRoundsItem = RoundListItemBase & { kind: 'rounds'; rounds: RoundListRoundItem[] };
/** A group of groups (a year holding its months). */
export type RoundListGroupsItem = RoundListItemBase & { kind: 'groups'; groups: RoundListRoundsItem[] };
export type RoundListItem = RoundListRoundItem | RoundListRoundsItem | RoundListGroupsItem;

/** spec 3 §8: rounds naming a missing tournament (logged as debug) or course (warning) are left out. */
export type RoundListWarning =
  | { kind: 'missing-tournament'; roundId: number; tournamentId: number; message: string }
  | { kind: 'missing-course'; roundId: number; courseId: number; message: string };

export type RoundList = { view: RoundListView; items: RoundListItem[]; warnings: RoundListWarning[] };

// spec 3 §3 round type ids.
const PRACTICE = 1;
const TOURNAMENT = 3;
const QUALIFIER = 10;

/** Shared with round-list-arrange.ts; not part of golf-core's API (selection/index.ts lists the exports). */
export const TOURNAMENT_KEY = 'tournament-';

type Hint = Pick<RoundListItemBase, 'hint' | 'hintClass'>;

function parHint(vsPar: number | null): Hint {
  if (vsPar === null) return { hint: null, hintClass: null };
  const hint = formatScoreVsPar(vsPar);
  return { hint, hintClass: hint === 'E' ? null : vsPar < 0 ? 'under-par' : 'over-par' };
}

/** T, Q or P by round type; Match rounds (no letter in the spec) show their score vs par instead. */
function typeHint(round: RoundListRound): Hint {
  if (round.roundTypeId === TOURNAMENT) return { hint: 'T', hintClass: 'tournament' };
  if (round.roundTypeId === QUALIFIER) return { hint: 'Q', hintClass: 'tournament' };
  if (round.roundTypeId === PRACTICE) return { hint: 'P', hintClass: 'practice' };
  return parHint(round.score === null ? null : round.score - round.par);
}

/** Inside a tournament the type is known: the round number tells more (0 is the final round). */
const roundNumberHint = (round: RoundListRound): Hint => ({
  hint: round.roundNumber === FINAL_ROUND_NUMBER ? 'Final' : `R${round.roundNumber}`,
  hintClass: 'tournament',
});

/** Shared with round-list-arrange.ts; not part of golf-core's API (selection/index.ts lists the exports). */
export const time = (iso: string): number => Date.parse(iso);
const newestFirst = (a: RoundListRound, b: RoundListRound): number =>
  time(b.date) - time(a.date) || b.golfRoundId - a.golfRoundId;
const mean = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0) / values.length;

function roundItem(round: RoundListRound, hint: Hint): RoundListRoundItem {
  return {
    kind: 'round',
    label: round.label,
    trackBy: `round-${round.golfRoundId}`,
    lastPlayedDate: round.date,
    ...hint,
    score: round.score,
    par: round.par,
    courseLength: round.courseLength,
    round,
  };
}

/** A group's fields from its rounds: averages per round, so groups of different sizes compare fairly. */
function groupFields(label: string, trackBy: string, rounds: readonly RoundListRound[]): RoundListItemBase {
  const scored = rounds.flatMap((r) => (r.score === null ? [] : [{ score: r.score, par: r.par }]));
  const score = scored.length > 0 ? mean(scored.map((s) => s.score)) : null;
  const par = scored.length > 0 ? mean(scored.map((s) => s.par)) : null;
  const newest = [...rounds].sort(newestFirst)[0];
  return {
    label,
    trackBy,
    lastPlayedDate: newest?.date ?? '',
    ...parHint(score === null || par === null ? null : score - par),
    score,
    par,
    courseLength: meanOfRecorded(rounds.map((r) => r.courseLength)),
  };
}

/** Shared with round-list-arrange.ts; not part of golf-core's API (selection/index.ts lists the exports). */
export const roundsOfItem = (item: RoundListItem): RoundListRound[] =>
  item.kind === 'round'
    ? [item.round]
    : item.kind === 'rounds'
      ? item.rounds.map((r) => r.round)
      : item.groups.flatMap(roundsOfItem);

/** Shared with round-list-arrange.ts; not part of golf-core's API (selection/index.ts lists the exports). */
export function roundsGroup(
  label: string,
  trackBy: string,
  rounds: RoundListRoundItem[],
): RoundListRoundsItem {
  return {
    ...groupFields(
      label,
      trackBy,
      rounds.map((r) => r.round),
    ),
    kind: 'rounds',
    rounds,
  };
}

/** Shared with round-list-arrange.ts; not part of golf-core's API (selection/index.ts lists the exports). */
export function groupsGroup(
  label: string,
  trackBy: string,
  groups: RoundListRoundsItem[],
): RoundListGroupsItem {
  return { ...groupFields(label, trackBy, groups.flatMap(roundsOfItem)), kind: 'groups', groups };
}

/** Buckets rounds (newest first) by key, keeping the order in which keys first appear. */
function bucket<K>(
  rounds: readonly RoundListRound[],
  keyOf: (r: RoundListRound) => K,
): Map<K, RoundListRound[]> {
  const buckets = new Map<K, RoundListRound[]>();
  for (const r of rounds) buckets.set(keyOf(r), [...(buckets.get(keyOf(r)) ?? []), r]);
  return buckets;
}

const monthKey = (r: RoundListRound): string =>
  `${yearOf(r.date)}-${String(monthOf(r.date)).padStart(2, '0')}`;
const monthLabel = (r: RoundListRound): string => monthYearName(r.date);

function monthGroups(rounds: readonly RoundListRound[]): RoundListRoundsItem[] {
  return [...bucket(rounds, monthKey)].map(([key, rs]) =>
    roundsGroup(
      monthLabel(rs[0]!),
      `month-${key}`,
      rs.map((r) => roundItem(r, typeHint(r))),
    ),
  );
}

const roundNumberLabel = (n: number): string => (n === FINAL_ROUND_NUMBER ? 'Final Round' : `Round ${n}`);
/** Round numbers in playing order: 1, 2, 3 … and the final round (0) last. */
const roundNumberOrder = (n: number): number => (n === FINAL_ROUND_NUMBER ? Number.MAX_SAFE_INTEGER : n);

/**
 * Round #-Event: one group per round number holding that round of each event, at most the 6 most recent
 * events (spec 3 §9). Rounds outside tournaments belong to no event and are not listed in this view.
 */
function roundNumberGroups(rounds: readonly RoundListRound[]): RoundListRoundsItem[] {
  const tournamentRounds = rounds.filter((r) => r.tournamentId !== null);
  return [...bucket(tournamentRounds, (r) => r.roundNumber)]
    .sort(([a], [b]) => roundNumberOrder(a) - roundNumberOrder(b))
    .map(([n, rs]) => {
      const events = [...bucket(rs, (r) => r.tournamentId)].slice(0, MAX_EVENTS_PER_ROUND_NUMBER);
      const kept = events.flatMap(([, eventRounds]) => eventRounds);
      return roundsGroup(
        roundNumberLabel(n),
        `round-number-${n}`,
        kept.map((r) => roundItem(r, typeHint(r))),
      );
    });
}

function itemsOfView(
  view: RoundListView,
  rounds: readonly RoundListRound[],
  tournamentName: (id: number) => string,
  courseName: (id: number) => string,
): RoundListItem[] {
  const plain = (r: RoundListRound) => roundItem(r, typeHint(r));
  switch (view) {
    case 'Round':
      return rounds.map(plain);
    case 'Event': {
      // Every other round sits in one "Non-Tournament Rounds" group (as in the scorecard's Tournament
      // grouping), so one click ticks all practice rounds and the 3-tournament limit never hides them.
      const others = rounds.filter((r) => r.tournamentId === null);
      const events = [...bucket(rounds, (r) => r.tournamentId)].flatMap(([id, rs]) =>
        id === null
          ? []
          : [
              roundsGroup(
                tournamentName(id),
                `${TOURNAMENT_KEY}${id}`,
                rs.map((r) => roundItem(r, roundNumberHint(r))),
              ),
            ],
      );
      return others.length > 0
        ? [...events, roundsGroup(NO_TOURNAMENT, 'no-tournament', others.map(plain))]
        : events;
    }
    case 'Round #-Event':
      return roundNumberGroups(rounds);
    case 'Course':
      return [...bucket(rounds, (r) => r.courseId)].map(([id, rs]) =>
        roundsGroup(courseName(id), `course-${id}`, rs.map(plain)),
      );
    case 'Month-Year':
      return monthGroups(rounds);
    case 'Year-Month':
      return [...bucket(rounds, (r) => yearOf(r.date))].map(([year, rs]) =>
        groupsGroup(String(year), `year-${year}`, monthGroups(rs)),
      );
  }
}

/**
 * spec 3 §2 / §8 "Building the round list": the items of a view, each level newest first. A round naming
 * a tournament or course missing from the lists is left out of every view and reported in `warnings`.
 */
export function buildRoundList(source: RoundListSource, view: RoundListView): RoundList {
  const tournaments = new Map(source.tournaments.map((t) => [t.id, t.name]));
  const courses = new Map(source.courses.map((c) => [c.id, c.name]));
  const warnings: RoundListWarning[] = [];
  const rounds = [...source.rounds].sort(newestFirst).filter((r) => {
    const hasTournament = r.tournamentId === null || tournaments.has(r.tournamentId);
    const hasCourse = courses.has(r.courseId);
    if (!hasTournament && r.tournamentId !== null)
      warnings.push({
        kind: 'missing-tournament',
        roundId: r.golfRoundId,
        tournamentId: r.tournamentId,
        message: `Round ${r.golfRoundId} names tournament ${r.tournamentId}, which is not in the tournament list; it is left out`,
      });
    if (!hasCourse)
      warnings.push({
        kind: 'missing-course',
        roundId: r.golfRoundId,
        courseId: r.courseId,
        message: `Round ${r.golfRoundId} names course ${r.courseId}, which is not in the course list; it is left out`,
      });
    return hasTournament && hasCourse;
  });
  const items = itemsOfView(
    view,
    rounds,
    (id) => tournaments.get(id) ?? '',
    (id) => courses.get(id) ?? '',
  );
  return { view, items, warnings };
}
