import type { FastifyInstance, FastifyRequest } from 'fastify';
import { featureDenial, type Viewer } from '@linksight/golf-core';
import { AppError } from '../../lib/errors';
import type { PlayerGate } from '../../repositories/player-analytics';
import { REPORT_KIND_GRANTS } from '../reports/report-kinds';
import type { ReportAccess } from '../reports/snapshot-token';
import { FEATURE_GRANTS, type CircleRight, type GrantRule } from './route-access';

/**
 * The same answer for a missing account and a private website, so privacy does not leak existence; in
 * words a visitor understands (the `/cgr` pages print it: "No player 37" read as a fault).
 */
export const PLAYER_UNAVAILABLE = 'This player was not found, or their profile is private';
const playerNotFound = () => AppError.notFound(PLAYER_UNAVAILABLE);

/** A bearer token that was presented but rejected answers its 401 (so the client refreshes). */
export function throwIfRejected(request: FastifyRequest) {
  if (!request.account && request.authRejection) throw request.authRejection;
}

/**
 * Authorises a player call (spec 2 §6, ARCHITECTURE §5): the owner, a circle member and a product
 * manager see everything; anyone else, on an open website, only what each grant of the rule opens. A
 * missing account or a private website answers 404, a closed feature 403.
 */
export async function authorizePlayer(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: number,
  rule: GrantRule,
): Promise<PlayerGate> {
  const { gate, account, viewer } = await gateFor(app, request, accountId);
  // Every grant of the rule must be open; a private website answers before a closed feature.
  const denials = [rule].flat().map((grant) => featureDenial(account, viewer, FEATURE_GRANTS[grant]));
  const denial = denials.includes('website-private') ? 'website-private' : denials.find((d) => d !== null);
  if (denial === 'website-private') throw playerNotFound();
  if (denial === 'feature-disabled') throw AppError.forbidden('This player has not made this page public');
  return gate;
}

/**
 * Authorises what goes where the website goes, whatever its features (a profile photo): anyone while the
 * website is open; the player, their circle and product managers while it is private (spec 2 §6). A private
 * website answers 404, as a missing account does, so a photo cannot be collected by counting ids.
 */
export async function authorizeWebsite(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: number,
): Promise<void> {
  const { account, viewer } = await gateFor(app, request, accountId);
  if (featureDenial(account, viewer, []) === 'website-private') throw playerNotFound();
}

/** The account's gate, and the viewer and account as golf-core's access rules take them. */
async function gateFor(app: FastifyInstance, request: FastifyRequest, accountId: number) {
  throwIfRejected(request);
  const viewerId = request.account?.accountId ?? null;
  const gate = await app.repos.playerAnalytics.findGate(accountId, viewerId);
  if (!gate) throw playerNotFound();
  const viewer: Viewer =
    viewerId === null ? null : { accountId: viewerId, isProductManager: gate.isViewerProductManager };
  const account = {
    accountId,
    subCircleAccountIds: gate.subCircleAccountIds,
    accountWebsiteSettingsAccount: gate.settings,
  };
  return { gate, account, viewer };
}

/**
 * Authorises a change to a player's data: the player themself or a product manager (spec 2 §6 gives
 * circle members full *view* access only), and with `circle` a circle member the player gave that right
 * (issue 18: schedule editors). Anonymous → 401; anyone else → 403; no such account → 404.
 */
export async function authorizeOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: number,
  circle?: CircleRight,
): Promise<PlayerGate> {
  throwIfRejected(request);
  if (!request.account) throw AppError.unauthorized('Please log in.');
  const viewerId = request.account.accountId;
  const gate = await app.repos.playerAnalytics.findGate(accountId, viewerId);
  if (!gate) throw playerNotFound();
  if (viewerId === accountId || gate.isViewerProductManager) return gate;
  if (
    circle === 'schedule' &&
    gate.subCircleAccountIds.includes(viewerId) &&
    (await app.repos.schedule.isScheduleEditor(accountId, viewerId))
  )
    return gate;
  // A read of an owner-only setting is refused as a read (a coach's GET of the circle settings was told
  // "Only the player may change this").
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  throw AppError.forbidden(
    circle === 'schedule'
      ? 'Only the player, or someone they allow, may change this schedule'
      : isRead
        ? 'Only the player may see this'
        : 'Only the player may change this',
  );
}

/**
 * Authorises a report page's data call by its snapshot token (ARCHITECTURE §6): the snapshot's player only,
 * a grant its report kind needs only. The feature that created the snapshot authorised the viewer then, so
 * privacy settings are not read again: a private profile's report is readable through its hash until it
 * expires, and through nothing else.
 */
export async function authorizeReport(
  app: FastifyInstance,
  access: ReportAccess,
  accountId: number,
  rule: GrantRule,
): Promise<PlayerGate> {
  const opens = [rule].flat().every((grant) => REPORT_KIND_GRANTS[access.kind].includes(grant));
  if (access.accountId !== accountId || !opens)
    throw AppError.forbidden('This report link does not open this data');
  const gate = await app.repos.playerAnalytics.findGate(accountId, null);
  if (!gate) throw playerNotFound();
  return gate;
}
