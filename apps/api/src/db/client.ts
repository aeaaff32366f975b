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
  /**
   * PostgreSQL timeouts (issue 22 item 6: a database that stops answering must not hang requests). Unset
   * for migrations and seeding, whose statements may rightly run long; PGlite runs in-process and has none.
   */
  timeouts?: DatabaseTimeouts;
  /** Told about errors of idle PostgreSQL clients (logged by the server). */
  onPoolError?: (err: Error) => void;
};

export type DatabaseTimeouts = {
  /** Waiting for a connection: a new one, or a free one of the pool. */
  connectTimeoutMs: number;
  /** The client gives up on a query the server does not answer (a partition: no error ever arrives). */
  queryTimeoutMs: number;
  /** The server cancels a statement running longer (SQLSTATE 57014). */
  statementTimeoutMs: number;
};

/** A transaction left open by a client that vanished must not hold its locks for long. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/** Opens PostgreSQL when a URL is given, else embedded PGlite (a directory, or in memory when null). */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const t = options.timeouts;
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Dead peers are noticed by the operating system, not only by the timeouts below.
      keepAlive: true,
      ...(t
        ? {
            connectionTimeoutMillis: t.connectTimeoutMs,
            query_timeout: t.queryTimeoutMs,
            statement_timeout: t.statementTimeoutMs,
            idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
          }
        : {}),
    });
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
