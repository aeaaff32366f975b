import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

export { schema };

/** The one query type both drivers share (ARCHITECTURE §2: the same query code for PGlite and PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies drizzle-kit's generated migrations (idempotent). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DbOptions = {
  databaseUrl: string | null;
  pgliteDir: string | null;
  poolSize?: number;
  /** Told about errors of idle PostgreSQL clients (logged by the server). */
  onPoolError?: (err: Error) => void;
};

/** Opens PostgreSQL when a URL is given, else embedded PGlite (a directory, or in memory when null). */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (err) => options.onPoolError?.(err));
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const concrete = drizzle(pool, { schema });
    return {
      db: concrete as unknown as Db,
      driver: 'postgres',
      migrate: () => migrate(concrete, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const concrete = drizzle(client, { schema });
  return {
    db: concrete as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(concrete, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}
