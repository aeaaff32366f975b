import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedIfEmpty } from '../../apps/api/src/db/seed/seed';
import { buildApp } from '../../apps/api/src/app';
import { measureUrl, ratio } from './http';
import { initialRouteJsGzipBytes } from './web-bundle';

/**
 * `npm run bench`: prints one JSON object of figures. HTTP figures are ratios against a bare Fastify
 * hello route measured in the same run, so they compare across machines (DEVELOPERS: bench/).
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
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await db.migrate();
  await seedIfEmpty(db.db, { mediaDir: config.mediaDir, log: () => {} });
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
  await app.close();

  const web = await initialRouteJsGzipBytes(path.join(root, 'apps/web/dist'));
  figures.initialRouteJsGzipBytes = web.bytes;
  figures.initialRouteJsBudgetBytes = 170 * 1024;

  console.log(JSON.stringify(figures, null, 2));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
