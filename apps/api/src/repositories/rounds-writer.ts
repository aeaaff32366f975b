import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { deriveHoleFeatures, totalOfRecorded, type RoundInput } from '@linksight/golf-core';
import { schema, type DbOrTx } from '../db/client';

/**
 * Rows per statement. Each chunk travels as ONE json parameter expanded by json_populate_recordset:
 * measured on PGlite, this is several times faster than multi-row VALUES with thousands of bind
 * parameters, and it stays far from PostgreSQL's 65,535-parameter ceiling.
 */
const ROWS_PER_INSERT = 10_000;

/** Inserts rows keyed by Drizzle property names into a table without serial columns left to fill. */
async function insertChunked<T extends Record<string, unknown>>(
  tx: DbOrTx,
  table: PgTable,
  rows: T[],
): Promise<void> {
  const { name, columns } = getTableConfig(table);
  const keys = Object.entries(table as unknown as Record<string, { name?: string }>).filter(([, c]) =>
    columns.includes(c as never),
  );
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of keys) {
        const value = row[key];
        out[column.name!] = value instanceof Date ? value.toISOString() : value;
      }
      return out;
    });
    const columnList = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(name)} (${columnList}) SELECT ${columnList} FROM json_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

export type RoundWriteContext = {
  /** The tee set id for a (course id, tee name) pair; null when the course has no such tee. */
  teeIdOf: (courseId: number, teeName: string) => number | null;
  /** The client's id of a round (issue 20 idempotency); none for seeded rounds. */
  clientRoundIdOf?: (roundId: number) => string | null;
  /** The player's data-version counter after this write (issue 20); 0 for seeded rounds. */
  dataVersion?: number;
};

/**
 * Writes rounds with their holes, shots and derived hole_stats (ARCHITECTURE §4: rounds are written
 * once, with their derived stats). Call inside a transaction so nothing half-written remains.
 * Round ids are taken from the input (the caller owns id allocation).
 */
export async function insertRounds(
  tx: DbOrTx,
  rounds: readonly RoundInput[],
  ctx: RoundWriteContext,
): Promise<void> {
  const roundRows = rounds.map((r) => {
    const played = r.holes.filter((h) => h.score !== null && !h.isExcluded);
    return {
      id: r.id,
      accountId: r.accountId,
      courseId: r.courseId,
      teeId: ctx.teeIdOf(r.courseId, r.teeName),
      tournamentId: r.tournamentId,
      playedAt: new Date(r.playedAt),
      holeCount: r.holeCount,
      roundType: r.roundType,
      roundNumber: r.roundNumber,
      isSimulator: r.isSimulator,
      isCompleted: r.isCompleted,
      isFeatured: false,
      score: played.length > 0 ? played.reduce((sum, h) => sum + (h.score ?? 0), 0) : null,
      par: r.holes.reduce((sum, h) => sum + h.par, 0),
      courseRating: r.courseRating,
      slope: r.slope,
      // null as soon as one hole's length is unknown: a part-sum would pass for the course's length.
      courseLengthYards: totalOfRecorded(r.holes.map((h) => h.lengthYards)),
      clientRoundId: ctx.clientRoundIdOf?.(r.id) ?? null,
      dataVersion: ctx.dataVersion ?? 0,
    };
  });
  await insertChunked(tx, schema.rounds, roundRows);

  const holeRows = rounds.flatMap((r) =>
    r.holes.map((h) => ({
      roundId: r.id,
      roundHoleNumber: h.roundHoleNumber,
      courseHoleNumber: h.courseHoleNumber,
      par: h.par,
      strokeIndex: h.strokeIndex,
      lengthYards: h.lengthYards,
      score: h.score,
      putts: h.putts,
      fairway: h.fairway,
      teeLatitude: h.tee?.lat ?? null,
      teeLongitude: h.tee?.lng ?? null,
      pinLatitude: h.pin?.lat ?? null,
      pinLongitude: h.pin?.lng ?? null,
      isExcluded: h.isExcluded,
    })),
  );
  await insertChunked(tx, schema.roundHoles, holeRows);

  const shotRows = rounds.flatMap((r) =>
    r.holes.flatMap((h) =>
      h.shots.map((s) => ({
        roundId: r.id,
        roundHoleNumber: h.roundHoleNumber,
        shotNumber: s.shotNumber,
        startLatitude: s.start.lat,
        startLongitude: s.start.lng,
        endLatitude: s.end.lat,
        endLongitude: s.end.lng,
        startLie: s.startLie,
        endLie: s.endLie,
        distanceToPinBeforeYards: s.distanceToPinBeforeYards,
        distanceToPinAfterYards: s.distanceToPinAfterYards,
        penaltyStrokes: s.penaltyStrokes,
        club: s.club ?? null,
      })),
    ),
  );
  await insertChunked(tx, schema.shots, shotRows);

  const statRows = rounds.flatMap((r) =>
    deriveHoleFeatures(r).map((features) => ({
      roundId: r.id,
      roundHoleNumber: features.roundHoleNumber,
      accountId: r.accountId,
      features,
    })),
  );
  await insertChunked(tx, schema.holeStats, statRows);
}
