import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import { deriveAuthKeys, loadJwtSecret } from '../../services/auth/secrets';
import {
  createSnapshotTokens,
  type ReportAccess,
  type SnapshotTokens,
} from '../../services/reports/snapshot-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies the read-only tokens report pages send with their data calls. */
    reportTokens: SnapshotTokens;
  }
  interface FastifyRequest {
    /** Set when the bearer is a report snapshot token (never together with `account`). */
    reportAccess: ReportAccess | null;
  }
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Report snapshot tokens (ARCHITECTURE §6). A bearer that is not a session token may be a report token:
 * then the request is anonymous with `reportAccess` set, which the route-access preHandler accepts for
 * `player` routes of that snapshot's player and report kind only. Also purges expired snapshots.
 */
export default fp(
  async function reportAccessPlugin(app: FastifyInstance, opts: { config: Config }) {
    const key = deriveAuthKeys(await loadJwtSecret(opts.config)).reportToken;
    const tokens = createSnapshotTokens({ key, issuer: opts.config.publicBaseUrl, clock: app.clock });
    app.decorate('reportTokens', tokens);
    app.decorateRequest('reportAccess', null);

    app.addHook('onRequest', async (request) => {
      if (request.account || !request.authRejection) return;
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const access = token ? await tokens.verify(token) : null;
      if (!access) return;
      request.reportAccess = access;
      // Not a stale session: nothing to refresh. Routes other than the report's answer as to anyone anonymous.
      request.authRejection = null;
    });

    const purge = setInterval(() => {
      app.repos.reportSnapshots
        .purgeExpired(app.clock.now())
        .catch((err: unknown) => app.log.warn({ err }, 'reports: purging expired snapshots failed'));
    }, PURGE_INTERVAL_MS);
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));
  },
  { name: 'report-access', dependencies: ['auth', 'repositories'] },
);
