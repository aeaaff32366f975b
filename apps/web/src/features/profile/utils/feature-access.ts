import type { Account, WebsiteSetting } from '@linksight/api-contract';

/** spec 2 §4: the default landing feature is the first enabled one in this order. */
export const PROFILE_FEATURES = [
  'summary',
  'resume',
  'schedule',
  'my-rounds',
  'gallery',
  'data-analysis',
  'stats',
  'report-viewer',
] as const;
export type ProfileFeature = (typeof PROFILE_FEATURES)[number];

/** spec 2 §6 feature ids. */
export const FEATURE_IDS: Record<ProfileFeature, number> = {
  'data-analysis': 59,
  stats: 63,
  gallery: 67,
  'report-viewer': 77,
  resume: 78,
  schedule: 80,
  'my-rounds': 86,
  summary: 89,
};
/** spec 2 §4: the website as a whole is private when this feature is not public. */
export const WEBSITE_FEATURE_ID = 88;

export type GatedAccount = Pick<
  Account,
  'accountId' | 'subCircleAccountIds' | 'accountWebsiteSettingsAccount'
>;
/** The logged-in visitor, or null for a logged-out one. */
export type Viewer = { accountId: number | null; isProductManager: boolean } | null;

export type ProfileAccess = {
  hasFullAccess: boolean;
  isWebsitePrivate: boolean;
  /** False means: redirect home (spec 2 §6). */
  canViewWebsite: boolean;
  enabledFeatures: ProfileFeature[];
};

function findSetting(settings: readonly WebsiteSetting[], featureId: number): WebsiteSetting | undefined {
  return settings.find((setting) => setting.featureId === featureId);
}

/** spec 2 §6: the player themself, a product manager, or someone in the player's circle. */
export function hasFullAccess(account: GatedAccount, viewer: Viewer): boolean {
  if (viewer === null) return false;
  if (viewer.isProductManager) return true;
  if (viewer.accountId === null) return false;
  return viewer.accountId === account.accountId || account.subCircleAccountIds.includes(viewer.accountId);
}

/** spec 2 §6: open unless feature 88 is explicitly private (a setting that is not public). */
export function isWebsitePrivate(settings: readonly WebsiteSetting[]): boolean {
  const setting = findSetting(settings, WEBSITE_FEATURE_ID);
  return setting !== undefined && !setting.isPublic;
}

/**
 * spec 2 §6: access if there is no setting, or it is public, or it is not private and the phone is not
 * marked unverified. With the contract's boolean `isPublic`, "not private" equals "public", so the last
 * clause never widens access today; it is kept so a future tri-state setting behaves as the spec says.
 */
export function isFeatureOpenToVisitors(settings: readonly WebsiteSetting[], featureId: number): boolean {
  const setting = findSetting(settings, featureId);
  if (setting === undefined) return true;
  if (setting.isPublic) return true;
  const isPrivate = !setting.isPublic;
  return !isPrivate && setting.isPhoneVerified !== false;
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
