import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedIfEmpty } from '../../apps/api/src/db/seed/seed';
import { buildApp } from '../../apps/api/src/app';
import { measureUrl, ratio } from './http';
import { initialRouteJsGzipBytes, routeJsOnTopOfShellGzipBytes } from './web-bundle';
import { benchAuth } from './auth';
import { benchOverviewGroup } from './overview-group';
import { benchMapPage } from './map-page';
import { benchProfileDashboard } from './profile-dashboard';
import { benchGolfCore } from './golf-core';
import { startChildServer } from './child-server';
import { benchPdfFixture } from './pdf-fixture';
import { benchResumePdf } from './resume-pdf';
import { benchCompareStats } from './compare-stats';
import { benchIngestPglite, benchIngestPostgres } from './ingest';
import { LOAD_CONNECTIONS, benchLoad } from './load';
import { benchLighthouse, startLighthouseServer } from './lighthouse';
import { benchSchedule, prepareSchedulePlayers } from './schedule';

/**
 * `npm run bench`: prints one JSON object of figures. HTTP figures are ratios against a bare Fastify
 * hello route measured in the same run, so they compare across machines. Uses PostgreSQL when
 * DATABASE_URL is set (seeded with the demo world if empty; add a 500-round player with
 * `npm run seed -- --players 4 --rounds 500`), else PGlite under data/bench.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
/** Issue 22: the load test runs 60 s per call (BENCH_LOAD_DURATION_S shortens it while working on it). */
const LOAD_DURATION_S = Number(process.env.BENCH_LOAD_DURATION_S ?? 60);

const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 3391);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3392);

