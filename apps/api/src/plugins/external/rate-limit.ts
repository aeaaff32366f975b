import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/env';

/**
 * A global per-IP request ceiling. With REDIS_URL the counters live in Redis so the limit holds
 * across instances (ARCHITECTURE §3); auth limits are separate and live in the database.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: { config: Config }) {
    let redis: Redis | undefined;
    if (opts.config.redisUrl) {
      const { Redis } = await import('ioredis');
      redis = new Redis(opts.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: opts.config.rateLimitPerMinute,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'linksight-rl-' } : {}),
      // Static files of the SPA are not what the limit protects.
      allowList: (request) => !request.url.startsWith('/api/'),
    });
  },
  { name: 'rate-limit' },
);
