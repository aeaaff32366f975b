import type { Account } from '@linksight/api-contract';
import {
  LANDING_FEATURE_ORDER,
  PROFILE_FEATURE_IDS,
  isFeatureOpenToVisitors,
  isWebsitePrivate,
  type ProfileAccess,
  type ProfileFeature,
} from '@linksight/golf-core';

/**
 * The settings rules are golf-core's (packages/golf-core/src/access), the ones the API enforces, so the
 * menus and redirects never disagree with what the API answers. Only the viewer mapping is the web's.
 */
export {
  isFeatureOpenToVisitors,
  isWebsitePrivate,
  WEBSITE_FEATURE_ID,
  type ProfileAccess,
  type ProfileFeature,
} from '@linksight/golf-core';

/** spec 2 §4: the default landing feature is the first enabled one in this order. */
export const PROFILE_FEATURES = LANDING_FEATURE_ORDER;
/** spec 2 §6 feature ids. */
export const FEATURE_IDS = PROFILE_FEATURE_IDS;

export type GatedAccount = Pick<
  Account,
  'accountId' | 'subCircleAccountIds' | 'accountWebsiteSettingsAccount'
>;
/** The logged-in visitor, or null for a logged-out one. */
export type Viewer = { accountId: number | null; isProductManager: boolean } | null;

/** spec 2 §6: the player themself, a product manager, or someone in the player's circle. */
export function hasFullAccess(account: GatedAccount, viewer: Viewer): boolean {
  if (viewer === null) return false;
  if (viewer.isProductManager) return true;
  if (viewer.accountId === null) return false;
  return viewer.accountId === account.accountId || account.subCircleAccountIds.includes(viewer.accountId);
}

export function getProfileAccess(account: GatedAccount, viewer: Viewer): ProfileAccess {
  const settings = account.accountWebsiteSettingsAccount;
  const full = hasFullAccess(account, viewer);
  const websitePrivate = isWebsitePrivate(settings);
  const canViewWebsite = full || !websitePrivate;
  const enabledFeatures = canViewWebsite
    ? PROFILE_FEATURES.filter((feature) => full || isFeatureOpenToVisitors(settings, FEATURE_IDS[feature]))
    : [];
  return { hasFullAccess: full, isWebsitePrivate: websitePrivate, canViewWebsite, enabledFeatures };
}

export function isFeatureEnabled(access: ProfileAccess, feature: ProfileFeature): boolean {
  return access.enabledFeatures.includes(feature);
}

/**
 * The tab an empty profile path lands on: `preferred` when enabled (custom-URL mode prefers the resume,
 * spec 1 §2.3), otherwise the first enabled feature in spec 2 §4 order; null when nothing is enabled.
 */
export function getDefaultFeature(access: ProfileAccess, preferred?: ProfileFeature): ProfileFeature | null {
  if (preferred !== undefined && isFeatureEnabled(access, preferred)) return preferred;
  return access.enabledFeatures[0] ?? null;
}
