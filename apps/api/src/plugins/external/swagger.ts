import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';

/**
 * Swagger UI's own policy (issue 22 item 5: the docs keep working beside the SPA's CSP): its bundles and
 * styles from this origin, inline styles for the UI's widgets, data: images; https upgrade only when the
 * app is served over https (on plain http it would break the UI's own requests).
 */
function swaggerUiCsp(config: Config): string {
  const upgrade = config.publicBaseUrl.startsWith('https:') ? ' upgrade-insecure-requests;' : '';
  return (
    "default-src 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'self'; form-action 'self';" +
    " script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:;" +
    ` font-src 'self' data:; connect-src 'self';${upgrade}`
  );
}

/** OpenAPI document generated from the TypeBox route schemas; UI at /api/docs (issue 2). */
export default fp(
  async function swaggerPlugin(app: FastifyInstance, opts: { config: Config }) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Linksight API',
          description:
            'Golf performance analytics: accounts, rounds, overviews, shot maps, schedules and reports.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: swaggerUiCsp(opts.config) });
  },
  { name: 'swagger' },
);
