import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FeatureSetting, HoleFeatures, RoundTypeId } from '@linksight/golf-core';
import { schema, type DbOrTx } from '../db/client';

const {
  accounts,
  accountWebsiteSettings,
  accountCircles,
  accountRoles,
  rounds,
  roundHoles,
  shots,
  holeStats,
  roundTargets,
  courses,
  courseTees,
  courseHoles,
  tournaments,
  accountDataVersions,
} = schema;

/** What authorising a player call needs, read in one query (spec 2 §6). */
export type PlayerGate = {
  accountId: number;
  settings: FeatureSetting[];
  subCircleAccountIds: number[];
  isViewerProductManager: boolean;
  /**
   * Changes whenever the player's rounds change: count, max and sum of round ids, and the counter every
   * round write moves in its transaction (issue 20: a PUT keeps the id, a change may touch holes only).
   */
  dataVersion: string;
};

/** One row per hole of the player's rounds (a round without hole_stats yields one row with nulls). */
export type DatasetRow = {
  id: number;
  playedAt: Date;
  holeCount: number;
  roundType: number;
  roundNumber: number;
  tournamentId: number | null;
  courseId: number;
  courseName: string;
  /** null when not recorded (a course made from a CSV of scores). */
  courseLengthYards: number | null;
  tournamentName: string | null;
  tournamentUrl: string | null;
  isSimulator: boolean;
  isCompleted: boolean;
  features: HoleFeatures | null;
};

