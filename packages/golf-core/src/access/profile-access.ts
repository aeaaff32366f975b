/**
 * Profile feature gating (spec 2 §4 "Profile feature gating" and §6 roles). Pure rules shared by the
 * API (which enforces them, ARCHITECTURE §5) and the web app (which shapes menus and redirects).
 */

/** spec 2 §6 feature ids of the profile pages. */
export const PROFILE_FEATURE_IDS = {
  'data-analysis': 59,
  stats: 63,
  gallery: 67,
  'report-viewer': 77,
  resume: 78,
  schedule: 80,
  'my-rounds': 86,
  summary: 89,
} as const;
export type ProfileFeature = keyof typeof PROFILE_FEATURE_IDS;
export type ProfileFeatureId = (typeof PROFILE_FEATURE_IDS)[ProfileFeature];

/** spec 2 §4: the website as a whole is governed by feature 88. */
export const WEBSITE_FEATURE_ID = 88;

/** spec 2 §4: the default landing feature is the first enabled one in this order. */
export const LANDING_FEATURE_ORDER: readonly ProfileFeature[] = [
  'summary',
  'resume',
  'schedule',
  'my-rounds',
  'gallery',
  'data-analysis',
  'stats',
  'report-viewer',
];

/**
 * One privacy setting (spec 2 §3 accountWebsiteSettingsAccount). `isPublic: null` is a setting whose
 * owner made no choice: neither public nor private (see `isFeatureOpenToVisitors`).
 */
export type FeatureSetting = { featureId: number; isPublic: boolean | null; isPhoneVerified: boolean | null };

/** What gating needs to know about the profile's account (spec 2 §3 "Account (for profile gating)"). */
export type GatedAccount = {
  accountId: number;
  subCircleAccountIds: readonly number[];
  accountWebsiteSettingsAccount: readonly FeatureSetting[];
};

/** The logged-in visitor, or null for an anonymous one. */
export type Viewer = { accountId: number; isProductManager: boolean } | null;

export type ProfileAccess = {
  hasFullAccess: boolean;
  isWebsitePrivate: boolean;
  /** False: the visitor is sent home (spec 2 §6 "Private website and no access"). */
  canViewWebsite: boolean;
  /** Enabled features in landing order. */
  enabledFeatures: ProfileFeature[];
};

/** Why a visitor may not see a feature: the website (answer as if missing) or the feature itself. */
export type FeatureDenial = 'website-private' | 'feature-disabled';

function settingOf(settings: readonly FeatureSetting[], featureId: number): FeatureSetting | undefined {
  return settings.find((s) => s.featureId === featureId);
}

/** spec 2 §6: the player themself, a product manager, or a member of the player's circle. */
export function hasFullAccess(account: GatedAccount, viewer: Viewer): boolean {
  if (viewer === null) return false;
  return (
    viewer.isProductManager ||
    viewer.accountId === account.accountId ||
    account.subCircleAccountIds.includes(viewer.accountId)
  );
}

/**
 * spec 2 §4 says the website is private "when feature 88 is not public", §6 that it "is open unless
 * feature 88 is explicitly private". Both hold when only an explicit `isPublic: false` makes it private:
 * no setting, or a setting without a choice (null), leaves the website open.
 */
export function isWebsitePrivate(settings: readonly FeatureSetting[]): boolean {
  return settingOf(settings, WEBSITE_FEATURE_ID)?.isPublic === false;
}

/**
 * spec 2 §6: "A visitor gets access to a feature if there is no setting, or it is public, or it is not
 * private and the phone is not marked unverified." Private means `isPublic === false`, public means
 * `true`; the third clause therefore only matters for a setting without a choice (`isPublic: null`),
 * which opens unless `isPhoneVerified` is explicitly false. With the database's boolean column the rule
 * reduces to: no setting, or public. spec 2 §4 "A feature is off when its setting is private" agrees.
 */
export function isFeatureOpenToVisitors(settings: readonly FeatureSetting[], featureId: number): boolean {
  const setting = settingOf(settings, featureId);
  if (setting === undefined || setting.isPublic === true) return true;
  const isPrivate = setting.isPublic === false;
  return !isPrivate && setting.isPhoneVerified !== false;
}

/** Whether `viewer` may see feature `featureId` of the profile. */
export function canViewFeature(account: GatedAccount, viewer: Viewer, featureId: number): boolean {
  return featureDenial(account, viewer, [featureId]) === null;
}

/**
 * Why `viewer` may not see any of `featureIds` (one page may be served by several features, e.g. the
 * overviews belong to both summary and data-analysis); null when at least one is allowed. Full access
 * sees everything; a visitor first needs an open website, then an open feature.
 */
export function featureDenial(
  account: GatedAccount,
  viewer: Viewer,
  featureIds: readonly number[],
): FeatureDenial | null {
  if (hasFullAccess(account, viewer)) return null;
  const settings = account.accountWebsiteSettingsAccount;
  if (isWebsitePrivate(settings)) return 'website-private';
  return featureIds.some((id) => isFeatureOpenToVisitors(settings, id)) ? null : 'feature-disabled';
}

export function profileAccess(account: GatedAccount, viewer: Viewer): ProfileAccess {
  return profileAccessFor(account.accountWebsiteSettingsAccount, hasFullAccess(account, viewer));
}

/**
 * The same answer once full access is known: the web reads `hasFullAccess` from the API (which alone knows
 * roles and circles) and calls this, so the menu and the API gate apply one rule (spec 2 §4, §6).
 */
export function profileAccessFor(settings: readonly FeatureSetting[], full: boolean): ProfileAccess {
  const websitePrivate = isWebsitePrivate(settings);
  const canViewWebsite = full || !websitePrivate;
  const enabledFeatures = canViewWebsite
    ? LANDING_FEATURE_ORDER.filter(
        (feature) => full || isFeatureOpenToVisitors(settings, PROFILE_FEATURE_IDS[feature]),
      )
    : [];
  return { hasFullAccess: full, isWebsitePrivate: websitePrivate, canViewWebsite, enabledFeatures };
}

/**
 * The page an empty profile path lands on (spec 2 §4): `preferred` when enabled (custom-URL mode
 * prefers the resume, spec 2 §2), else the first enabled feature in landing order; null when none is.
 */
export function defaultLandingFeature(
  access: ProfileAccess,
  preferred?: ProfileFeature,
): ProfileFeature | null {
  if (preferred !== undefined && access.enabledFeatures.includes(preferred)) return preferred;
  return access.enabledFeatures[0] ?? null;
}
