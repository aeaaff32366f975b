import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db, DbHandle } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
  }
}

/** Exposes the already-opened, migrated database; closing the app closes it (graceful shutdown). */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { handle: DbHandle; closeOnShutdown: boolean }) {
    app.decorate('db', opts.handle.db);
    app.decorate('dbHandle', opts.handle);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.handle.close());
  },
  { name: 'db' },
);
