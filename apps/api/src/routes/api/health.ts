import type { FastifyInstance } from 'fastify';
import { HealthSchema, type Health } from '@linksight/api-contract';
import { pingDatabase } from '../../db/client';
import { typed } from '../../lib/typebox';

const VERSION = '0.1.0';

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
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      let database: Health['database'];
      try {
        const latencyMs = await pingDatabase(app.db);
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
      return reply.status(database.status === 'up' ? 200 : 503).send(body);
    },
  );
}
