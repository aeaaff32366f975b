import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@linksight/api-contract';
import { AppError } from '../../lib/errors';
import { rejectNulCharacters } from '../../lib/request-values';
import type { PlayerGate } from '../../repositories/player-analytics';
import { authorizeOwner, authorizePlayer, authorizeReport } from '../../services/access/player-access';
import { scopeNeeded, type RouteAccess } from '../../services/access/route-access';

/** One API route and how it is authorised. */
export type DeclaredRoute = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyRequest {
    /** The authorised player of a `player` or `owner` route (set before the handler runs). */
    playerGate: PlayerGate | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access: what the authorisation matrix test reads (issue 22). */
    declaredRoutes: DeclaredRoute[];
  }
}

/** Routes of plugins that serve no player data and declare nothing (the OpenAPI UI). */
const UNDECLARED_PREFIXES = ['/api/docs'];

/**
 * Ajv 8 coerces a path or query string such as "1e309" or "Infinity" to Infinity and then skips
 * `minimum`/`maximum`, which only check finite numbers; JSON bodies are not affected (their integer
 * type check requires a finite number). Every number a URL carries must be finite (issue 22 item 1).
 */
function rejectNonFiniteNumbers(request: FastifyRequest) {
  for (const [where, values] of [
    ['path', request.params],
    ['query', request.query],
  ] as const) {
    if (typeof values !== 'object' || values === null) continue;
    for (const [name, value] of Object.entries(values)) {
      const items: unknown[] = Array.isArray(value) ? value : [value];
      if (items.some((v) => typeof v === 'number' && !Number.isFinite(v)))
        throw new AppError(400, ErrorCode.validation, `${where} parameter ${name} must be a finite number`);
    }
  }
}

/** The gate of a `player`/`owner` route; a handler of any other route asking for it is a bug. */
export function gateOf(request: FastifyRequest): PlayerGate {
  if (!request.playerGate)
    throw new Error(`${request.routeOptions.url}: no player gate (check config.access)`);
  return request.playerGate;
}

/**
 * Authorises every API route by its declared `config.access` (issue 22 item 4: one mechanism, one
 * table), after schema validation so ids are already bounded numbers. Registered before the routes: a
 * route under /api without a declaration fails at start-up.
 */
export default fp(
  async function routeAccess(app: FastifyInstance) {
    app.decorateRequest('playerGate', null);
    app.decorate('declaredRoutes', []);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || UNDECLARED_PREFIXES.some((p) => route.url.startsWith(p))) return;
      const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
      if (!declared) throw new Error(`${route.method} ${route.url} declares no config.access`);
      // The API document says which routes take a token, from the declared access: Swagger's "Try it out"
      // sends the bearer only where `security` names it (nine routes that need a login went without it).
      if (declared.kind !== 'public' && route.schema && route.schema.security === undefined)
        route.schema.security =
          declared.kind === 'account' || declared.kind === 'owner'
            ? [{ bearerAuth: [] }]
            : [{ bearerAuth: [] }, {}];
      for (const method of [route.method].flat())
        if (method !== 'HEAD') app.declaredRoutes.push({ method, url: route.url, access: declared });
    });
    app.addHook('preHandler', async (request) => {
      // Routes with attachValidation (the ingest routes validate bodies themselves) still need valid
      // paths, queries and headers before anything reaches the database.
      const invalid = request.validationError;
      if (invalid && invalid.validationContext !== 'body') throw invalid;
      rejectNonFiniteNumbers(request);
      rejectNulCharacters({ path: request.params, query: request.query, body: request.body });
      const declared = request.routeOptions.config.access;
      if (!declared) return;
      const scopes = request.account?.scopes;
      if (scopes) {
        const needed = scopeNeeded(declared, request.method);
        if (needed === null) throw AppError.forbidden('An access token cannot do this: log in to the app.');
        if (needed !== 'none' && !scopes.includes(needed))
          throw AppError.forbidden(`This access token lacks the ${needed} scope.`);
      }
      if (declared.kind === 'account') {
        await app.requireAuth(request);
        return;
      }
      if (declared.kind !== 'player' && declared.kind !== 'owner') return;
      const accountId = (request.params as { accountId?: unknown }).accountId;
      if (typeof accountId !== 'number') throw AppError.badRequest('accountId is required');
      if (declared.kind === 'owner') {
        request.playerGate = await authorizeOwner(app, request, accountId, declared.circle);
        return;
      }
      const grant = typeof declared.grant === 'function' ? declared.grant(request) : declared.grant;
      // A report page's snapshot token (plugins/app/report-access.ts) opens its own player's data only.
      request.playerGate = request.reportAccess
        ? await authorizeReport(app, request.reportAccess, accountId, grant)
        : await authorizePlayer(app, request, accountId, grant);
    });
  },
  { name: 'route-access', dependencies: ['auth', 'repositories'] },
);
