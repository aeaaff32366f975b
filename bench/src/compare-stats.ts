import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_METRICS,
  defaultSelections,
  parseCompareRequest,
  selectCompareRounds,
  serializeCompareRequest,
  sideFigures,
  type YearChoice,
} from '@linksight/golf-core';
import type { Config } from '../../apps/api/src/config/env';
import { schema, type DbHandle } from '../../apps/api/src/db/client';
import { buildApp } from '../../apps/api/src/app';
import { compareRoundsOf } from '../../apps/api/src/services/analytics/compare-stats';
import { routeJsOnTopOfShellGzipBytes } from './web-bundle';

const RUNS = 40;
const PDF_RUNS = 4;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};

/**
 * Issue 17 bench on PostgreSQL: the full comparison (both sides, every tab's figures) of the two players with
 * the most completed 18-hole rounds (the scale seed's 500-round players), answered in process by
 * app.inject; golf-core's share of it; the compare PDF warm; the stats page route's JS on top of the shell.
 */
export async function benchCompareStats(config: Config, db: DbHandle, root: string) {
  const top = await db.db
    .select({ accountId: schema.rounds.accountId, n: sql<number>`count(*)::int` })
    .from(schema.rounds)
    .where(eq(schema.rounds.holeCount, 18))
    .groupBy(schema.rounds.accountId)
    .orderBy(desc(sql`count(*)`))
    .limit(2);
  const [a, b] = top;
  if (!a || !b) return { skipped: 'needs two players with rounds' };
  const [pm] = await db.db
    .select({ id: schema.accountRoles.accountId })
    .from(schema.accountRoles)
    .where(eq(schema.accountRoles.role, 'product_manager'))
    .limit(1);
  const app = await buildApp({ config, db, closeDbOnShutdown: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const token = (await app.auth.sessions.issueSession(pm!.id)).accessToken;
    const headers = { authorization: `Bearer ${token}` };
    // Alternate the years so no answer could come from a cache of the same request.
    const body = (i: number) => {
      const years: YearChoice[] = i % 2 === 0 ? [] : ['Last 12 Months'];
      return serializeCompareRequest({
        left: defaultSelections({ accountId: a.accountId, playerName: '' }, years),
        right: defaultSelections({ accountId: b.accountId, playerName: '' }, years),
        metrics: DEFAULT_METRICS,
      });
    };
    const url = `/api/v1/players/${a.accountId}/compare-stats`;
    const timed = async (payload: object, path = url) => {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: path, payload, headers });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms: performance.now() - started, res };
    };
    const cold = await timed(body(0));
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) warm.push((await timed(body(i))).ms);
    const answerBytes = cold.res.rawPayload.length;

    // golf-core alone on the cached datasets: select both sides and compute every tab's figures.
    const datasets = await Promise.all(
      [a, b].map(async (p) => {
        const gate = (await app.repos.playerAnalytics.findGate(p.accountId, null))!;
        const rows = await app.repos.playerAnalytics.loadDataset(p.accountId);
        const { buildDataset } = await import('../../apps/api/src/services/analytics/player-dataset');
        return buildDataset(p.accountId, gate.dataVersion, rows);
      }),
    );
    const parsed = parseCompareRequest(body(0));
    const core: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      datasets.forEach((d, k) => {
        const side = k === 0 ? parsed.left : parsed.right;
        if (!side.ok) return;
        const rounds = selectCompareRounds(compareRoundsOf(d), side.selections, new Date());
        sideFigures(rounds.map((r) => d.holesByRound.get(r.id) ?? []));
      });
      core.push(performance.now() - started);
    }

    let pdf: Record<string, unknown>;
    if (app.pdf.source.kind === 'none') pdf = { skipped: app.pdf.source.reason };
    else {
      const pdfUrl = `${url}/report`;
      const pages = ['Summary', 'Scoring', 'Drives', 'Shots to Green', 'Putts', 'Rounds'];
      const first = await timed({ request: body(0), pages }, pdfUrl);
      const times: number[] = [];
      for (let i = 0; i < PDF_RUNS; i++) times.push((await timed({ request: body(i), pages }, pdfUrl)).ms);
      pdf = {
        coldMs: Math.round(first.ms),
        warmMedianMs: percentile(times, 50),
        warmMaxMs: percentile(times, 100),
        budget: { warmMs: 1500 },
      };
    }
    return {
      players18HoleRounds: [a.n, b.n],
      endpoint: {
        coldMs: Math.round(cold.ms),
        warmP50Ms: percentile(warm, 50),
        warmP95Ms: percentile(warm, 95),
        answerKB: Math.round(answerBytes / 1024),
        budget: { p50Ms: 50 },
      },
      golfCoreBothSides: { p50Ms: percentile(core, 50), p95Ms: percentile(core, 95) },
      pdf,
      statsRouteJs: await routeJsOnTopOfShellGzipBytes(path.join(root, 'apps/web/dist'), [
        'src/app/routes/profile/profile-layout-route.tsx',
        'src/app/routes/profile/profile-child-routes.tsx',
        'src/features/compare-stats/components/compare-stats-page.tsx',
      ]),
    };
  } finally {
    await app.close();
  }
}
