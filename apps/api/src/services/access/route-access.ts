import type { FastifyRequest } from 'fastify';
import type { TokenScope } from '@linksight/api-contract';
import { PROFILE_FEATURE_IDS as F, type ProfileFeatureId } from '@linksight/golf-core';

/**
 * Which profile features grant which player data (spec 2 §6; issue 22 item 4). One table: the API
 * authorises every player endpoint by it, and the authorisation tests read it to know what each
 * endpoint must answer. A visitor (not the owner, a circle member or a PM) needs an open website and
 * at least one of the grant's features open.
 */
export const FEATURE_GRANTS = {
  /** Player Performance overviews and stats: the dashboard (Round Assessment page) and the Summary. */
  performance: [F['data-analysis'], F.summary],
  /** The round assessment table (overview groups in Assessment mode). */
  assessment: [F['data-analysis']],
  /** The Summary page's own calls. */
  summary: [F.summary],
  /** Round lists and selections, used by every page that picks rounds. */
  rounds: [F['data-analysis'], F.summary, F['my-rounds']],
  /** Shot maps, course geometry and targets (My Rounds, spec 1 §2.3 "view shots"). */
  shots: [F['my-rounds']],
  compareStats: [F.stats],
  gallery: [F.gallery],
  resume: [F.resume],
  schedule: [F.schedule],
  reports: [F['report-viewer']],
} as const satisfies Record<string, readonly ProfileFeatureId[]>;
export type FeatureGrant = keyof typeof FEATURE_GRANTS;

/**
 * What a player endpoint needs: one grant, or several that must all be open (issue 22 item 4: a report
 * needs the Reports feature (77) and the feature of its own data, e.g. `['reports', 'performance']`).
 */
export type GrantRule = FeatureGrant | readonly FeatureGrant[];

/**
 * How an endpoint is authorised; every route under /api declares one in `config.access` (the app refuses
 * to start otherwise, so a new endpoint cannot forget it and the authorisation matrix covers it):
 * - `public`: no player data (health, config, search, login);
 * - `account`: any logged-in account, about itself (its session, its tokens);
 * - `player`: a player's data under `:accountId`, by the grant's features (several grants: all of them;
 *   a function when the grant depends on the request, e.g. the overview mode);
 * - `owner`: a change to a player's data under `:accountId`: the player themself or a product manager;
 *   with `circle: 'schedule'` also the circle members the player allows to manage the schedule (issue 18);
 * - `custom`: authorised in the handler for the reason given (e.g. a report snapshot opened by its hash).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'account'; scope?: TokenScope }
  | { kind: 'player'; grant: GrantRule | ((request: FastifyRequest) => GrantRule) }
  | { kind: 'owner'; scope?: TokenScope; circle?: CircleRight }
  | { kind: 'custom'; reason: string };

/** A right a player may give circle members beyond viewing (issue 18: `account_circles.can_edit_schedule`). */
export type CircleRight = 'schedule';

/** Shorthands for route options: `config: access.player('resume')`. */
export const access = {
  public: () => ({ access: { kind: 'public' } satisfies RouteAccess }),
  account: (scope?: TokenScope) => ({ access: { kind: 'account', scope } satisfies RouteAccess }),
  player: (grant: GrantRule | ((request: FastifyRequest) => GrantRule)) => ({
    access: { kind: 'player', grant } satisfies RouteAccess,
  }),
  owner: (scope?: TokenScope, options: { circle?: CircleRight } = {}) => ({
    access: { kind: 'owner', scope, ...options } satisfies RouteAccess,
  }),
  custom: (reason: string) => ({ access: { kind: 'custom', reason } satisfies RouteAccess }),
};

/**
 * What a personal access token needs to call a route (issue 20): 'none' for public routes, the read scope
 * for player data, the declared scope of an owner or account route; null when a token may not call it at
 * all (an owner or account change that declares no scope: managing tokens, settings, logging out).
 */
export function scopeNeeded(declared: RouteAccess, method: string): TokenScope | 'none' | null {
  switch (declared.kind) {
    case 'public':
      return 'none';
    case 'player':
    case 'custom':
      return 'read';
    case 'account':
      return declared.scope ?? (method === 'GET' || method === 'HEAD' ? 'read' : null);
    case 'owner':
      return declared.scope ?? null;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
