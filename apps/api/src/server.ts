import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { buildApp } from './app';

/** Entry point: validate config, open + migrate the database, seed an empty one, listen, drain on exit. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onPoolError: (err) => console.error('database: idle client error', err.message),
  });
  await db.migrate();
  if (config.seedOnEmpty) await seedIfEmpty(db.db, { mediaDir: config.mediaDir, log: (m) => console.log(m) });
  const app = await buildApp({ config, db });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: draining requests');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
