import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlayerHandicapView } from '@linksight/api-contract';
import {
  appendHandicapScores,
  playerHandicap,
  type HandicapRound,
  type HandicapScore,
  type RoundInput,
} from '@linksight/golf-core';
import { schema, type DbOrTx } from '../db/client';

const { rounds, roundHoles, playerHandicaps, handicapHistory } = schema;

type HoleTuple = [score: number | null, par: number, strokeIndex: number, isExcluded: boolean];

/** The player's rounds as the handicap needs them, in ONE query (holes aggregated per round). */
async function loadHandicapRounds(db: DbOrTx, accountId: number): Promise<HandicapRound[]> {
  const rows = await db
    .select({
      id: rounds.id,
      playedAt: rounds.playedAt,
      holeCount: rounds.holeCount,
      isCompleted: rounds.isCompleted,
      courseRating: rounds.courseRating,
      slope: rounds.slope,
      par: rounds.par,
      holes: sql<
        HoleTuple[]
      >`json_agg(json_build_array(${roundHoles.score}, ${roundHoles.par}, ${roundHoles.strokeIndex}, ${roundHoles.isExcluded}) order by ${roundHoles.roundHoleNumber})`,
    })
    .from(rounds)
    .innerJoin(roundHoles, eq(roundHoles.roundId, rounds.id))
    // WHS: scores played in a simulator are not acceptable for handicap purposes.
    .where(sql`${rounds.accountId} = ${accountId} and ${rounds.isCompleted} and not ${rounds.isSimulator}`)
    .groupBy(rounds.id);
  return rows.map((r) => ({
    id: r.id,
    playedAt: new Date(r.playedAt).toISOString(),
    holeCount: r.holeCount === 9 ? 9 : 18,
    isCompleted: r.isCompleted,
    courseRating: r.courseRating,
    slope: r.slope,
    par: r.par,
    holes: r.holes.map(([score, par, strokeIndex, isExcluded]) => ({ score, par, strokeIndex, isExcluded })),
  }));
}

/**
 * Recomputes the player's WHS Handicap Index and its history from their rounds (issue 20: on every round
 * write, in the write's transaction) with golf-core's `playerHandicap`. Returns the new index.
 */
export async function recomputeHandicap(db: DbOrTx, accountId: number, now: Date): Promise<number | null> {
  const result = playerHandicap(await loadHandicapRounds(db, accountId));
  await writeHandicap(db, accountId, result, now);
  return result.index;
}

/**
 * After new rounds were written: their scores appended to the stored history from its last 20 scores
 * (golf-core `appendHandicapScores`), which equals a full recompute when the rounds are 18-hole rounds
 * played after the last score; otherwise, or for a player never computed, the full recompute. Measured:
 * a post for a 500-round player no longer reads 9,000 holes and rewrites 500 history rows.
 */
export async function updateHandicapAfterInsert(
  db: DbOrTx,
  accountId: number,
  inserted: readonly RoundInput[],
  now: Date,
): Promise<number | null> {
  const [current] = await db.select().from(playerHandicaps).where(eq(playerHandicaps.accountId, accountId));
  if (!current) return recomputeHandicap(db, accountId, now);
  const rows = await db
    .select()
    .from(handicapHistory)
    .where(eq(handicapHistory.accountId, accountId))
    .orderBy(desc(handicapHistory.playedAt), desc(handicapHistory.id))
    .limit(20);
  const tail: HandicapScore[] = rows.reverse().map((h) => ({
    roundIds: h.roundIds,
    playedAt: h.playedAt.toISOString(),
    adjustedGrossScore: h.adjustedGrossScore,
    differential: h.differential,
    indexAfter: h.handicapIndex,
  }));
  const rounds = inserted.flatMap((r) => handicapRoundOf(r) ?? []);
  const appended = appendHandicapScores(tail, rounds);
  if (!appended) return recomputeHandicap(db, accountId, now);
  if (appended.length > 0)
    await db.insert(handicapHistory).values(appended.map((h) => historyRow(accountId, h)));
  const index = appended.length > 0 ? appended.at(-1)!.indexAfter : current.handicapIndex;
  await db
    .update(playerHandicaps)
    .set({
      handicapIndex: index,
      scoresUsed: Math.min(20, current.scoresUsed + appended.length),
      updatedAt: now,
    })
    .where(eq(playerHandicaps.accountId, accountId));
  return index;
}

