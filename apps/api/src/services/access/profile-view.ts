import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProfileAccount } from '@linksight/api-contract';
import { PROFILE_FEATURE_IDS as F, featureDenial, hasFullAccess, type Viewer } from '@linksight/golf-core';
import { AppError } from '../../lib/errors';
import { throwIfRejected } from './player-access';

/** The profile features whose pages show the about card, schools and GPA (spec 3 §2 about card; resume). */
const EXTRA_INFO_FEATURES = [F.summary, F.resume];

/**
 * Resolves a profile route's username to the fields the caller may see (issue 22 item 3, spec 2 §6): a
 * missing account and a private website answer the same 404 to a visitor; circle membership goes to the
 * player and product managers only; about, schools and GPA only where the Summary or Resume is open.
 */
export async function resolveProfileForViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  username: string,
): Promise<ProfileAccount> {
  throwIfRejected(request);
  const notFound = () => AppError.notFound(`No account named ${username}`);
  const account = await app.repos.accounts.findByUsername(username);
  if (!account) throw notFound();
  const viewerId = request.account?.accountId ?? null;
  const viewer: Viewer =
    viewerId === null
      ? null
      : { accountId: viewerId, isProductManager: await app.repos.accounts.isProductManager(viewerId) };
  const isFull = hasFullAccess(account, viewer);
  if (featureDenial(account, viewer, []) === 'website-private') throw notFound();
  const isOwnerOrManager =
    viewer !== null && (viewer.isProductManager || viewer.accountId === account.accountId);
  return {
    ...account,
    accountExtraInfo:
      featureDenial(account, viewer, EXTRA_INFO_FEATURES) === null ? account.accountExtraInfo : [],
    subCircleAccountIds: isOwnerOrManager ? account.subCircleAccountIds : [],
    hasFullAccess: isFull,
  };
}
