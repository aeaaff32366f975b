import { asc, inArray } from 'drizzle-orm';
import { scoringAverage, type ScoredRound, type ScoringAverage } from '@linksight/golf-core';
import { schema, type DbOrTx } from '../../db/client';
import { findHandicapIndexes, findPlayerHandicap } from '../../repositories/handicaps';

const { rounds } = schema;

/** A player's headline figures: the Summary page and the organisation roster cards show them. */
export type PlayerFigures = { handicapIndex: number | null; scoringAverage: ScoringAverage };

/**
 * The Handicap Index and scoring average of players. The index is the one stored with every round write
 * (issue 20, repositories/handicaps.ts: golf-core `playerHandicap` over acceptable scores, simulator
 * rounds left out), never recomputed on read; the scoring average is golf-core `scoringAverage` over the
 * players' rounds (a light query: no holes).
 */
export function createPlayerFiguresService(db: DbOrTx) {
  async function scoredRoundsOf(accountIds: readonly number[]): Promise<Map<number, ScoredRound[]>> {
    const rows = await db
      .select({
        accountId: rounds.accountId,
        playedAt: rounds.playedAt,
        holeCount: rounds.holeCount,
        isCompleted: rounds.isCompleted,
        score: rounds.score,
        par: rounds.par,
      })
      .from(rounds)
      .where(inArray(rounds.accountId, [...accountIds]))
      .orderBy(asc(rounds.id));
    const byPlayer = new Map<number, ScoredRound[]>();
    for (const { accountId, playedAt, ...round } of rows) {
      const list = byPlayer.get(accountId) ?? [];
      list.push({ ...round, playedAt: playedAt.toISOString() });
      byPlayer.set(accountId, list);
    }
    return byPlayer;
  }

  /** Figures of many players at once (a roster): two queries whatever the number of players. */
  async function figuresOf(accountIds: readonly number[], now: Date): Promise<Map<number, PlayerFigures>> {
    const unique = [...new Set(accountIds)];
    const result = new Map<number, PlayerFigures>();
    if (unique.length === 0) return result;
    const [indexes, scored] = await Promise.all([findHandicapIndexes(db, unique), scoredRoundsOf(unique)]);
    for (const id of unique) {
      result.set(id, {
        handicapIndex: indexes.get(id) ?? null,
        scoringAverage: scoringAverage(scored.get(id) ?? [], now),
      });
    }
    return result;
  }

  return {
    figuresOf,
    /** One player's stored Handicap Index with the scores it rests on and its history. */
    handicapOf: (accountId: number) => findPlayerHandicap(db, accountId),
  };
}

export type PlayerFiguresService = ReturnType<typeof createPlayerFiguresService>;
