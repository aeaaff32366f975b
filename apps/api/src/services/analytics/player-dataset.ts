import type { HoleFeatures, RoundMeta, RoundTypeId } from '@linksight/golf-core';
import type { DatasetRow, PlayerAnalyticsRepository, PlayerGate } from '../../repositories/player-analytics';
import type { OverviewComputation } from './overviews';

/** A round as selection needs it, plus names for labels. */
export type DatasetRound = RoundMeta & {
  courseId: number;
  courseName: string;
  /** null when not recorded (a course made from a CSV of scores), never 0. */
  courseLengthYards: number | null;
  tournamentName: string | null;
  tournamentUrl: string | null;
};

/**
 * A player's rounds and hole_stats in memory: everything the overview calls need, from ONE query
 * (ARCHITECTURE §4, §7: analytics read hole rows, never re-derive from shots).
 */
export type PlayerDataset = {
  accountId: number;
  version: string;
  /** Newest first. */
  rounds: DatasetRound[];
  roundById: Map<number, DatasetRound>;
  /** Each round's holes in play order. */
  holesByRound: Map<number, HoleFeatures[]>;
  holeTotal: number;
  /** The rows it was built from (an incremental reload keeps the unchanged ones, issue 20). */
  rows: readonly DatasetRow[];
  /** Overviews already computed on this data (dropped with the dataset when the data changes). */
  overviewMemo: Map<string, OverviewComputation>;
  /**
   * Whole answers already serialised on this data, keyed by call and request body: a repeated
   * overview group is a map lookup instead of recomputing and re-serialising ~60 KB (issue 6 budget).
   */
  answerMemo: Map<string, string>;
};

/** How many computed overviews one dataset keeps (an overview group is 2–7 filters plus a standard). */
export const OVERVIEW_MEMO_SIZE = 64;
/** How many serialised answers one dataset keeps (each ~60 KB: at most ~2 MB per cached player). */
export const ANSWER_MEMO_SIZE = 32;

/** Sets `key` in an insertion-ordered map, dropping the oldest entry when it holds `max` already. */
export function rememberBounded<V>(memo: Map<string, V>, key: string, value: V, max: number): V {
  if (memo.size >= max) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  memo.set(key, value);
  return value;
}
/** Hole rows kept in memory across players (about 1 KB each). */
export const DATASET_CACHE_MAX_HOLES = 100_000;

/** scoreVsPar of a round: the sum over its scored, not excluded holes; null when none or in progress. */
function roundScoreVsPar(holes: readonly HoleFeatures[], isCompleted: boolean): number | null {
  if (!isCompleted) return null;
  let sum = 0;
  let scored = 0;
  for (const h of holes) {
    if (h.isExcluded || h.scoreVsPar === null) continue;
    sum += h.scoreVsPar;
    scored++;
  }
  return scored > 0 ? sum : null;
}

export function buildDataset(accountId: number, version: string, rows: readonly DatasetRow[]): PlayerDataset {
  const holesByRound = new Map<number, HoleFeatures[]>();
  const firstRows = new Map<number, DatasetRow>();
  for (const row of rows) {
    if (!firstRows.has(row.id)) {
      firstRows.set(row.id, row);
      holesByRound.set(row.id, []);
    }
    if (row.features) holesByRound.get(row.id)!.push(row.features);
  }
  const rounds: DatasetRound[] = [...firstRows.values()].map((r) => ({
    id: r.id,
    playedAt: r.playedAt.toISOString(),
    holeCount: r.holeCount === 9 ? 9 : 18,
    roundType: r.roundType as RoundTypeId,
    roundNumber: r.roundNumber,
    tournamentId: r.tournamentId,
    isSimulator: r.isSimulator,
    isCompleted: r.isCompleted,
    courseId: r.courseId,
    courseName: r.courseName,
    courseLengthYards: r.courseLengthYards,
    tournamentName: r.tournamentName,
    tournamentUrl: r.tournamentUrl,
    scoreVsPar: roundScoreVsPar(holesByRound.get(r.id)!, r.isCompleted),
  }));
  rounds.sort((a, b) => Date.parse(b.playedAt) - Date.parse(a.playedAt) || b.id - a.id);
  return {
    accountId,
    version,
    rounds,
    roundById: new Map(rounds.map((r) => [r.id, r])),
    holesByRound,
    holeTotal: rows.length,
    rows,
    overviewMemo: new Map(),
    answerMemo: new Map(),
  };
}

