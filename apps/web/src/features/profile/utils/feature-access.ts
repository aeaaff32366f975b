import type { ProfileAccount } from '@linksight/api-contract';
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

/**
 * What the API answered about a profile: whether the caller has full access (spec 2 §6: the player, a
 * product manager or the circle, decided by the API, which alone knows roles and circles) and the settings.
 */
export type GatedAccount = Pick<ProfileAccount, 'hasFullAccess' | 'accountWebsiteSettingsAccount'>;

export function getProfileAccess(account: GatedAccount): ProfileAccess {
  const settings = account.accountWebsiteSettingsAccount;
  const full = account.hasFullAccess;
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
