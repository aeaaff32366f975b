import { and, desc, eq, lt } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/client';

const {
  resumeSettings,
  scheduleEntries,
  tournaments,
  courses,
  rounds,
  roundNotes,
  accountExtraInfo,
  accounts,
} = schema;

/** The resume builder's stored settings and the cover-page lists no other call reads (spec 2 §3). */
export function createResumeRepository(db: DbOrTx) {
  return {
    /** The saved settings document (its shape is api-contract's ResumeSettingsSchema), or null. */
    async findSettings(accountId: number): Promise<unknown> {
      const [row] = await db
        .select({ settings: resumeSettings.settings })
        .from(resumeSettings)
        .where(eq(resumeSettings.accountId, accountId));
      return row?.settings ?? null;
    },

    async saveSettings(accountId: number, settings: unknown, now: Date, tx: DbOrTx = db) {
      await tx
        .insert(resumeSettings)
        .values({ accountId, settings, updatedAt: now })
        .onConflictDoUpdate({ target: resumeSettings.accountId, set: { settings, updatedAt: now } });
    },

    /** The account and its extra info (spec 2 §3 coverPageData; `extra` null without a row), or null. */
    async coverOf(accountId: number) {
      const [row] = await db
        .select({ account: accounts, extra: accountExtraInfo })
        .from(accounts)
        .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, accounts.id))
        .where(eq(accounts.id, accountId));
      return row ?? null;
    },

    /** Past tournaments: schedule entries of events that ended before `today` (yyyy-mm-dd), newest first. */
    async listPastTournaments(accountId: number, today: string) {
      return db
        .select({
          id: tournaments.id,
          name: tournaments.name,
          startDate: tournaments.startDate,
          city: tournaments.city,
          state: tournaments.state,
          courseName: courses.name,
          notes: scheduleEntries.note,
        })
        .from(scheduleEntries)
        .innerJoin(tournaments, eq(tournaments.id, scheduleEntries.tournamentId))
        .leftJoin(courses, eq(courses.id, tournaments.courseId))
        .where(and(eq(scheduleEntries.accountId, accountId), lt(tournaments.endDate, today)))
        .orderBy(desc(tournaments.startDate), desc(tournaments.id));
    },

    /** Past rounds the player featured (rounds.is_featured) with their notes, newest first. */
    async listFeaturedRounds(accountId: number) {
      return db
        .select({
          id: rounds.id,
          playedAt: rounds.playedAt,
          courseName: courses.name,
          score: rounds.score,
          par: rounds.par,
          notes: roundNotes.note,
        })
        .from(rounds)
        .innerJoin(courses, eq(courses.id, rounds.courseId))
        .leftJoin(roundNotes, eq(roundNotes.roundId, rounds.id))
        .where(and(eq(rounds.accountId, accountId), eq(rounds.isFeatured, true)))
        .orderBy(desc(rounds.playedAt), desc(rounds.id));
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
