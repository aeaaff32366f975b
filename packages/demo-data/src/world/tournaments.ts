import type { Course } from '../courses/types';
import { integer, pick, shuffled, type Rng } from '../random/rng';
import type { OrgKey } from './cast';
import { addDays, isoDate } from './dates';
import type { DemoPlayer, DemoScheduleEntry, DemoTournament, ScheduleStatus } from './types';

/** A series of events run every season, and who plays in it. */
type Series = {
  name: string;
  field: 'hs' | 'college-M' | 'college-F' | 'open' | 'qualifier';
  rounds: number;
  eventTypeId: 1 | 2 | 3;
  /** spec 3 §9 locale types: 1 Local, 3 National, 4 High School. */
  localeTypeId: 1 | 3 | 4;
  dayOfSeason: number;
};

const SERIES: readonly Series[] = [
  {
    name: 'Sandhills Prep Invitational',
    field: 'hs',
    rounds: 2,
    eventTypeId: 2,
    localeTypeId: 1,
    dayOfSeason: 95,
  },
  {
    name: 'Conference Junior Classic',
    field: 'hs',
    rounds: 2,
    eventTypeId: 3,
    localeTypeId: 4,
    dayOfSeason: 150,
  },
  {
    name: 'State High School Championship',
    field: 'hs',
    rounds: 2,
    eventTypeId: 3,
    localeTypeId: 4,
    dayOfSeason: 290,
  },
  {
    name: 'Piedmont Collegiate',
    field: 'college-M',
    rounds: 3,
    eventTypeId: 3,
    localeTypeId: 1,
    dayOfSeason: 70,
  },
  {
    name: 'Desert Intercollegiate',
    field: 'college-M',
    rounds: 3,
    eventTypeId: 3,
    localeTypeId: 3,
    dayOfSeason: 265,
  },
  {
    name: "Coastal Women's Collegiate",
    field: 'college-F',
    rounds: 3,
    eventTypeId: 3,
    localeTypeId: 1,
    dayOfSeason: 80,
  },
  {
    name: 'Lady Mesa Invitational',
    field: 'college-F',
    rounds: 3,
    eventTypeId: 3,
    localeTypeId: 3,
    dayOfSeason: 275,
  },
  {
    name: 'Linksight Junior Open',
    field: 'open',
    rounds: 3,
    eventTypeId: 1,
    localeTypeId: 3,
    dayOfSeason: 190,
  },
  {
    name: 'Summer Amateur Series',
    field: 'open',
    rounds: 2,
    eventTypeId: 1,
    localeTypeId: 1,
    dayOfSeason: 215,
  },
  {
    name: 'U.S. Amateur Local Qualifier',
    field: 'qualifier',
    rounds: 1,
    eventTypeId: 1,
    localeTypeId: 3,
    dayOfSeason: 175,
  },
];
const SEASONS = 3;
const DAYS_PER_SEASON = 365;
const UPCOMING_EVENTS = 8;
const URL_BASE = 'www.linksight-events.example';

export type TournamentPlan = { tournament: DemoTournament; fieldAccountIds: number[] };

function fieldOf(
  series: Series,
  players: readonly DemoPlayer[],
  orgOf: (p: DemoPlayer) => OrgKey | null,
): DemoPlayer[] {
  switch (series.field) {
    case 'hs':
      return players.filter((p) => p.kind === 'junior' && orgOf(p) === 'hs');
    case 'college-M':
      return players.filter((p) => p.kind === 'college' && p.gender === 'M');
    case 'college-F':
      return players.filter((p) => p.kind === 'college' && p.gender === 'F');
    case 'open':
      return players.filter((p) => p.kind === 'junior' || (p.kind === 'adult' && p.endLevel <= 10));
    case 'qualifier':
      return players.filter((p) => p.endLevel <= 6);
  }
}

