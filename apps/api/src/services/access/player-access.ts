import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROFILE_FEATURE_IDS, featureDenial, type Viewer } from '@linksight/golf-core';
import { AppError } from '../../lib/errors';
import type { PlayerGate } from '../../repositories/player-analytics';

/** Overviews and stats belong to the dashboard pages: data-analysis (59) and summary (89). */
export const ANALYSIS_FEATURES = [PROFILE_FEATURE_IDS['data-analysis'], PROFILE_FEATURE_IDS.summary] as const;
/** Shot maps, course geometry and targets belong to my-rounds (86). */
export const SHOTS_FEATURES = [PROFILE_FEATURE_IDS['my-rounds']] as const;
/** Round lists and selections serve both the dashboard and My Rounds. */
export const ROUNDS_FEATURES = [...ANALYSIS_FEATURES, ...SHOTS_FEATURES] as const;

/** The same answer for a missing account and a private website, so privacy does not leak existence. */
const playerNotFound = (accountId: number) => AppError.notFound(`No player ${accountId}`);

/**
 * Authorises a player call (spec 2 §6, ARCHITECTURE §5): the owner, a circle member and a product
 * manager see everything; anyone else only an open feature of an open website. A missing account or a
 * private website answers 404, a disabled feature 403. A bearer token that was presented but rejected
 * answers its 401 (so the client refreshes) rather than silently downgrading to anonymous.
 */
export async function authorizePlayer(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: number,
  featureIds: readonly number[],
): Promise<PlayerGate> {
  if (!request.account && request.authRejection) throw request.authRejection;
  const viewerId = request.account?.accountId ?? null;
  const gate = await app.repos.playerAnalytics.findGate(accountId, viewerId);
  if (!gate) throw playerNotFound(accountId);
  const viewer: Viewer =
    viewerId === null ? null : { accountId: viewerId, isProductManager: gate.isViewerProductManager };
  const denial = featureDenial(
    {
      accountId,
      subCircleAccountIds: gate.subCircleAccountIds,
      accountWebsiteSettingsAccount: gate.settings,
    },
    viewer,
    featureIds,
  );
  if (denial === 'website-private') throw playerNotFound(accountId);
  if (denial === 'feature-disabled') throw AppError.forbidden('This player has not made this page public');
  return gate;
}
