import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths, sampleImportFile, type RoundIngestBody } from '@linksight/api-contract';
import { schema, type DbHandle } from '../../apps/api/src/db/client';

/** Issue 20 budgets (bench, not timed tests). */
export const INGEST_BUDGETS = {
  postRoundP50Ms: 30,
  import1000RoundsPgliteMs: 30_000,
  export500RoundsMs: 3_000,
  /** The overview group right after a write: issue 6's p50 budget. */
  overviewAfterWriteP50Ms: 25,
};

const sample = sampleImportFile();
const course = sample.courses[0]!;

/**
 * The sample's shot-tracked round (72 shots, par everywhere) with an extra putt on 8 holes: an 18-hole
 * round with 80 shots, dated `daysAgo` days back so rounds stay in the past and distinct.
 */
export function benchRound(index: number, daysAgo: number): RoundIngestBody {
  const base = structuredClone(sample.rounds[0]!) as RoundIngestBody;
  base.clientRoundId = `bench-${index}`;
  base.playedAt = new Date(Date.UTC(2025, 5, 1) - daysAgo * 86_400_000).toISOString();
  base.tournament = null;
  base.roundType = 1;
  base.holes = base.holes.map((h, i) => {
    if (i >= 8 || !h.shots || h.score === null) return h;
    const last = h.shots[h.shots.length - 1]!;
    return { ...h, score: h.score + 1, putts: 3, shots: [...h.shots, { ...last, number: last.number + 1 }] };
  });
  return base;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};

/** A throwaway player with the sample course and a token; removed by the returned cleanup. */
async function benchPlayer(app: FastifyInstance, db: DbHandle) {
  const [row] = await db.db
    .insert(schema.accounts)
    .values({ username: `bench-ingest-${randomUUID().slice(0, 8)}`, accountGuid: randomUUID() })
    .returning({ id: schema.accounts.id });
  const accountId = row!.id;
  const token = (await app.auth.sessions.issueSession(accountId)).accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const posted = await app.inject({ method: 'POST', url: apiPaths.courses(), headers, payload: course });
  if (posted.statusCode >= 300) throw new Error(`bench course: ${posted.body}`);
  return {
    accountId,
    headers,
    cleanup: async () => {
      await db.db.delete(schema.rounds).where(eq(schema.rounds.accountId, accountId));
      await db.db.delete(schema.courses).where(eq(schema.courses.ownerAccountId, accountId));
      await db.db.delete(schema.accounts).where(eq(schema.accounts.id, accountId));
    },
  };
}

/**
 * Imports `count` rounds through the import endpoint in the page's batches of 25, oldest first (as an
 * export or a phone's history lists them); elapsed ms.
 */
async function importRounds(
  app: FastifyInstance,
  player: Awaited<ReturnType<typeof benchPlayer>>,
  count: number,
) {
  const started = performance.now();
  for (let i = 0; i < count; i += 25) {
    const rounds = Array.from({ length: Math.min(25, count - i) }, (_, k) =>
      benchRound(i + k, count - (i + k)),
    );
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.players.roundsImport(player.accountId),
      headers: player.headers,
      payload: { rounds },
    });
    if (res.statusCode !== 200) throw new Error(`bench import: ${res.body}`);
  }
  return Math.round(performance.now() - started);
}

async function timeExport(app: FastifyInstance, player: Awaited<ReturnType<typeof benchPlayer>>) {
  const started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: apiPaths.players.export(player.accountId),
    headers: player.headers,
  });
  if (res.statusCode !== 200) throw new Error(`bench export: ${res.statusCode}`);
  return { ms: Math.round(performance.now() - started), zipBytes: res.rawPayload.byteLength };
}

/**
 * The same run's baseline: GET /api/health (one database round trip) in process, p50 of 30. These
 * machines are shared, so the figures below are also given as ratios to it.
 */
async function healthP50(app: FastifyInstance): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await app.inject({ method: 'GET', url: apiPaths.health() });
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

/** PGlite (the embedded default): 1,000 rounds imported through the import endpoint, then exported. */
export async function benchIngestPglite(app: FastifyInstance, db: DbHandle) {
  const baseline = await healthP50(app);
  const player = await benchPlayer(app, db);
  const importMs = await importRounds(app, player, 1000);
  const exported = await timeExport(app, player);
  await player.cleanup();
  return {
    baselineHealthP50Ms: baseline,
    import1000Rounds: { ms: importMs, budgetMs: INGEST_BUDGETS.import1000RoundsPgliteMs },
    export1000Rounds: exported,
  };
}

/**
 * PostgreSQL: a 500-round player (imported), then posting one 18-hole round with 80 shots (its handicap
 * recomputed over 500 rounds) N times, the overview group right after each write (the dataset reloads),
 * and the export of the 500-round player.
 */
export async function benchIngestPostgres(app: FastifyInstance, db: DbHandle, samples = 30) {
  const baseline = await healthP50(app);
  const player = await benchPlayer(app, db);
  await importRounds(app, player, 500);
  const exported = await timeExport(app, player);
  const groupBody = {
    groupName: 'Bench',
    roundFilters: [
      { filterName: 'Last 6', holeCount: 18, timeframe: { period: 'last', count: 6, unit: 'rounds' } },
      { filterName: 'All', holeCount: 18 },
    ],
    standardsFilter: { level: 'scratch' },
    holeCount: 18,
  };
  const post: number[] = [];
  const overview: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.players.rounds(player.accountId),
      headers: player.headers,
      payload: benchRound(10_000 + i, 0.5 - i / 100),
    });
    post.push(performance.now() - started);
    if (res.statusCode !== 201) throw new Error(`bench post: ${res.body}`);
    const before = performance.now();
    const group = await app.inject({
      method: 'POST',
      url: apiPaths.players.overviewGroup(player.accountId),
      headers: player.headers,
      payload: groupBody,
    });
    overview.push(performance.now() - before);
    if (group.statusCode !== 200) throw new Error(`bench overview: ${group.body}`);
  }
  await player.cleanup();
  return {
    baselineHealthP50Ms: baseline,
    postRoundP50RatioToHealth: Math.round((percentile(post, 50) / Math.max(baseline, 0.1)) * 10) / 10,
    postRound18Holes80Shots: {
      samples,
      p50Ms: percentile(post, 50),
      p95Ms: percentile(post, 95),
      historyRounds: 500,
      budgetP50Ms: INGEST_BUDGETS.postRoundP50Ms,
    },
    overviewGroupAfterWrite: {
      p50Ms: percentile(overview, 50),
      p95Ms: percentile(overview, 95),
      filters: groupBody.roundFilters.length,
      budgetP50Ms: INGEST_BUDGETS.overviewAfterWriteP50Ms,
    },
    export500Rounds: { ...exported, budgetMs: INGEST_BUDGETS.export500RoundsMs },
  };
}
