import type { FastifyInstance } from 'fastify';
import { PublicConfigSchema } from '@linksight/api-contract';
import type { Config } from '../../../config/env';
import { typed } from '../../../lib/typebox';
import { access } from '../../../services/access/route-access';
import { publicConfigOf } from '../../../services/config/public-config';

export default async function configRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  const app = typed(fastify);
  const body = publicConfigOf(opts.config);
  app.get(
    '/api/v1/config',
    {
      config: access.public(),
      schema: {
        tags: ['system'],
        summary: 'Public app configuration',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => body,
  );
}
