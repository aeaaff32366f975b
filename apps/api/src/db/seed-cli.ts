import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { DEMO_PASSWORD, isDatabaseEmpty, resetDatabase, seedDemoData } from './seed/seed';
import { seedScaleWorld } from './seed/scale';

/**
 * `npm run seed [-- --reset] [-- --players 1000 --rounds 200]`: loads the demo world; --reset empties
 * every table first; --players/--rounds add a streamed scale world on top (for benchmarks).
 */
const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    players: { type: 'string' },
    rounds: { type: 'string', default: '200' },
  },
});
const scalePlayers = values.players === undefined ? 0 : Number(values.players);
const scaleRounds = Number(values.rounds);
if (
  !Number.isInteger(scalePlayers) ||
  scalePlayers < 0 ||
  !Number.isInteger(scaleRounds) ||
  scaleRounds < 1
) {
  console.error('--players and --rounds take positive whole numbers');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
const log = (m: string) => console.log(m);
try {
  await handle.migrate();
  if (values.reset) {
    await resetDatabase(handle.db);
    log('database reset');
  }
  if (await isDatabaseEmpty(handle.db)) await seedDemoData(handle.db, { mediaDir: config.mediaDir, log });
  else if (scalePlayers === 0) log('database already has data; use `npm run seed -- --reset` to recreate it');
  if (scalePlayers > 0) {
    await seedScaleWorld(handle.db, {
      players: scalePlayers,
      roundsPerPlayer: scaleRounds,
      now: new Date(),
      log,
      passwordHash: await hash(DEMO_PASSWORD),
    });
    for (const table of ['accounts', 'rounds']) {
      await handle.db.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
        ),
      );
    }
  }
} finally {
  await handle.close();
}
