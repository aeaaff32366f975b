import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import {
  isEventType,
  isLocaleType,
  isScheduleStatus,
  type ScheduleStatusId,
  type ScheduleTournament,
} from '@linksight/golf-core';
import type { ScheduleEntry } from '@linksight/api-contract';
import { schema, type DbOrTx } from '../db/client';

const { accounts, accountCircles, courses, rounds, scheduleEntries, tournaments } = schema;

const tournamentColumns = {
  tournamentId: tournaments.id,
  tournamentName: tournaments.name,
  tournamentUrl: tournaments.url,
  courseId: tournaments.courseId,
  courseName: courses.name,
  city: tournaments.city,
  state: tournaments.state,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
  eventType: tournaments.eventType,
  localeType: tournaments.localeType,
  isTeamEvent: tournaments.isTeamEvent,
  createdByAccountId: tournaments.createdByAccountId,
};
type TournamentRow = {
  [K in keyof typeof tournamentColumns]: (typeof tournamentColumns)[K]['_']['data'] | null;
};

/** A tournament as the contract answers it (issue 18: ScheduleTournamentSchema). */
export type ScheduleTournamentRow = ScheduleTournament & {
  courseId: number | null;
  /** The player on whose schedule it was created (its details may be edited there); null: the catalogue's. */
  createdByAccountId: number | null;
};

/**
 * The catalogue keeps the type ids it was given (the schema allows others); the schedule knows only the
 * contract's (event 3, 10, 11; locale 1, 3, 4). Decision: an unknown event type reads as 3 Tournament and
 * an unknown locale as 1 Local, so an old row still shows rather than breaking the whole answer.
 */
export function toScheduleTournament(row: TournamentRow): ScheduleTournamentRow {
  return {
    tournamentId: row.tournamentId!,
    tournamentName: row.tournamentName!,
    tournamentUrl: row.tournamentUrl ?? null,
    courseId: row.courseId ?? null,
    courseName: row.courseName ?? null,
    city: row.city ?? null,
    state: row.state ?? null,
    startDate: String(row.startDate),
    endDate: String(row.endDate),
    eventType: isEventType(row.eventType) ? row.eventType : 3,
    localeType: isLocaleType(row.localeType) ? row.localeType : 1,
    isTeamEvent: row.isTeamEvent ?? false,
    createdByAccountId: row.createdByAccountId ?? null,
  };
}

/** A tournament's own details as its table's columns (created, or corrected later). */
type TournamentDetails = Omit<ScheduleTournamentRow, 'tournamentId' | 'courseName' | 'createdByAccountId'>;
const tournamentValues = (t: TournamentDetails) => ({
  name: t.tournamentName,
  url: t.tournamentUrl,
  eventType: t.eventType,
  localeType: t.localeType,
  isTeamEvent: t.isTeamEvent,
  courseId: t.courseId,
  city: t.city,
  state: t.state,
  startDate: t.startDate,
  endDate: t.endDate,
});

export type EntryRow = ScheduleTournamentRow & {
  accountId: number;
  status: ScheduleStatusId | null;
  note: string | null;
  isFeatured: boolean;
};

const entryColumns = {
  ...tournamentColumns,
  accountId: scheduleEntries.accountId,
  status: scheduleEntries.status,
  note: scheduleEntries.note,
  isFeatured: scheduleEntries.isFeatured,
};
function toEntryRow(
  row: TournamentRow & { accountId: number; status: number | null; note: string | null; isFeatured: boolean },
): EntryRow {
  return {
    ...toScheduleTournament(row),
    accountId: row.accountId,
    status: isScheduleStatus(row.status) ? row.status : null,
    note: row.note,
    isFeatured: row.isFeatured,
  };
}

export const playerNameOf = (a: { firstName: string; lastName: string }) =>
  [a.firstName, a.lastName].filter((p) => p !== '').join(' ') || 'User';

