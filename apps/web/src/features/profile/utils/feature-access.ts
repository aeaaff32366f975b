import {
  LANDING_FEATURE_ORDER,
  PROFILE_FEATURE_IDS,
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
 * The profile answer's gating and the features it opens live in lib/players/viewer-access.ts: the pages'
 * queries read the same answer there (a feature may not import this one).
 */
export { getProfileAccess, type GatedAccount } from '../../../lib/players/viewer-access';

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
