import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedIfEmpty } from '../../apps/api/src/db/seed/seed';
import { benchCompareStats } from './compare-stats';

/**
 * `DATABASE_URL=… node --import tsx bench/src/compare-stats-only.ts`: the issue 17 figures alone. Seed two
 * 500-round players first (`npm run seed -- --players 2 --rounds 500`) for the budget.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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
console.log(
  JSON.stringify({ database: db.driver, compareStats: await benchCompareStats(config, db, root) }, null, 2),
);
await db.close();