const historyRow = (accountId: number, h: HandicapScore) => ({
  accountId,
  roundIds: h.roundIds,
  playedAt: new Date(h.playedAt),
  adjustedGrossScore: h.adjustedGrossScore,
  differential: h.differential,
  handicapIndex: h.indexAfter,
});

/** Stores a computed handicap (also the seed's, computed from the generated rounds in memory). */
export async function writeHandicap(
  db: DbOrTx,
  accountId: number,
  result: ReturnType<typeof playerHandicap>,
  now: Date,
): Promise<void> {
  await db.delete(handicapHistory).where(eq(handicapHistory.accountId, accountId));
  if (result.history.length > 0)
    await db.insert(handicapHistory).values(result.history.map((h) => historyRow(accountId, h)));
  const values = { handicapIndex: result.index, scoresUsed: result.scoresUsed, updatedAt: now };
  await db
    .insert(playerHandicaps)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: playerHandicaps.accountId, set: values });
}

/**
 * The player's stored Handicap Index with its history, oldest first; `handicapIndex` null below 3
 * acceptable scores, `scoresUsed` 0 and an empty history for a player with none yet. What the Summary,
 * resume and roster cards read (issue 20: written on every round write, never recomputed on read).
 */
export async function findPlayerHandicap(db: DbOrTx, accountId: number): Promise<PlayerHandicapView> {
  const [current] = await db.select().from(playerHandicaps).where(eq(playerHandicaps.accountId, accountId));
  const history = await db
    .select()
    .from(handicapHistory)
    .where(eq(handicapHistory.accountId, accountId))
    .orderBy(asc(handicapHistory.playedAt), asc(handicapHistory.id));
  return {
    handicapIndex: current?.handicapIndex ?? null,
    scoresUsed: current?.scoresUsed ?? 0,
    history: history.map((h) => ({
      roundIds: h.roundIds,
      playedAt: h.playedAt.toISOString(),
      differential: h.differential,
      handicapIndex: h.handicapIndex,
    })),
  };
}

/** Current indexes of many players at once (roster and search cards): account id → index (or null). */
export async function findHandicapIndexes(
  db: DbOrTx,
  accountIds: readonly number[],
): Promise<Map<number, number | null>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: playerHandicaps.accountId, handicapIndex: playerHandicaps.handicapIndex })
    .from(playerHandicaps)
    .where(inArray(playerHandicaps.accountId, [...accountIds]));
  return new Map(rows.map((r) => [r.accountId, r.handicapIndex]));
}

/** What the handicap needs of a generated or posted round (simulator rounds are not acceptable, WHS). */
export function handicapRoundOf(r: RoundInput): HandicapRound | null {
  if (r.isSimulator) return null;
  return {
    id: r.id,
    playedAt: r.playedAt,
    holeCount: r.holeCount,
    isCompleted: r.isCompleted,
    courseRating: r.courseRating,
    slope: r.slope,
    par: r.holes.reduce((sum, h) => sum + h.par, 0),
    holes: r.holes.map((h) => ({
      score: h.score,
      par: h.par,
      strokeIndex: h.strokeIndex,
      isExcluded: h.isExcluded,
    })),
  };
}

/**
 * The seed's handicaps (issue 20: the demo world's players have their index and history too), computed
 * from the generated rounds in memory, so no round is read back.
 */
export async function storeHandicapsOf(
  db: DbOrTx,
  roundInputs: readonly RoundInput[],
  now: Date,
): Promise<void> {
  const byPlayer = new Map<number, HandicapRound[]>();
  for (const r of roundInputs) {
    const h = handicapRoundOf(r);
    if (!h) continue;
    const list = byPlayer.get(r.accountId);
    if (list) list.push(h);
    else byPlayer.set(r.accountId, [h]);
  }
  for (const [accountId, list] of byPlayer) await writeHandicap(db, accountId, playerHandicap(list), now);
}
