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
  const onPoolError = (err: Error) => console.error('database: idle client error', err.message);
  const open = (withTimeouts: boolean) =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      ...(withTimeouts ? { timeouts: config.database } : {}),
      onPoolError,
    });
  // Migrations and the first seed may rightly run long: on PostgreSQL they get a pool without the serving
  // timeouts, closed before the server opens its own (issue 22 item 6). PGlite has no timeouts to lift.
  const isPostgres = config.databaseUrl !== null;
  const setup = await open(false);
  await setup.migrate();
  if (config.seedOnEmpty)
    await seedIfEmpty(setup.db, { mediaDir: config.mediaDir, log: (m) => console.log(m) });
  let db = setup;
  if (isPostgres) {
    await setup.close();
    db = await open(true);
  }
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
