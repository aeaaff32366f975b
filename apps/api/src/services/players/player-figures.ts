import { asc, inArray, sql } from 'drizzle-orm';
import {
  playerHandicap,
  scoringAverage,
  type HandicapRound,
  type PlayerHandicap,
  type ScoredRound,
  type ScoringAverage,
} from '@linksight/golf-core';
import { schema, type DbOrTx } from '../../db/client';

const { rounds, roundHoles } = schema;

/** A player's headline figures: the Summary page and the organisation roster cards show them. */
export type PlayerFigures = { handicap: PlayerHandicap; scoringAverage: ScoringAverage };

/** Players whose figures one process keeps (each is a few KB: the handicap history). */
const CACHE_MAX_PLAYERS = 2_000;

type Cached = { version: string; handicap: PlayerHandicap; rounds: ScoredRound[] };

/**
 * The Handicap Index and scoring average of players, computed in golf-core from their own rounds
 * (`playerHandicap`, `scoringAverage`). THE one server-side place that knows how a player's index is
 * obtained: when the index is stored with every round write, switch `loadHandicaps` to read it and the
 * Summary and the roster cards follow.
 *
 * Cached per player and data version (count, max and sum of round ids, read on every call like the
 * analytics dataset's), so many instances stay correct and a roster of 15 players costs one small query
 * once their figures are known.
 */
export function createPlayerFiguresService(db: DbOrTx) {
  const cache = new Map<number, Cached>();

  async function versionsOf(accountIds: readonly number[]): Promise<Map<number, string>> {
    const rows = await db
      .select({
        accountId: rounds.accountId,
        version: sql<string>`count(*) || ':' || max(${rounds.id}) || ':' || sum(${rounds.id})`,
      })
      .from(rounds)
      .where(inArray(rounds.accountId, [...accountIds]))
      .groupBy(rounds.accountId);
    return new Map(rows.map((r) => [r.accountId, String(r.version)]));
  }

  /** Rounds with the holes the index needs (score, par, stroke index), for the given players. */
  async function loadHandicaps(accountIds: readonly number[]): Promise<Map<number, Omit<Cached, 'version'>>> {
    const ids = [...accountIds];
    const [roundRows, holeRows] = await Promise.all([
      db
        .select({
          id: rounds.id,
          accountId: rounds.accountId,
          playedAt: rounds.playedAt,
          holeCount: rounds.holeCount,
          isCompleted: rounds.isCompleted,
          score: rounds.score,
          par: rounds.par,
          courseRating: rounds.courseRating,
          slope: rounds.slope,
        })
        .from(rounds)
        .where(inArray(rounds.accountId, ids))
        .orderBy(asc(rounds.id)),
      db
        .select({
          roundId: roundHoles.roundId,
          score: roundHoles.score,
          par: roundHoles.par,
          strokeIndex: roundHoles.strokeIndex,
          isExcluded: roundHoles.isExcluded,
        })
        .from(roundHoles)
        .innerJoin(rounds, sql`${rounds.id} = ${roundHoles.roundId}`)
        .where(inArray(rounds.accountId, ids))
        .orderBy(asc(roundHoles.roundId), asc(roundHoles.roundHoleNumber)),
    ]);
    const holesByRound = new Map<number, HandicapRound['holes'][number][]>();
    for (const h of holeRows) {
      const list = holesByRound.get(h.roundId) ?? [];
      list.push({ score: h.score, par: h.par, strokeIndex: h.strokeIndex, isExcluded: h.isExcluded });
      holesByRound.set(h.roundId, list);
    }
    const byPlayer = new Map<number, { handicapRounds: HandicapRound[]; scored: ScoredRound[] }>();
    for (const r of roundRows) {
      const entry = byPlayer.get(r.accountId) ?? { handicapRounds: [], scored: [] };
      const playedAt = r.playedAt.toISOString();
      entry.handicapRounds.push({
        id: r.id,
        playedAt,
        holeCount: r.holeCount === 9 ? 9 : 18,
        isCompleted: r.isCompleted,
        courseRating: r.courseRating,
        slope: r.slope,
        par: r.par,
        holes: holesByRound.get(r.id) ?? [],
      });
      entry.scored.push({
        playedAt,
        holeCount: r.holeCount,
        isCompleted: r.isCompleted,
        score: r.score,
        par: r.par,
      });
      byPlayer.set(r.accountId, entry);
    }
    return new Map(
      [...byPlayer].map(([id, e]) => [id, { handicap: playerHandicap(e.handicapRounds), rounds: e.scored }]),
    );
  }

  function remember(accountId: number, value: Cached) {
    cache.delete(accountId);
    cache.set(accountId, value);
    if (cache.size > CACHE_MAX_PLAYERS) cache.delete(cache.keys().next().value!);
  }

  const EMPTY: Omit<Cached, 'version'> = {
    handicap: { index: null, scoresUsed: 0, history: [] },
    rounds: [],
  };

  /** Figures of many players at once (a roster): one version query, one load for the players not cached. */
  async function figuresOf(accountIds: readonly number[], now: Date): Promise<Map<number, PlayerFigures>> {
    const unique = [...new Set(accountIds)];
    const result = new Map<number, PlayerFigures>();
    if (unique.length === 0) return result;
    const versions = await versionsOf(unique);
    const stale = unique.filter((id) => versions.has(id) && cache.get(id)?.version !== versions.get(id));
    const loaded = stale.length > 0 ? await loadHandicaps(stale) : new Map();
    for (const id of stale) remember(id, { version: versions.get(id)!, ...(loaded.get(id) ?? EMPTY) });
    for (const id of unique) {
      const entry = versions.has(id) ? cache.get(id)! : EMPTY;
      result.set(id, { handicap: entry.handicap, scoringAverage: scoringAverage(entry.rounds, now) });
    }
    return result;
  }

  return {
    figuresOf,
    /** One player's Handicap Index with the scores it rests on and its history. */
    async handicapOf(accountId: number, now: Date): Promise<PlayerHandicap> {
      return (await figuresOf([accountId], now)).get(accountId)!.handicap;
    },
    clear: () => cache.clear(),
  };
}

export type PlayerFiguresService = ReturnType<typeof createPlayerFiguresService>;
