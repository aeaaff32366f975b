import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type IngestIssueItem, type RoundImportResponse } from '@linksight/api-contract';
import {
  lacksPinForShots,
  prefixIssues,
  roundFingerprint,
  toRoundInput,
  validateCourseIngest,
  validateRoundIngest,
  type RoundInput,
  type ValidCourse,
  type ValidRound,
} from '@linksight/golf-core';
import { schema, type Db, type DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createCoursesRepository, type ResolvedCourse } from '../../repositories/courses';
import { recomputeHandicap, updateHandicapAfterInsert } from '../../repositories/handicaps';
import { insertRounds } from '../../repositories/rounds-writer';
import { ingestRejection } from './rejection';
import { findOrCreateTournament } from './tournaments';

const { rounds, accountDataVersions } = schema;

/** A round ready to write: the stored shape, its tee row and the client's id. */
type PreparedRound = { input: RoundInput; teeId: number; clientRoundId: string | null };

/** PostgreSQL's unique_violation, through drizzle's wrapper (PGlite and pg both carry `code`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * Moves the player's data version (issue 20): every write, in its transaction, so the analytics caches
 * of every API instance see new data on their next request even when round ids did not change.
 */
export async function bumpDataVersion(tx: DbOrTx, accountId: number): Promise<number> {
  const [row] = await tx
    .insert(accountDataVersions)
    .values({ accountId, version: 1 })
    .onConflictDoUpdate({
      target: accountDataVersions.accountId,
      set: { version: sql`${accountDataVersions.version} + 1` },
    })
    .returning({ version: accountDataVersions.version });
  return row!.version;
}

/** Finds the course and tee of a round the player may use, or the issues that say why not. */
async function resolveRound(
  tx: DbOrTx,
  playerId: number,
  round: ValidRound,
  cache: Map<number, ResolvedCourse | null>,
): Promise<{ course: ResolvedCourse; tee: ResolvedCourse['tees'][number] } | { issues: IngestIssueItem[] }> {
  const repo = createCoursesRepository(tx);
  let courseId = round.courseId;
  if (round.courseExternalId !== null) {
    courseId = await repo.findIdByExternalId(playerId, round.courseExternalId);
    if (courseId === null)
      return {
        issues: [
          {
            path: '$.courseExternalId',
            message: `no course of yours has externalId "${round.courseExternalId}": post the course first`,
          },
        ],
      };
  }
  if (!cache.has(courseId!))
    cache.set(courseId!, (await repo.loadForRounds([courseId!])).get(courseId!) ?? null);
  const course = cache.get(courseId!);
  // Another player's private course answers like a missing one: its existence is private too.
  if (!course || (course.isPrivate && course.ownerAccountId !== playerId))
    return { issues: [{ path: '$.courseId', message: `no course ${courseId} that this player may use` }] };
  const tee = course.tees.find((t) => t.name.toLowerCase() === round.teeName.toLowerCase());
  if (!tee)
    return {
      issues: [
        {
          path: '$.teeName',
          message: `${course.name} has no tee "${round.teeName}" (tees: ${course.tees.map((t) => t.name).join(', ')})`,
        },
      ],
    };
  const issues: IngestIssueItem[] = [];
  round.holes.forEach((h, i) => {
    const courseHole = course.holes.find((ch) => ch.number === h.number);
    if (!courseHole)
      issues.push({ path: `$.holes[${i}].number`, message: `hole ${h.number} is not on ${course.name}` });
    else if (lacksPinForShots(h, courseHole.pin))
      issues.push({
        path: `$.holes[${i}].pin`,
        message: `hole ${h.number}: its shots cannot be measured without a pin (neither sent nor on ${course.name}, and the last shot is not holed): send the hole's pin, or each shot's distanceToPinBeforeYards and distanceToPinAfterYards`,
      });
  });
  return issues.length > 0 ? { issues } : { course, tee };
}

async function prepareRound(
  tx: DbOrTx,
  playerId: number,
  round: ValidRound,
  id: number,
  clientRoundId: string | null,
  cache: Map<number, ResolvedCourse | null>,
): Promise<PreparedRound | { issues: IngestIssueItem[] }> {
  const resolved = await resolveRound(tx, playerId, round, cache);
  if ('issues' in resolved) return resolved;
  const { course, tee } = resolved;
  const tournamentId = round.tournament
    ? await findOrCreateTournament(tx, round.tournament, round.playedAt, round.roundType, course.id)
    : null;
  const input = toRoundInput(round, {
    id,
    accountId: playerId,
    course: { id: course.id, name: course.name, tee, holes: course.holes },
    tournamentId,
  });
  return { input, teeId: tee.id, clientRoundId };
}

/**
 * Writes prepared rounds, moves the data version and updates the handicap (appended for new rounds,
 * recomputed when a round was replaced), in the caller's transaction.
 */
