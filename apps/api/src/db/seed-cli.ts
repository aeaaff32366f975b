import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { isDatabaseEmpty, resetDatabase, seedDemoData } from './seed/seed';

/** `npm run seed [-- --reset]`: loads the demo world; --reset empties every table first. */
const args = process.argv.slice(2);
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await handle.migrate();
  if (args.includes('--reset')) {
    await resetDatabase(handle.db);
    console.log('database reset');
  } else if (!(await isDatabaseEmpty(handle.db))) {
    console.log('database already has data; use `npm run seed -- --reset` to recreate it');
    process.exit(0);
  }
  await seedDemoData(handle.db, { mediaDir: config.mediaDir, log: (m) => console.log(m) });
} finally {
  await handle.close();
}