export function createPlayerAnalyticsRepository(db: DbOrTx) {
  return {
    /** The account's privacy settings, circle, the viewer's product-manager role and the data version. */
    async findGate(accountId: number, viewerId: number | null): Promise<PlayerGate | null> {
      // Subqueries compare with the bound id: drizzle writes columns unqualified inside `sql`, so a
      // correlated `accounts.id` would resolve to the subquery's own table.
      const [row] = await db
        .select({
          accountId: accounts.id,
          settings: sql<
            FeatureSetting[]
          >`coalesce((select json_agg(json_build_object('featureId', ${accountWebsiteSettings.featureId}, 'isPublic', ${accountWebsiteSettings.isPublic}, 'isPhoneVerified', ${accountWebsiteSettings.isPhoneVerified})) from ${accountWebsiteSettings} where ${accountWebsiteSettings.accountId} = ${accountId}), '[]'::json)`,
          circle: sql<
            number[]
          >`coalesce((select json_agg(${accountCircles.memberAccountId}) from ${accountCircles} where ${accountCircles.accountId} = ${accountId}), '[]'::json)`,
          isViewerProductManager: sql<boolean>`exists (select 1 from ${accountRoles} where ${accountRoles.accountId} = ${viewerId ?? 0} and ${accountRoles.role} = 'product_manager')`,
          dataVersion: sql<string>`(select count(*) || ':' || coalesce(max(${rounds.id}), 0) || ':' || coalesce(sum(${rounds.id}), 0) from ${rounds} where ${rounds.accountId} = ${accountId}) || ':' || coalesce((select ${accountDataVersions.version} from ${accountDataVersions} where ${accountDataVersions.accountId} = ${accountId}), 0)`,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!row) return null;
      return {
        accountId: row.accountId,
        settings: row.settings,
        subCircleAccountIds: row.circle,
        isViewerProductManager: row.isViewerProductManager,
        dataVersion: String(row.dataVersion),
      };
    },

    /**
     * Every round of the player with its hole_stats in ONE query, grouped by round in play order
     * (what golf-core's one-pass totals expect).
     */
    async loadDataset(accountId: number, writtenAfterVersion?: number): Promise<DatasetRow[]> {
      const rows = await db
        .select({
          id: rounds.id,
          playedAt: rounds.playedAt,
          holeCount: rounds.holeCount,
          roundType: rounds.roundType,
          roundNumber: rounds.roundNumber,
          tournamentId: rounds.tournamentId,
          courseId: rounds.courseId,
          courseName: courses.name,
          courseLengthYards: rounds.courseLengthYards,
          tournamentName: tournaments.name,
          tournamentUrl: tournaments.url,
          isSimulator: rounds.isSimulator,
          isCompleted: rounds.isCompleted,
          features: holeStats.features,
        })
        .from(rounds)
        .innerJoin(courses, eq(courses.id, rounds.courseId))
        .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
        .leftJoin(holeStats, eq(holeStats.roundId, rounds.id))
        .where(
          writtenAfterVersion === undefined
            ? eq(rounds.accountId, accountId)
            : and(eq(rounds.accountId, accountId), gt(rounds.dataVersion, writtenAfterVersion)),
        )
        .orderBy(asc(rounds.id), asc(holeStats.roundHoleNumber));
      return rows;
    },

    /** Ids of the player's rounds, ascending (what an incremental dataset reload checks against). */
    async listRoundIds(accountId: number): Promise<number[]> {
      const rows = await db
        .select({ id: rounds.id })
        .from(rounds)
        .where(eq(rounds.accountId, accountId))
        .orderBy(asc(rounds.id));
      return rows.map((r) => r.id);
    },

    async countCompletedRounds(accountId: number): Promise<{ eighteenHole: number; nineHole: number }> {
      const [row] = await db
        .select({
          eighteenHole: sql<number>`count(*) filter (where ${rounds.holeCount} = 18)`.mapWith(Number),
          nineHole: sql<number>`count(*) filter (where ${rounds.holeCount} = 9)`.mapWith(Number),
        })
        .from(rounds)
        .where(and(eq(rounds.accountId, accountId), eq(rounds.isCompleted, true)));
      return { eighteenHole: row?.eighteenHole ?? 0, nineHole: row?.nineHole ?? 0 };
    },

    /** Rounds with their course and tournament names, newest first. */
    async listRounds(accountId: number, roundIds?: readonly number[]) {
      return db
        .select({
          id: rounds.id,
          playedAt: rounds.playedAt,
          holeCount: rounds.holeCount,
          roundType: sql<RoundTypeId>`${rounds.roundType}`,
          roundNumber: rounds.roundNumber,
          isCompleted: rounds.isCompleted,
          score: rounds.score,
          par: rounds.par,
          courseLengthYards: rounds.courseLengthYards,
          courseId: rounds.courseId,
          courseName: courses.name,
          tournamentId: rounds.tournamentId,
          tournamentName: tournaments.name,
        })
        .from(rounds)
        .innerJoin(courses, eq(courses.id, rounds.courseId))
        .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
        .where(
          roundIds
            ? and(eq(rounds.accountId, accountId), inArray(rounds.id, [...roundIds]))
            : eq(rounds.accountId, accountId),
        )
        .orderBy(sql`${rounds.playedAt} desc`, sql`${rounds.id} desc`);
    },

    /**
     * Holes and shots of the given rounds (the caller checked they are the player's), only the columns the
     * map draws. Hole stat flags come from the player's cached dataset, not from the ~1.6 KB jsonb rows.
     */
    async loadMapDetails(roundIds: readonly number[]) {
      const ids = [...roundIds];
      const [holes, shotRows] = await Promise.all([
        db
          .select({
            roundId: roundHoles.roundId,
            roundHoleNumber: roundHoles.roundHoleNumber,
            courseHoleNumber: roundHoles.courseHoleNumber,
            par: roundHoles.par,
            score: roundHoles.score,
            lengthYards: roundHoles.lengthYards,
            isExcluded: roundHoles.isExcluded,
            teeLatitude: roundHoles.teeLatitude,
            teeLongitude: roundHoles.teeLongitude,
            pinLatitude: roundHoles.pinLatitude,
            pinLongitude: roundHoles.pinLongitude,
          })
          .from(roundHoles)
          .where(inArray(roundHoles.roundId, ids))
          .orderBy(asc(roundHoles.roundId), asc(roundHoles.roundHoleNumber)),
        db
          .select({
            roundId: shots.roundId,
            roundHoleNumber: shots.roundHoleNumber,
            shotNumber: shots.shotNumber,
            startLie: shots.startLie,
            startLatitude: shots.startLatitude,
            startLongitude: shots.startLongitude,
            endLatitude: shots.endLatitude,
            endLongitude: shots.endLongitude,
            penaltyStrokes: shots.penaltyStrokes,
          })
          .from(shots)
          .where(inArray(shots.roundId, ids))
          .orderBy(asc(shots.roundId), asc(shots.roundHoleNumber), asc(shots.shotNumber)),
      ]);
      return { holes, shots: shotRows };
    },

    /** Ids of the player's courses (courses of their rounds) among `courseIds`. */
    async playedCourseIds(accountId: number, courseIds: readonly number[]): Promise<number[]> {
      const rows = await db
        .selectDistinct({ courseId: rounds.courseId })
        .from(rounds)
        .where(and(eq(rounds.accountId, accountId), inArray(rounds.courseId, [...courseIds])));
      return rows.map((r) => r.courseId);
    },

    /** The stored GeoJSON vector layers of a course's holes, in hole order (issue 23 course map). */
    async loadCourseHoleLayers(courseId: number): Promise<unknown[]> {
      const rows = await db
        .select({ geojson: courseHoles.geojson })
        .from(courseHoles)
        .where(eq(courseHoles.courseId, courseId))
        .orderBy(asc(courseHoles.holeNumber));
      return rows.map((r) => r.geojson);
    },

    async loadCourses(courseIds: readonly number[]) {
      const ids = [...courseIds];
      const [courseRows, holes, tees] = await Promise.all([
        db.select().from(courses).where(inArray(courses.id, ids)),
        db
          .select()
          .from(courseHoles)
          .where(inArray(courseHoles.courseId, ids))
          .orderBy(asc(courseHoles.courseId), asc(courseHoles.holeNumber)),
        db
          .select()
          .from(courseTees)
          .where(inArray(courseTees.courseId, ids))
          .orderBy(asc(courseTees.courseId), asc(courseTees.id)),
      ]);
      return { courses: courseRows, holes, tees };
    },

    /** Targets of one round of the player; empty when the round is not theirs. */
    async listTargets(accountId: number, roundId: number) {
      return db
        .select({
          roundHoleNumber: roundTargets.roundHoleNumber,
          shotNumber: roundTargets.shotNumber,
          latitude: roundTargets.latitude,
          longitude: roundTargets.longitude,
        })
        .from(roundTargets)
        .innerJoin(rounds, eq(rounds.id, roundTargets.roundId))
        .where(and(eq(roundTargets.roundId, roundId), eq(rounds.accountId, accountId)))
        .orderBy(asc(roundTargets.roundHoleNumber), asc(roundTargets.shotNumber), asc(roundTargets.id));
    },

    async roundBelongsTo(accountId: number, roundId: number): Promise<boolean> {
      const rows = await db
        .select({ id: rounds.id })
        .from(rounds)
        .where(and(eq(rounds.id, roundId), eq(rounds.accountId, accountId)));
      return rows.length > 0;
    },
  };
}

export type PlayerAnalyticsRepository = ReturnType<typeof createPlayerAnalyticsRepository>;