/** Past tournaments over three seasons (before `now`) and upcoming ones (after it). */
export function planTournaments(
  rng: Rng,
  now: string,
  courses: readonly Course[],
  players: readonly DemoPlayer[],
  orgOf: (p: DemoPlayer) => OrgKey | null,
): TournamentPlan[] {
  const plans: TournamentPlan[] = [];
  let id = 1;
  const make = (series: Series, start: Date, isUpcoming: boolean, suffix: string): DemoTournament => {
    const course = pick(rng, courses);
    const slug = `${series.name}-${suffix}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      tournamentId: id++,
      name: `${series.name} ${suffix}`,
      url: `${URL_BASE}/${slug}`,
      courseId: course.id,
      courseName: course.name,
      city: course.city,
      state: course.state,
      startDate: isoDate(start),
      endDate: isoDate(addDays(start.toISOString(), series.rounds - 1)),
      numberOfRounds: series.rounds,
      eventTypeId: series.eventTypeId,
      localeTypeId: series.localeTypeId,
      isUpcoming,
      roundType: series.field === 'qualifier' ? 10 : 3,
      gender: series.field === 'college-M' ? 'M' : series.field === 'college-F' ? 'F' : null,
    };
  };
  const seasonZero = addDays(now, -SEASONS * DAYS_PER_SEASON);
  for (let season = 0; season < SEASONS; season += 1) {
    for (const series of SERIES) {
      const start = addDays(
        seasonZero.toISOString(),
        season * DAYS_PER_SEASON + series.dayOfSeason + integer(rng, -6, 6),
      );
      if (start.getTime() >= Date.parse(now)) continue;
      const field = fieldOf(series, players, orgOf).filter(() => rng.next() < 0.85);
      plans.push({
        tournament: make(series, start, false, String(start.getUTCFullYear())),
        fieldAccountIds: field.map((p) => p.accountId),
      });
    }
  }
  // Each upcoming event falls on its series' day of the next season, as its past editions did (they were
  // once spaced 18 days apart in shuffled order: "Summer Amateur Series 2027" in February). The shuffle
  // still picks which series come up and draws what it always drew, so the rest of the world is the same.
  for (const series of shuffled(rng, SERIES).slice(0, UPCOMING_EVENTS)) {
    const start = addDays(now, series.dayOfSeason);
    plans.push({
      tournament: make(series, start, true, String(start.getUTCFullYear())),
      fieldAccountIds: [],
    });
  }
  return plans;
}

/**
 * Schedule notes by status (spec 3 §4 ids), so a note fits its entry: "Coach wants me to play this
 * qualifier" stood on an In Field championship. Each pick is one draw, as before.
 */
const NOTES_BY_STATUS: Readonly<Record<ScheduleStatus, readonly (string | null)[]>> = {
  1: ["Exempt from qualifying as last year's top 10.", 'Travel booked with the team.', null],
  2: ['Need to confirm travel with coach.', 'Coach recommends this one for exposure.', null],
  3: ['Coach wants me to play this qualifier.', 'Qualifier at the host course the week before.'],
  4: ['Applied on the website; fee paid.', 'Waiting to hear on the entry list.'],
  5: ['Waiting on the invitation letter.', 'Invitation came through the coach.'],
  6: ['Conflicts with finals week: withdrew.', 'Clashes with the team trip: withdrew.'],
};

/** A men's or women's collegiate event is on the schedules of players of that gender only. */
const isOpenTo = (tournament: DemoTournament, gender: DemoPlayer['gender'] | undefined) =>
  tournament.gender === null || tournament.gender === gender;

/**
 * Upcoming schedule entries: every player with rounds gets one to three events; statuses cycle
 * through 1–6 (spec 3 §4: In Field, Considering, Qualifying, Applied, Invited, Conflict/WD) so all appear.
 * A draw of an event of the other gender's field is dropped after it is made (a man was invited to
 * "Coastal Women's Collegiate"), so every other entry, and the world drawn after them, stays the same.
 */
export function planSchedule(
  rng: Rng,
  upcoming: readonly DemoTournament[],
  players: readonly DemoPlayer[],
): DemoScheduleEntry[] {
  const entries: DemoScheduleEntry[] = [];
  let statusCursor = 0;
  for (const player of players) {
    const count = integer(rng, 1, 3);
    for (const tournament of shuffled(rng, upcoming).slice(0, count)) {
      const status = ((statusCursor % 6) + 1) as ScheduleStatus;
      statusCursor += 1;
      const note = pick(rng, NOTES_BY_STATUS[status]);
      if (!isOpenTo(tournament, player.gender)) continue;
      entries.push({
        scheduleEntryId: entries.length + 1,
        accountId: player.accountId,
        tournamentId: tournament.tournamentId,
        status,
        note,
      });
    }
  }
  return entries;
}

/**
 * The showcase players' schedules (issue 18: the demo shows every status on one schedule). Each
 * showcase account gets, on upcoming events not already on its schedule, the statuses `planSchedule`
 * did not give it, soonest event first. A stream of its own: the rest of the world does not change.
 */
export function planShowcaseSchedule(
  rng: Rng,
  upcoming: readonly DemoTournament[],
  existing: readonly DemoScheduleEntry[],
  accountIds: readonly number[],
  players: readonly DemoPlayer[],
): DemoScheduleEntry[] {
  const entries: DemoScheduleEntry[] = [];
  for (const accountId of accountIds) {
    const gender = players.find((p) => p.accountId === accountId)?.gender;
    const own = existing.filter((e) => e.accountId === accountId);
    const missing = ([1, 2, 3, 4, 5, 6] as const).filter((s) => !own.some((e) => e.status === s));
    const free = [...upcoming]
      .filter((t) => isOpenTo(t, gender) && !own.some((e) => e.tournamentId === t.tournamentId))
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
    missing.forEach((status, i) => {
      const tournament = free[i];
      if (!tournament) return;
      entries.push({
        scheduleEntryId: existing.length + entries.length + 1,
        accountId,
        tournamentId: tournament.tournamentId,
        status,
        note: pick(
          rng,
          NOTES_BY_STATUS[status].filter((n) => n !== null),
        ),
      });
    });
  }
  return entries;
}
