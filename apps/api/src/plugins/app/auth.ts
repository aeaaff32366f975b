import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERSONAL_TOKEN_PREFIX, type TokenScope } from '@linksight/api-contract';
import type { Config } from '../../config/env';
import { createSystemClock, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { createAuthService, type AuthService } from '../../services/auth/auth-service';
import { authErrors } from '../../services/auth/errors';
import { getDummyHash } from '../../services/auth/passwords';
import { deriveAuthKeys, loadJwtSecret } from '../../services/auth/secrets';
import { createTokenService, isBearerIdentity, type BearerIdentity } from '../../services/auth/tokens';
import { createSmsTransport } from '../../services/sms/create-sms-transport';

/**
 * Who is calling: the account id of a verified bearer token, and whether the external issuer
 * signed it (spec 1 §4.3). Routes load the full Account only when they need it. `scopes` is set for a
 * personal access token (issue 20) and limits what it may call (route-access checks it); a session's
 * token has none and may do what its account may.
 */
export type SessionAccount = {
  accountId: number;
  isExternal: boolean;
  /** The session (refresh family) an own access token belongs to; null for external and personal tokens. */
  sessionId: string | null;
  scopes?: readonly TokenScope[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The time source of expiring rules; tests move it with `vi.spyOn(app.clock, 'now')`. */
    clock: Clock;
    auth: AuthService;
    /** preHandler for routes that need a logged-in account: 401 TokenExpired / ExternalTokenExpired / UNAUTHORIZED. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The bearer's account, or null when anonymous or when the token was rejected. */
    account: SessionAccount | null;
    /** Why a presented bearer token was rejected; only routes that require auth answer with it. */
    authRejection: AppError | null;
  }
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Longer than every window of the limits (the longest is one hour). */
const AUTH_RECORD_RETENTION_MS = 24 * 60 * 60 * 1000;

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { config: Config; clock?: Clock }) {
    const { config } = opts;
    const clock = opts.clock ?? createSystemClock();
    const keys = deriveAuthKeys(await loadJwtSecret(config));
    const repo = app.repos.auth;
    const tokens = createTokenService({
      accessTokenKey: keys.accessToken,
      issuer: config.publicBaseUrl,
      externalJwt: config.externalJwt,
      clock,
    });
    const sms = createSmsTransport(config, { db: app.db, clock, log: app.log });
    const auth = createAuthService({
      db: app.db,
      repo,
      accounts: app.repos.accounts,
      clock,
      keys,
      tokens,
      sms,
      allowSignup: config.allowSignup,
      log: app.log,
    });

    /**
     * An external issuer's `sub` must still name an existing account; our token's session must still be
     * open (issue 22 item 8: logging out, a reused refresh token or a password change ends its tokens).
     */
    const isBearerLive = async (identity: BearerIdentity): Promise<boolean> =>
      identity.isExternal
        ? (await repo.findCredentialsById(identity.accountId)) !== null
        : identity.sessionId !== null && (await repo.isSessionOpen(identity.sessionId, clock.now()));

    app.decorate('clock', clock);
    app.decorate('auth', auth);
    app.decorateRequest('account', null);
    app.decorateRequest('authRejection', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || !request.url.startsWith('/api/')) return;
      const token = BEARER.exec(header)?.[1];
      if (token?.startsWith(PERSONAL_TOKEN_PREFIX)) {
        // An opaque personal access token: looked up by its hash (revoked or expired → 401, no refresh).
        const found = await app.repos.accessTokens.use(token, clock.now());
        if (found)
          request.account = {
            accountId: found.accountId,
            isExternal: false,
            sessionId: null,
            scopes: found.scopes,
          };
        else
          request.authRejection = AppError.unauthorized('This access token is invalid, expired or revoked.');
        return;
      }
      const result = token ? await tokens.verifyBearer(token) : { isExternal: false };
      if (isBearerIdentity(result) && (await isBearerLive(result))) {
        request.account = result;
        return;
      }
      request.authRejection = result.isExternal
        ? authErrors.externalTokenExpired()
        : authErrors.tokenExpired();
    });

    app.decorate('requireAuth', async (request: FastifyRequest) => {
      if (request.account) return;
      throw request.authRejection ?? AppError.unauthorized('Please log in.');
    });

    // The first unknown number must not be slower than later ones (issue 3: same time).
    await getDummyHash();

    const housekeeping = setInterval(() => {
      repo
        .purgeBefore(new Date(clock.now().getTime() - AUTH_RECORD_RETENTION_MS))
        .catch((err: unknown) => app.log.warn({ err }, 'auth: housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    housekeeping.unref();
    app.addHook('onClose', async () => clearInterval(housekeeping));
  },
  { name: 'auth', dependencies: ['db', 'repositories'] },
);