async function writePrepared(
  tx: DbOrTx,
  playerId: number,
  prepared: PreparedRound[],
  now: Date,
  handicap: 'append' | 'recompute',
) {
  const dataVersion = await bumpDataVersion(tx, playerId);
  const teeIds = new Map(prepared.map((p) => [`${p.input.courseId}|${p.input.teeName}`, p.teeId]));
  const clientIds = new Map(prepared.map((p) => [p.input.id, p.clientRoundId]));
  await insertRounds(
    tx,
    prepared.map((p) => p.input),
    {
      teeIdOf: (courseId, teeName) => teeIds.get(`${courseId}|${teeName}`) ?? null,
      clientRoundIdOf: (id) => clientIds.get(id) ?? null,
      dataVersion,
    },
  );
  return handicap === 'append'
    ? updateHandicapAfterInsert(
        tx,
        playerId,
        prepared.map((p) => p.input),
        now,
      )
    : recomputeHandicap(tx, playerId, now);
}

async function allocateRoundIds(tx: DbOrTx, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('rounds', 'id'))::int as id from generate_series(1, ${count})`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

async function findByClientId(db: DbOrTx, playerId: number, clientRoundIds: readonly string[]) {
  if (clientRoundIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: rounds.id, clientRoundId: rounds.clientRoundId })
    .from(rounds)
    .where(and(eq(rounds.accountId, playerId), inArray(rounds.clientRoundId, [...clientRoundIds])));
  return new Map(rows.map((r) => [r.clientRoundId!, r.id]));
}

/**
 * The id an imported round is known by: its clientRoundId, else its fingerprint on the course it names,
 * resolved to a Linksight id so that naming the course by id or by externalId is the same round (issue
 * 20). Null when no course of the player has that externalId: prepareRound reports it.
 */
async function importKeyOf(
  repo: ReturnType<typeof createCoursesRepository>,
  playerId: number,
  round: ValidRound,
  externalIds: Map<string, number | null>,
): Promise<string | null> {
  if (round.clientRoundId !== null) return round.clientRoundId;
  const external = round.courseExternalId;
  if (external !== null && !externalIds.has(external))
    externalIds.set(external, await repo.findIdByExternalId(playerId, external));
  const courseId = external === null ? round.courseId : externalIds.get(external)!;
  return courseId === null ? null : roundFingerprint(round, courseId);
}

export type RoundWriteOutcome = { roundId: number; isDuplicate: boolean; handicapIndex: number | null };

/**
 * POST a round (issue 20): validated whole, written with its derived hole stats in one transaction. A
 * clientRoundId (or an Idempotency-Key, when the body has none) makes a retry return the same round: a
 * concurrent twin waits on the unique index and then finds the first one's round.
 */
export async function createRound(
  db: Db,
  playerId: number,
  body: unknown,
  idempotencyKey: string | null,
  now: Date,
): Promise<RoundWriteOutcome> {
  const { round, issues } = validateRoundIngest(body, { now });
  if (!round) throw ingestRejection(issues);
  const clientRoundId = round.clientRoundId ?? (idempotencyKey ? `idem:${idempotencyKey}` : null);
  const duplicateOf = async (): Promise<RoundWriteOutcome | null> => {
    if (clientRoundId === null) return null;
    const id = (await findByClientId(db, playerId, [clientRoundId])).get(clientRoundId);
    if (id === undefined) return null;
    const [row] = await db
      .select({ index: schema.playerHandicaps.handicapIndex })
      .from(schema.playerHandicaps)
      .where(eq(schema.playerHandicaps.accountId, playerId));
    return { roundId: id, isDuplicate: true, handicapIndex: row?.index ?? null };
  };
  const earlier = await duplicateOf();
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const [id] = await allocateRoundIds(tx, 1);
      const prepared = await prepareRound(tx, playerId, round, id!, clientRoundId, new Map());
      if ('issues' in prepared) throw ingestRejection(prepared.issues);
      const handicapIndex = await writePrepared(tx, playerId, [prepared], now, 'append');
      return { roundId: id!, isDuplicate: false, handicapIndex };
    });
  } catch (error) {
    const twin = isUniqueViolation(error) ? await duplicateOf() : null;
    if (twin) return twin;
    throw error;
  }
}

/** PUT: replaces the player's round in place (same id), or 404 when it is not theirs. */
export async function replaceRound(
  db: Db,
  playerId: number,
  roundId: number,
  body: unknown,
  now: Date,
): Promise<RoundWriteOutcome> {
  const { round, issues } = validateRoundIngest(body, { now });
  if (!round) throw ingestRejection(issues);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ clientRoundId: rounds.clientRoundId })
        .from(rounds)
        .where(and(eq(rounds.id, roundId), eq(rounds.accountId, playerId)))
        .for('update');
      if (!existing) throw AppError.notFound(`No round ${roundId} of player ${playerId}`);
      const prepared = await prepareRound(
        tx,
        playerId,
        round,
        roundId,
        round.clientRoundId ?? existing.clientRoundId,
        new Map(),
      );
      if ('issues' in prepared) throw ingestRejection(prepared.issues);
      // Holes, shots, hole stats, targets and notes go with the round (ON DELETE CASCADE).
      await tx.delete(rounds).where(eq(rounds.id, roundId));
      const handicapIndex = await writePrepared(tx, playerId, [prepared], now, 'recompute');
      return { roundId, isDuplicate: false, handicapIndex };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, ErrorCode.validation, 'Another round of this player has that clientRoundId', {
        path: '$.clientRoundId',
      });
    throw error;
  }
}

/** DELETE: removes the player's round and everything derived from it; 404 when it is not theirs. */
export async function deleteRound(db: Db, playerId: number, roundId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(rounds)
      .where(and(eq(rounds.id, roundId), eq(rounds.accountId, playerId)))
      .returning({ id: rounds.id });
    if (deleted.length === 0) throw AppError.notFound(`No round ${roundId} of player ${playerId}`);
    await bumpDataVersion(tx, playerId);
    await recomputeHandicap(tx, playerId, now);
  });
}

/** Thrown to roll a dry run back after it checked everything against the database. */
class DryRunDone extends Error {
  constructor(readonly response: RoundImportResponse) {
    super('dry run');
  }
}

/**
 * One batch of the import page (issue 20): courses first (each validated; a file's course needs an
 * externalId so its rounds can name it), then rounds. A round with any problem is reported and not
 * written; the others are written together in one transaction; rounds seen before (same clientRoundId,
 * or the same content when the file gives none) are skipped as duplicates. `dryRun` checks everything,
 * then rolls back.
 */
export async function importRounds(
  db: Db,
  playerId: number,
  request: { courses?: unknown[]; rounds: unknown[]; dryRun?: boolean },
  now: Date,
): Promise<RoundImportResponse> {
  const courseResults: RoundImportResponse['courses'] = [];
  const validCourses: { index: number; course: ValidCourse }[] = [];
  (request.courses ?? []).forEach((raw, index) => {
    const { course, issues } = validateCourseIngest(raw);
    const all = prefixIssues(issues, `$.courses[${index}]`);
    if (course && course.externalId === null)
      all.push({
        path: `$.courses[${index}].externalId`,
        message: 'a course in an import needs an externalId',
      });
    if (course && all.length === 0) validCourses.push({ index, course });
    else courseResults.push({ index, status: 'failed', courseId: null, issues: all });
  });
  const roundResults: RoundImportResponse['rounds'] = request.rounds.map((_, index) => ({
    index,
    status: 'failed',
    roundId: null,
    issues: [],
  }));
  const valid: { index: number; round: ValidRound }[] = [];
  request.rounds.forEach((raw, index) => {
    const { round, issues } = validateRoundIngest(raw, { now });
    if (round) valid.push({ index, round });
    else roundResults[index]!.issues = prefixIssues(issues, `$.rounds[${index}]`);
  });

  const run = async (tx: DbOrTx): Promise<RoundImportResponse> => {
    const repo = createCoursesRepository(tx);
    for (const { index, course } of validCourses) {
      const { courseId } = await repo.upsertCourse(playerId, course);
      courseResults.push({ index, status: request.dryRun ? 'valid' : 'imported', courseId, issues: [] });
    }
    // After the courses: a round may name one this batch just made.
    const externalIds = new Map<string, number | null>();
    const keyed: { index: number; round: ValidRound; clientRoundId: string | null }[] = [];
    for (const v of valid)
      keyed.push({ ...v, clientRoundId: await importKeyOf(repo, playerId, v.round, externalIds) });
    const seen = await findByClientId(
      tx,
      playerId,
      keyed.flatMap((v) => (v.clientRoundId === null ? [] : [v.clientRoundId])),
    );
    const fresh = keyed.filter((v) => {
      if (v.clientRoundId === null) return true;
      const earlier = seen.get(v.clientRoundId);
      if (earlier === undefined) {
        seen.set(v.clientRoundId, 0); // a twin later in this batch is a duplicate of this one
        return true;
      }
      Object.assign(roundResults[v.index]!, { status: 'duplicate', roundId: earlier || null });
      return false;
    });
    const ids = request.dryRun ? fresh.map(() => 0) : await allocateRoundIds(tx, fresh.length);
    const cache = new Map<number, ResolvedCourse | null>();
    const prepared: PreparedRound[] = [];
    for (let i = 0; i < fresh.length; i++) {
      const v = fresh[i]!;
      const p = await prepareRound(tx, playerId, v.round, ids[i]!, v.clientRoundId, cache);
      const result = roundResults[v.index]!;
      if ('issues' in p) result.issues = prefixIssues(p.issues, `$.rounds[${v.index}]`);
      else {
        prepared.push(p);
        Object.assign(result, { status: request.dryRun ? 'valid' : 'imported', roundId: ids[i] || null });
      }
    }
    const handicapIndex =
      request.dryRun || prepared.length === 0
        ? null
        : await writePrepared(tx, playerId, prepared, now, 'append');
    courseResults.sort((a, b) => a.index - b.index);
    return { rounds: roundResults, courses: courseResults, handicapIndex };
  };

  const attempt = () =>
    db.transaction(async (tx) => {
      const response = await run(tx);
      if (request.dryRun) throw new DryRunDone(response);
      return response;
    });
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof DryRunDone) return error.response;
    // The same file imported twice at once: the second batch waited on the unique index and failed;
    // once more, its rounds are found as duplicates of the first's.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}
