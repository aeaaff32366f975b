import { eq } from 'drizzle-orm';
import { schema } from '../src/db/client';
import type { TestApp } from './helpers';
import type { People } from './player-fixtures';
import { insertFixtureCourse, insertFixtureRounds, makeRound } from './round-fixtures';

/** The clock of the schedule tests: upcoming = events not ended before 15 June 2025. */
export const SCHEDULE_NOW = new Date('2025-06-15T12:00:00Z');
/** Score to par of the owner's eight par-72 rounds, every 20 days from 1 January 2025. */
export const TO_PAR = [3, -2, 5, 0, 1, -1, 4, 2];
export const ROUND_IDS = TO_PAR.map((_, k) => 8100 + k);

export type ScheduleFixture = {
  courseId: number;
  /** Past: rounds 8101 and 8102 (70, 77), featured entry with a note. */
  fixtureOpen: number;
  /** Past, on the schedule only (no rounds). */
  springQualifier: number;
  /** Upcoming, In Field. */
  summerJunior: number;
  /** Upcoming, Considering. */
  autumnClassic: number;
  /** Upcoming team match, Invited. */
  teamCup: number;
  /** Upcoming, not on the owner's schedule; the other player's (Applied). */
  coastOpen: number;
};

/**
 * The owner "Zoë Fixture" (account `ids.owner`) with eight rounds, two of them in the Fixture Open, and a
 * schedule; the other player "Otto Other" has one upcoming entry.
 */
export async function insertScheduleFixture(t: TestApp, ids: People): Promise<ScheduleFixture> {
  const db = t.db.db;
  await db
    .update(schema.accounts)
    .set({ firstName: 'Zoë', lastName: 'Fixture' })
    .where(eq(schema.accounts.id, ids.owner));
  await db
    .update(schema.accounts)
    .set({ firstName: 'Otto', lastName: 'Other' })
    .where(eq(schema.accounts.id, ids.other));
  const { courseId, teeId } = await insertFixtureCourse(t);
  const tournament = async (
    name: string,
    startDate: string,
    endDate: string,
    extra: { eventType?: number; localeType?: number; isTeamEvent?: boolean; url?: string } = {},
  ) => {
    const [row] = await db
      .insert(schema.tournaments)
      .values({
        name,
        eventType: 3,
        localeType: 1,
        courseId,
        city: 'Pinehurst',
        state: 'NC',
        startDate,
        endDate,
        ...extra,
      })
      .returning({ id: schema.tournaments.id });
    return row!.id;
  };
  const f: ScheduleFixture = {
    courseId,
    fixtureOpen: await tournament('Fixture Open', '2025-01-21', '2025-02-10', {
      url: 'www.fixture-open.example',
    }),
    springQualifier: await tournament('Spring Qualifier', '2025-04-01', '2025-04-01', { eventType: 10 }),
    summerJunior: await tournament('Summer Junior', '2025-07-01', '2025-07-02', { localeType: 3 }),
    autumnClassic: await tournament('Autumn Classic', '2025-09-10', '2025-09-12'),
    teamCup: await tournament('Team Cup', '2025-08-01', '2025-08-01', { eventType: 11, isTeamEvent: true }),
    coastOpen: await tournament('Coast Open', '2025-07-20', '2025-07-22', { localeType: 4 }),
  };
  const rounds = TO_PAR.map((toPar, k) =>
    makeRound(
      {
        id: ROUND_IDS[k]!,
        accountId: ids.owner,
        playedAt: new Date(Date.UTC(2025, 0, 1 + 20 * k, 9)).toISOString(),
        holeCount: 18,
        roundType: k === 1 || k === 2 ? 3 : 1,
        tournamentId: k === 1 || k === 2 ? f.fixtureOpen : null,
        seed: 0,
        toPar,
      },
      courseId,
    ),
  );
  await insertFixtureRounds(t, rounds, teeId);
  await db.insert(schema.scheduleEntries).values([
    { accountId: ids.owner, tournamentId: f.fixtureOpen, isFeatured: true, note: 'Won it' },
    { accountId: ids.owner, tournamentId: f.springQualifier, status: 4 },
    { accountId: ids.owner, tournamentId: f.summerJunior, status: 1, note: 'Book hotel' },
    { accountId: ids.owner, tournamentId: f.autumnClassic, status: 2 },
    { accountId: ids.owner, tournamentId: f.teamCup, status: 5 },
    { accountId: ids.other, tournamentId: f.coastOpen, status: 4 },
  ]);
  return f;
}