/** Schedule entries, tournaments and the schedule editors (issue 18; ARCHITECTURE "Schedule"). */
export function createScheduleRepository(db: DbOrTx) {
  return {
    /** Whether the player lets this circle member manage the schedule (account_circles.can_edit_schedule). */
    async isScheduleEditor(accountId: number, memberAccountId: number): Promise<boolean> {
      const [row] = await db
        .select({ can: accountCircles.canEditSchedule })
        .from(accountCircles)
        .where(
          and(eq(accountCircles.accountId, accountId), eq(accountCircles.memberAccountId, memberAccountId)),
        );
      return row?.can === true;
    },

    /** Names, usernames and default hole counts of accounts, by id. */
    async accountsOf(ids: readonly number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          accountId: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          username: accounts.username,
          defaultHoleCount: accounts.defaultHoleCount,
        })
        .from(accounts)
        .where(inArray(accounts.id, [...ids]));
      return rows.map((r) => ({ ...r, playerName: playerNameOf(r) }));
    },

    /** Entries with a status whose event has not ended before `today`, for these accounts. */
    async listUpcoming(accountIds: readonly number[], today: string): Promise<EntryRow[]> {
      if (accountIds.length === 0) return [];
      const rows = await db
        .select(entryColumns)
        .from(scheduleEntries)
        .innerJoin(tournaments, eq(tournaments.id, scheduleEntries.tournamentId))
        .leftJoin(courses, eq(courses.id, tournaments.courseId))
        .where(
          and(
            inArray(scheduleEntries.accountId, [...accountIds]),
            isNotNull(scheduleEntries.status),
            gte(tournaments.endDate, today),
          ),
        )
        .orderBy(asc(tournaments.startDate), asc(tournaments.id));
      return rows.map(toEntryRow);
    },

    /**
     * The player's past events: entries whose event ended before `today`, and every tournament the player
     * has a completed round in (with the entry's note and featured flag when there is one).
     */
    async listPast(accountId: number, today: string) {
      const rows = await db
        .select({
          ...tournamentColumns,
          note: scheduleEntries.note,
          isFeatured: sql<boolean>`coalesce(${scheduleEntries.isFeatured}, false)`,
        })
        .from(tournaments)
        .leftJoin(
          scheduleEntries,
          and(eq(scheduleEntries.tournamentId, tournaments.id), eq(scheduleEntries.accountId, accountId)),
        )
        .leftJoin(courses, eq(courses.id, tournaments.courseId))
        .where(
          or(
            and(isNotNull(scheduleEntries.id), lt(tournaments.endDate, today)),
            inArray(
              tournaments.id,
              db
                .selectDistinct({ id: rounds.tournamentId })
                .from(rounds)
                .where(and(eq(rounds.accountId, accountId), eq(rounds.isCompleted, true))),
            ),
          ),
        );
      return rows.map((r) => ({
        ...toScheduleTournament(r),
        note: r.note,
        isFeatured: r.isFeatured === true,
      }));
    },

    /** Ids of the player's featured rounds (My Featured/Best Rounds). */
    async featuredRoundIds(accountId: number): Promise<Set<number>> {
      const rows = await db
        .select({ id: rounds.id })
        .from(rounds)
        .where(and(eq(rounds.accountId, accountId), eq(rounds.isFeatured, true)));
      return new Set(rows.map((r) => r.id));
    },

    async findTournament(tournamentId: number): Promise<ScheduleTournamentRow | null> {
      const [row] = await db
        .select(tournamentColumns)
        .from(tournaments)
        .leftJoin(courses, eq(courses.id, tournaments.courseId))
        .where(eq(tournaments.id, tournamentId));
      return row ? toScheduleTournament(row) : null;
    },

    /**
     * Tournament search (issue 18): a case-insensitive part of the name, ordered by the distance of the
     * start day from `near`; without `near`, upcoming (not ended before today) first, soonest first.
     */
    async searchTournaments(q: string, near: string | null, today: string, limit: number) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const order = near
        ? [sql`abs(${tournaments.startDate} - ${near}::date)`, asc(tournaments.startDate)]
        : [
            sql`case when ${tournaments.endDate} >= ${today}::date then 0 else 1 end`,
            sql`abs(${tournaments.startDate} - ${today}::date)`,
          ];
      const rows = await db
        .select(tournamentColumns)
        .from(tournaments)
        .leftJoin(courses, eq(courses.id, tournaments.courseId))
        .where(q === '' ? undefined : sql`${tournaments.name} ilike ${pattern}`)
        .orderBy(...order, asc(tournaments.id))
        .limit(limit);
      return rows.map(toScheduleTournament);
    },

    /** A course a tournament may name: exists, and not another account's private course. */
    async courseUsable(courseId: number, accountId: number): Promise<boolean> {
      const [row] = await db
        .select({ isPrivate: courses.isPrivate, owner: courses.ownerAccountId })
        .from(courses)
        .where(eq(courses.id, courseId));
      return row !== undefined && (!row.isPrivate || row.owner === accountId);
    },

    async insertTournament(
      tx: DbOrTx,
      t: TournamentDetails & { createdByAccountId: number | null },
    ): Promise<number> {
      const [row] = await tx
        .insert(tournaments)
        .values({ ...tournamentValues(t), createdByAccountId: t.createdByAccountId })
        .returning({ id: tournaments.id });
      return row!.id;
    },

    /** Corrects a created tournament's details (the caller checked who may). */
    async updateTournament(tx: DbOrTx, tournamentId: number, t: TournamentDetails): Promise<void> {
      await tx.update(tournaments).set(tournamentValues(t)).where(eq(tournaments.id, tournamentId));
    },

    async findEntry(accountId: number, tournamentId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: scheduleEntries.id })
        .from(scheduleEntries)
        .where(and(eq(scheduleEntries.accountId, accountId), eq(scheduleEntries.tournamentId, tournamentId)));
      return row ?? null;
    },

    /** Adds or replaces the whole entry (unique per account and tournament). */
    async putEntry(tx: DbOrTx, entry: ScheduleEntry): Promise<void> {
      const values = { status: entry.status, note: entry.note, isFeatured: entry.isFeatured };
      await tx
        .insert(scheduleEntries)
        .values({ accountId: entry.accountId, tournamentId: entry.tournamentId, ...values })
        .onConflictDoUpdate({
          target: [scheduleEntries.accountId, scheduleEntries.tournamentId],
          set: values,
        });
    },

    async deleteEntry(tx: DbOrTx, accountId: number, tournamentId: number): Promise<boolean> {
      const rows = await tx
        .delete(scheduleEntries)
        .where(and(eq(scheduleEntries.accountId, accountId), eq(scheduleEntries.tournamentId, tournamentId)))
        .returning({ id: scheduleEntries.id });
      return rows.length > 0;
    },

    /** Sets a round's featured flag; false when the round is not the player's. */
    async setRoundFeatured(tx: DbOrTx, accountId: number, roundId: number, isFeatured: boolean) {
      const rows = await tx
        .update(rounds)
        .set({ isFeatured })
        .where(and(eq(rounds.id, roundId), eq(rounds.accountId, accountId)))
        .returning({ id: rounds.id });
      return rows.length > 0;
    },

    /** The player's circle members with their schedule right, by name. */
    async listEditors(accountId: number) {
      const rows = await db
        .select({
          accountId: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          username: accounts.username,
          canEditSchedule: accountCircles.canEditSchedule,
        })
        .from(accountCircles)
        .innerJoin(accounts, eq(accounts.id, accountCircles.memberAccountId))
        .where(eq(accountCircles.accountId, accountId))
        .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id));
      return rows.map((r) => ({
        accountId: r.accountId,
        playerName: playerNameOf(r),
        username: r.username,
        canEditSchedule: r.canEditSchedule,
      }));
    },

    /** false when the member is not in the player's circle. */
    async setEditor(tx: DbOrTx, accountId: number, memberAccountId: number, canEditSchedule: boolean) {
      const rows = await tx
        .update(accountCircles)
        .set({ canEditSchedule })
        .where(
          and(eq(accountCircles.accountId, accountId), eq(accountCircles.memberAccountId, memberAccountId)),
        )
        .returning({ id: accountCircles.memberAccountId });
      return rows.length > 0;
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
