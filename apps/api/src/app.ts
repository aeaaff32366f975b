import { randomUUID } from 'node:crypto';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config/env';
import type { DbHandle } from './db/client';
import dbPlugin from './plugins/external/db';
import rateLimitPlugin from './plugins/external/rate-limit';
import swaggerPlugin from './plugins/external/swagger';
import securityHeaders from './plugins/external/security-headers';
import compression from './plugins/external/compression';
import spaPlugin from './plugins/external/spa';
import { publicConfigOf } from './services/config/public-config';
import mediaPlugin from './plugins/external/media';
import errorHandler from './plugins/app/error-handler';
import repositories from './plugins/app/repositories';
import authPlugin from './plugins/app/auth';
import routeAccess from './plugins/app/route-access';
import reportAccess from './plugins/app/report-access';
import mediaAccess from './plugins/app/media-access';
import pdfPlugin from './plugins/app/pdf';
import playerFigures from './plugins/app/player-figures';
import organizationRosterRoutes from './routes/api/v1/organization-roster';
import healthRoutes from './routes/api/health';
import configRoutes from './routes/api/v1/config';
import accountRoutes from './routes/api/v1/accounts';
import accountSettingsRoutes from './routes/api/v1/account-settings';
import organizationRoutes from './routes/api/v1/organizations';
import authRoutes from './routes/api/v1/auth/index';
import playerRoutes from './routes/api/v1/players/index';
import reportRoutes from './routes/api/v1/reports';
import courseRoutes from './routes/api/v1/courses/index';
import tokenRoutes from './routes/api/v1/tokens/index';
import scheduleCatalogueRoutes from './routes/api/v1/schedule';

/** Trusts the nearest `hops` proxies (what Fastify does for a number, which its types do not accept). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export type BuildAppOptions = {
  config: Config;
  /** An opened and migrated database. */
  db: DbHandle;
  /** Close the database when the app closes (true for the server; tests may share one). */
  closeDbOnShutdown?: boolean;
};

/**
 * Builds the Fastify app: external plugins, then app plugins, then routes (STYLE: fastify/demo).
 * Only server.ts listens.
 */
export async function buildApp({
  config,
  db,
  closeDbOnShutdown = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64
        ? req.headers['x-request-id']
        : randomUUID(),
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    // issue 22 item 2: X-Forwarded-For only from configured proxies, never by default.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  };
  // With a certificate the server speaks HTTP/2 (issue 23), and HTTP/1.1 to clients that ask for it.
  // Handlers see the same request and reply either way; only the server's type differs, hence the cast.
  const app = config.tls
    ? (Fastify({
        ...(options as unknown as FastifyServerOptions<Http2SecureServer>),
        http2: true,
        https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key },
        // Closing sends each HTTP/2 session GOAWAY (its streams finish); without it Node 20 waits for
        // idle sessions to time out (72 s) before the server closes.
        forceCloseConnections: true,
      }) as unknown as FastifyInstance)
    : Fastify(options);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External plugins.
  await app.register(errorHandler);
  await app.register(securityHeaders, { config });
  await app.register(compression);
  await app.register(dbPlugin, { handle: db, closeOnShutdown: closeDbOnShutdown });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { config });
  await app.register(swaggerPlugin, { config });

  // App plugins.
  await app.register(repositories);
  await app.register(authPlugin, { config });
  await app.register(reportAccess, { config });
  await app.register(mediaAccess, { config });
  await app.register(routeAccess);
  await app.register(pdfPlugin, { config });
  await app.register(playerFigures);

  // Routes.
  await app.register(healthRoutes);
  await app.register(configRoutes, { config });
  await app.register(accountRoutes, { mediaDir: config.mediaDir });
  await app.register(accountSettingsRoutes, { mediaDir: config.mediaDir });
  await app.register(organizationRoutes);
  await app.register(organizationRosterRoutes, { mediaDir: config.mediaDir });
  await app.register(authRoutes, { isSecureCookie: config.isProduction });
  await app.register(playerRoutes);
  await app.register(reportRoutes);
  await app.register(courseRoutes);
  await app.register(tokenRoutes);
  await app.register(scheduleCatalogueRoutes);

  await app.register(mediaPlugin, { mediaDir: config.mediaDir });
  await app.register(spaPlugin, { distDir: config.webDistDir, publicConfig: publicConfigOf(config) });
  return app;
}
