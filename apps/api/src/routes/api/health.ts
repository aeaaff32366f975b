import type { FastifyInstance } from 'fastify';
import { HealthSchema, type Health } from '@linksight/api-contract';
import { pingDatabase } from '../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, withDeadline } from '../../lib/database-errors';
import { typed } from '../../lib/typebox';
import { access } from '../../services/access/route-access';

const VERSION = '0.1.0';
/**
 * issue 22 item 6: health answers within 2 s whatever the database does (a load balancer's probe must
 * not hang on a partition); a ping slower than this counts as down.
 */
export const HEALTH_PING_DEADLINE_MS = 1_500;

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database status',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
      config: { rateLimit: false, ...access.public() },
    },
    async (_request, reply) => {
      let database: Health['database'];
      try {
        const latencyMs = await withDeadline(
          pingDatabase(app.db),
          HEALTH_PING_DEADLINE_MS,
          () => new Error(`database ping took over ${HEALTH_PING_DEADLINE_MS} ms`),
        );
        database = {
          status: 'up',
          driver: app.dbHandle.driver,
          latencyMs: Math.round(latencyMs * 100) / 100,
        };
      } catch (err) {
        app.log.error({ err }, 'health: database unreachable');
        database = { status: 'down', driver: app.dbHandle.driver, latencyMs: -1 };
      }
      const body: Health = {
        status: database.status === 'up' ? 'ok' : 'degraded',
        database,
        version: VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      };
      if (database.status === 'down') reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(database.status === 'up' ? 200 : 503).send(body);
    },
  );
}
