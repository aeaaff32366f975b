import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, repoRoot, type Config } from '../src/config/env';
import { openDatabase, type DbHandle } from '../src/db/client';
import { buildApp } from '../src/app';

/** The databases every API suite runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, migrated database: in-memory PGlite, or a new database created on the PostgreSQL server of
 * TEST_DATABASE_URL (dropped again by `dispose`), so test files never share state.
 */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres',
): Promise<DbHandle & { dispose: () => Promise<void>; url: string | null }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
    await handle.migrate();
    return { ...handle, url: null, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `linksight_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null, poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  db: DbHandle;
  dataDir: string;
  close: () => Promise<void>;
};

/** Builds the real app on a fresh database with a private data directory; env overrides per test. */
/** The configuration of a test app: a private data directory, no web build; env overrides per test. */
export async function testConfig(
  env: Record<string, string> = {},
): Promise<{ config: Config; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'linksight-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  return { config, dataDir };
}

export async function buildTestApp(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  /** Adds test-only routes before the app is ready (e.g. pages the PDF tests print). */
  { beforeReady }: { beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const { config, dataDir } = await testConfig(env);
  const db = await createTestDatabase(kind);
  const app = await buildApp({ config, db, closeDbOnShutdown: false });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    db,
    dataDir,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}

/** The real web build the API serves; tests that print report pages need it. */
export const WEB_DIST_DIR = path.join(repoRoot, 'apps/web/dist');

/**
 * Fails with a clear message when the web build is missing: PDF tests print the real report pages, which
 * the API serves from apps/web/dist (`npm test` builds it before the API tests).
 */
export function requireWebBuild(): string {
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html')))
    throw new Error(
      `The PDF tests print the real app, but ${WEB_DIST_DIR} has no build: run \`npm run build\` first.`,
    );
  return WEB_DIST_DIR;
}

/** Listens on a free loopback port: the PDF service opens the app's own pages over HTTP. */
export async function listenTestApp(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}