async function main() {
  const figures: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

  // Servers run in their own processes; this process only generates load (2 cores: one each).
  const hello = await startChildServer('bench/src/hello-server.ts', HELLO_PORT, {}, '/hello');
  const baseline = await measureUrl(`${hello.url}/hello`, { durationSeconds: DURATION_S });
  const loadBaseline = await measureUrl(`${hello.url}/hello`, {
    durationSeconds: DURATION_S,
    connections: LOAD_CONNECTIONS,
  });
  await hello.stop();
  figures.baselineHello = baseline;
  figures.baselineHelloUnderLoad = loadBaseline;

  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DATA_DIR: path.join(root, 'data', 'bench'),
  };
  const config = loadConfig({ ...process.env, ...env });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await db.migrate();
  const seedStarted = performance.now();
  const seeded = await seedIfEmpty(db.db, { mediaDir: config.mediaDir, log: () => {} });
  if (seeded) figures.demoSeedMs = Math.round(performance.now() - seedStarted);
  // Earlier runs' code sends count against the per-number limits; the bench starts from a clean slate.
  await db.db.execute(sql`TRUNCATE auth_events, otp_challenges`);
  figures.database = db.driver;

  // One-request latencies, in process.
  const app = await buildApp({ config, db, closeDbOnShutdown: false });
  figures.auth = await benchAuth(app, config.smsOutboxFile, ['+15550100003', '+15550100004', '+15550100005']);
  // Issue 20: posting, importing and exporting rounds (in process, app.inject).
  figures.ingest = {
    pglite: await benchIngestOnFreshPglite(config),
    postgres:
      db.driver === 'postgres'
        ? await benchIngestPostgres(app, db)
        : { skipped: 'set DATABASE_URL: the post-a-round and export budgets are for PostgreSQL' },
  };
  await app.close();
  figures.pdfService = {
    ...(await benchPdfFixture(config, db)),
    budget: { warmMedianMs: 1000, pdfsPerSecond4Parallel: 2, memoryRatio200To20: 1.2 },
  };
  // Issue 17: the full comparison of the two players with the most rounds, its PDF and the page's JS.
  figures.compareStats =
    db.driver === 'postgres'
      ? await benchCompareStats(config, db, root)
      : {
          skipped:
            'set DATABASE_URL: the budget is for PostgreSQL (two 500-round players: npm run seed -- --players 2 --rounds 500)',
        };
  if (db.driver === 'pglite') await db.close(); // PGlite's directory has one owner: hand it to the child.

  const api = await startChildServer('apps/api/src/server.ts', API_PORT, env, '/api/health');
  for (const [name, url] of [
    ['health', '/api/health'],
    ['accountSearch', '/api/v1/accounts?q=a'],
  ] as const) {
    const f = await measureUrl(`${api.url}${url}`, { durationSeconds: DURATION_S });
    figures[name] = {
      ...f,
      throughputRatioToHello: ratio(f.requestsPerSecond, baseline.requestsPerSecond),
      p99RatioToHello: ratio(f.p99Ms, Math.max(baseline.p99Ms, 1)),
    };
  }
  // Issue 22 load test: a public answer built once (the public config), then the overview group below.
  const load: Record<string, unknown> = {
    publicConfig: await benchLoad(api, { url: `${api.url}/api/v1/config` }, LOAD_DURATION_S, loadBaseline),
  };
  figures.load = load;
  if (db.driver === 'postgres') {
    const overview = await benchOverviewGroup(db.db, api.url, config.smsOutboxFile, DURATION_S);
    figures.overviewGroup = { ...overview.figures, budget: { p50Ms: 25, p99Ms: 60, connections: 20 } };
    if (overview.request)
      load.overviewGroup = await benchLoad(api, overview.request, LOAD_DURATION_S, loadBaseline);
    figures.mapPage = await benchMapPage(db.db, api.url, config.smsOutboxFile, DURATION_S);
    figures.profileDashboard = await benchProfileDashboard(db.db, api.url, config.smsOutboxFile, DURATION_S);
    // Issue 18: the schedule's data, spreadsheet and PDF.
    const schedulePlayers = await prepareSchedulePlayers(db.db, [60, 200]);
    figures.schedule = await benchSchedule(api, schedulePlayers, config.smsOutboxFile, DURATION_S, baseline);
    await db.close();
  } else {
    figures.overviewGroup = {
      skipped: 'set DATABASE_URL: the budget is for PostgreSQL (PGlite runs one query at a time)',
    };
    figures.mapPage = { skipped: 'set DATABASE_URL: hole coordinates are measured on PostgreSQL' };
    load.overviewGroup = { skipped: 'set DATABASE_URL: load is measured on PostgreSQL' };
    figures.profileDashboard = { skipped: 'set DATABASE_URL: the widget calls are measured on PostgreSQL' };
    figures.schedule = { skipped: 'set DATABASE_URL: the schedule budget is for PostgreSQL' };
  }
  figures.resumePdf = await benchResumePdf(api);
  await api.stop();
  // Issue 23: Lighthouse (mobile) on the pages a phone opens first, median of 3 cold loads each, over
  // HTTPS with HTTP/2 as a phone reaches a deployed server (a server of its own, given a certificate).
  const site = await startLighthouseServer(API_PORT, env);
  figures.lighthouse = await benchLighthouse(site.url, undefined, site.ca);
  await site.stop();

  figures.golfCore = await benchGolfCore();

  const web = await initialRouteJsGzipBytes(path.join(root, 'apps/web/dist'));
  figures.initialRouteJsGzipBytes = web.bytes;
  figures.initialRouteJsBudgetBytes = 170 * 1024;
  // Issue 16: the profile dashboard's JS on top of the shell (layout, child routes, page; charts included:
  // since issue 23 the cards below the About card and the charts are lazy chunks the page loads after it).
  const profileRoute = await routeJsOnTopOfShellGzipBytes(path.join(root, 'apps/web/dist'), [
    'src/app/routes/profile/profile-layout-route.tsx',
    'src/app/routes/profile/profile-child-routes.tsx',
    'src/features/profile-dashboard/components/profile-dashboard-page.tsx',
    'src/features/profile-dashboard/components/profile-widgets.ts',
    'src/components/charts/category-radar.tsx',
    'src/components/charts/round-bar-chart.tsx',
  ]);
  figures.profileDashboardRouteJs = { ...profileRoute, budgetBytes: 200 * 1024 };

  console.log(JSON.stringify(figures, null, 2));
}

/** The import budget is PGlite's (the embedded default): a fresh in-memory database of its own. */
async function benchIngestOnFreshPglite(config: ReturnType<typeof loadConfig>) {
  const memory = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await memory.migrate();
  const app = await buildApp({ config, db: memory, closeDbOnShutdown: true });
  try {
    return await benchIngestPglite(app, memory);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
