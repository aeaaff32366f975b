import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedIfEmpty } from '../../apps/api/src/db/seed/seed';
import { buildApp } from '../../apps/api/src/app';
import { measureUrl, ratio } from './http';
import { initialRouteJsGzipBytes } from './web-bundle';
import { benchAuth } from './auth';
import { benchOverviewGroup } from './overview-group';
import { benchGolfCore } from './golf-core';

/**
 * `npm run bench`: prints one JSON object of figures. HTTP figures are ratios against a bare Fastify
 * hello route measured in the same run, so they compare across machines. Uses PostgreSQL when
 * DATABASE_URL is set (seeded with the demo world if empty), else PGlite under data/bench.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);

async function main() {
  const figures: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const baseline = await measureUrl(`${bareUrl}/hello`, { durationSeconds: DURATION_S });
  await bare.close();
  figures.baselineHello = baseline;

  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DATA_DIR: path.join(root, 'data', 'bench'),
  });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: 20,
  });
  await db.migrate();
  const seedStarted = performance.now();
  const seeded = await seedIfEmpty(db.db, { mediaDir: config.mediaDir, log: () => {} });
  if (seeded) figures.demoSeedMs = Math.round(performance.now() - seedStarted);
  // Earlier runs' code sends count against the per-number limits; the bench starts from a clean slate.
  await db.db.execute(sql`TRUNCATE auth_events, otp_challenges`);
  const app = await buildApp({ config, db });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  figures.database = db.driver;

  for (const [name, url] of [
    ['health', '/api/health'],
    ['accountSearch', '/api/v1/accounts?q=a'],
  ] as const) {
    const f = await measureUrl(`${appUrl}${url}`, { durationSeconds: DURATION_S });
    figures[name] = {
      ...f,
      throughputRatioToHello: ratio(f.requestsPerSecond, baseline.requestsPerSecond),
      p99RatioToHello: ratio(f.p99Ms, Math.max(baseline.p99Ms, 1)),
    };
  }
  figures.auth = await benchAuth(app, config.smsOutboxFile, ['+15550100003', '+15550100004', '+15550100005']);
  const overview = await benchOverviewGroup(app, appUrl, config.smsOutboxFile, DURATION_S);
  figures.overviewGroup = {
    ...overview,
    budget: { p50Ms: 25, p99Ms: 60, connections: 20, database: 'postgres' },
  };
  await app.close();

  figures.golfCore = await benchGolfCore();

  const web = await initialRouteJsGzipBytes(path.join(root, 'apps/web/dist'));
  figures.initialRouteJsGzipBytes = web.bytes;
  figures.initialRouteJsBudgetBytes = 170 * 1024;

  console.log(JSON.stringify(figures, null, 2));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
