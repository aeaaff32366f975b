import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { buildApp } from '../../apps/api/src/app';
import { benchIngestPglite, benchIngestPostgres } from './ingest';

/**
 * `node --import tsx bench/src/ingest-only.ts`: the issue 20 figures alone (PGlite import and export;
 * with DATABASE_URL also the PostgreSQL post-a-round, overview-after-write and export figures).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '1000000',
  DATA_DIR: path.join(root, 'data', 'bench'),
});
const figures: Record<string, unknown> = {};
const memory = await openDatabase({ databaseUrl: null, pgliteDir: null });
await memory.migrate();
const app = await buildApp({ config, db: memory, closeDbOnShutdown: true });
figures.pglite = await benchIngestPglite(app, memory);
await app.close();
if (config.databaseUrl) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null });
  await db.migrate();
  const pgApp = await buildApp({ config, db, closeDbOnShutdown: true });
  figures.postgres = await benchIngestPostgres(pgApp, db);
  await pgApp.close();
}
console.log(JSON.stringify(figures, null, 2));
