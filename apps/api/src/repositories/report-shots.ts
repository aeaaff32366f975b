import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/client';

const { rounds, roundHoles, shots, roundTargets } = schema;

/**
 * Shot-level reads of the report pages (issue 19: dispersion, best round and course plan maps). The
 * dashboard's analytics read hole rows only; these reports are the few places that need every shot.
 */
export function createReportShotsRepository(db: DbOrTx) {
  return {
    /** Shots of the rounds with their hole's par and pin, in play order. */
    async loadShots(roundIds: readonly number[]) {
      if (roundIds.length === 0) return [];
      return db
        .select({
          roundId: shots.roundId,
          roundHoleNumber: shots.roundHoleNumber,
          courseHoleNumber: roundHoles.courseHoleNumber,
          par: roundHoles.par,
          shotNumber: shots.shotNumber,
          startLatitude: shots.startLatitude,
          startLongitude: shots.startLongitude,
          endLatitude: shots.endLatitude,
          endLongitude: shots.endLongitude,
          startLie: shots.startLie,
          endLie: shots.endLie,
          club: shots.club,
          pinLatitude: roundHoles.pinLatitude,
          pinLongitude: roundHoles.pinLongitude,
          isExcluded: roundHoles.isExcluded,
        })
        .from(shots)
        .innerJoin(
          roundHoles,
          and(eq(roundHoles.roundId, shots.roundId), eq(roundHoles.roundHoleNumber, shots.roundHoleNumber)),
        )
        .where(inArray(shots.roundId, [...roundIds]))
        .orderBy(asc(shots.roundId), asc(shots.roundHoleNumber), asc(shots.shotNumber));
    },

    /** Targets of the rounds (spec 3 §3 courseManagementTarget). */
    async loadTargets(roundIds: readonly number[]) {
      if (roundIds.length === 0) return [];
      return db
        .select({
          roundId: roundTargets.roundId,
          roundHoleNumber: roundTargets.roundHoleNumber,
          shotNumber: roundTargets.shotNumber,
          latitude: roundTargets.latitude,
          longitude: roundTargets.longitude,
        })
        .from(roundTargets)
        .where(inArray(roundTargets.roundId, [...roundIds]))
        .orderBy(asc(roundTargets.roundId), asc(roundTargets.shotNumber), asc(roundTargets.id));
    },

    /** Hole rows of the rounds (tee, pin, putts, fairway) for scorecards and maps. */
    async loadHoles(roundIds: readonly number[]) {
      if (roundIds.length === 0) return [];
      return db
        .select()
        .from(roundHoles)
        .where(inArray(roundHoles.roundId, [...roundIds]))
        .orderBy(asc(roundHoles.roundId), asc(roundHoles.roundHoleNumber));
    },

    /** The player's featured rounds (spec 3 §2 My Featured Rounds), newest first. */
    async featuredRoundIds(accountId: number): Promise<number[]> {
      const rows = await db
        .select({ id: rounds.id })
        .from(rounds)
        .where(and(eq(rounds.accountId, accountId), eq(rounds.isFeatured, true)))
        .orderBy(asc(rounds.playedAt));
      return rows.map((r) => r.id).reverse();
    },
  };
}

export type ReportShotsRepository = ReturnType<typeof createReportShotsRepository>;