/** The write counter of a data version (`count:max:sum:counter`, see findGate); null when absent. */
export function writeCounterOf(version: string): number | null {
  const counter = Number(version.split(':')[3]);
  return Number.isInteger(counter) ? counter : null;
}

/**
 * The rows of a player's data after writes (issue 20): the cached rows of rounds still there and not
 * rewritten since the cached counter, plus the rounds written after it. null when that does not give
 * exactly the player's rounds (a round added without moving the counter, e.g. by a seed): reload all.
 */
export async function loadChangedRows(
  repo: PlayerAnalyticsRepository,
  cached: PlayerDataset,
  version: string,
): Promise<DatasetRow[] | null> {
  const from = writeCounterOf(cached.version);
  const to = writeCounterOf(version);
  if (from === null || to === null || to <= from) return null;
  const [ids, changed] = await Promise.all([
    repo.listRoundIds(cached.accountId),
    repo.loadDataset(cached.accountId, from),
  ]);
  const current = new Set(ids);
  const rewritten = new Set(changed.map((r) => r.id));
  const kept = cached.rows.filter((r) => current.has(r.id) && !rewritten.has(r.id));
  const rows = [...kept, ...changed].sort(
    (a, b) => a.id - b.id || (a.features?.roundHoleNumber ?? 0) - (b.features?.roundHoleNumber ?? 0),
  );
  const merged = new Set(rows.map((r) => r.id));
  return merged.size === current.size && ids.every((id) => merged.has(id)) ? rows : null;
}

/**
 * Keeps recently used players' datasets in this process. Safe with many instances (ARCHITECTURE §3):
 * every request reads the player's data version from the database first and reloads on any change, so
 * the database stays the source of truth; the cache only saves re-reading and re-parsing ~1 KB of
 * jsonb per hole on every request.
 */
export function createDatasetCache(maxHoles = DATASET_CACHE_MAX_HOLES) {
  const entries = new Map<number, PlayerDataset>();
  /** One load per player and version even when many requests arrive together. */
  const loading = new Map<string, Promise<PlayerDataset>>();
  let holes = 0;

  function evict() {
    for (const [key, value] of entries) {
      if (holes <= maxHoles || entries.size <= 1) return;
      entries.delete(key);
      holes -= value.holeTotal;
    }
  }

  return {
    async get(repo: PlayerAnalyticsRepository, gate: PlayerGate): Promise<PlayerDataset> {
      const cached = entries.get(gate.accountId);
      if (cached) {
        entries.delete(gate.accountId);
        if (cached.version === gate.dataVersion) {
          entries.set(gate.accountId, cached);
          return cached;
        }
        holes -= cached.holeTotal;
      }
      const key = `${gate.accountId}:${gate.dataVersion}`;
      const pending = loading.get(key);
      if (pending) return pending;
      // After a write only the rounds written since are read (issue 20: the overview group right after a
      // write stays within its budget); anything else reads the player's rounds again.
      const load = (cached ? loadChangedRows(repo, cached, gate.dataVersion) : Promise.resolve(null))
        .then((rows) => rows ?? repo.loadDataset(gate.accountId))
        .then((rows) => {
          const dataset = buildDataset(gate.accountId, gate.dataVersion, rows);
          const previous = entries.get(gate.accountId);
          if (previous) holes -= previous.holeTotal;
          entries.delete(gate.accountId);
          entries.set(gate.accountId, dataset);
          holes += dataset.holeTotal;
          evict();
          return dataset;
        })
        .finally(() => loading.delete(key));
      loading.set(key, load);
      return load;
    },
    clear() {
      entries.clear();
      loading.clear();
      holes = 0;
    },
  };
}

export type DatasetCache = ReturnType<typeof createDatasetCache>;
