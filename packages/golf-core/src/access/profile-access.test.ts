import { describe, expect, it } from 'vitest';
import {
  LANDING_FEATURE_ORDER,
  PROFILE_FEATURE_IDS,
  WEBSITE_FEATURE_ID,
  canViewFeature,
  defaultLandingFeature,
  featureDenial,
  isFeatureOpenToVisitors,
  isWebsitePrivate,
  profileAccess,
  type FeatureSetting,
  type GatedAccount,
  type Viewer,
} from './profile-access';

const OWNER = 10;
const CIRCLE_MEMBER = 11;
const STRANGER = 12;

function account(settings: FeatureSetting[]): GatedAccount {
  return { accountId: OWNER, subCircleAccountIds: [CIRCLE_MEMBER], accountWebsiteSettingsAccount: settings };
}
const setting = (featureId: number, isPublic: boolean | null, isPhoneVerified: boolean | null = true) => ({
  featureId,
  isPublic,
  isPhoneVerified,
});

const owner: Viewer = { accountId: OWNER, isProductManager: false };
const member: Viewer = { accountId: CIRCLE_MEMBER, isProductManager: false };
const manager: Viewer = { accountId: 99, isProductManager: true };
const stranger: Viewer = { accountId: STRANGER, isProductManager: false };

describe('profile feature gating (spec 2 §4, §6)', () => {
  const privateSite = account([
    setting(WEBSITE_FEATURE_ID, false),
    setting(PROFILE_FEATURE_IDS.stats, false),
  ]);

  it('gives the owner, a product manager and a circle member every feature of a private site', () => {
    for (const viewer of [owner, member, manager]) {
      expect(profileAccess(privateSite, viewer).enabledFeatures).toEqual(LANDING_FEATURE_ORDER);
      expect(canViewFeature(privateSite, viewer, PROFILE_FEATURE_IDS.stats)).toBe(true);
    }
  });

  it('keeps strangers and anonymous visitors off a private website', () => {
    for (const viewer of [stranger, null]) {
      const access = profileAccess(privateSite, viewer);
      expect(access.canViewWebsite).toBe(false);
      expect(access.enabledFeatures).toEqual([]);
      expect(featureDenial(privateSite, viewer, [PROFILE_FEATURE_IDS.summary])).toBe('website-private');
    }
  });

  it('treats the website as open unless feature 88 is explicitly private', () => {
    expect(isWebsitePrivate([])).toBe(false);
    expect(isWebsitePrivate([setting(WEBSITE_FEATURE_ID, true)])).toBe(false);
    expect(isWebsitePrivate([setting(WEBSITE_FEATURE_ID, null)])).toBe(false);
    expect(isWebsitePrivate([setting(WEBSITE_FEATURE_ID, false)])).toBe(true);
  });

  it('opens a feature with no setting, a public one, or an undecided one with a phone not marked unverified', () => {
    const stats = PROFILE_FEATURE_IDS.stats;
    expect(isFeatureOpenToVisitors([], stats)).toBe(true);
    expect(isFeatureOpenToVisitors([setting(stats, true, false)], stats)).toBe(true);
    expect(isFeatureOpenToVisitors([setting(stats, false, true)], stats)).toBe(false);
    expect(isFeatureOpenToVisitors([setting(stats, null, true)], stats)).toBe(true);
    expect(isFeatureOpenToVisitors([setting(stats, null, null)], stats)).toBe(true);
    expect(isFeatureOpenToVisitors([setting(stats, null, false)], stats)).toBe(false);
  });

  it('answers feature-disabled for a private feature on a public site, unless another listed feature is open', () => {
    const site = account([setting(PROFILE_FEATURE_IDS['data-analysis'], false)]);
    expect(featureDenial(site, stranger, [PROFILE_FEATURE_IDS['data-analysis']])).toBe('feature-disabled');
    expect(
      featureDenial(site, null, [PROFILE_FEATURE_IDS['data-analysis'], PROFILE_FEATURE_IDS.summary]),
    ).toBeNull();
    expect(featureDenial(site, owner, [PROFILE_FEATURE_IDS['data-analysis']])).toBeNull();
  });

  it('lands on the first enabled feature in spec order, or on the preferred one when enabled', () => {
    const site = account([
      setting(PROFILE_FEATURE_IDS.summary, false),
      setting(PROFILE_FEATURE_IDS.resume, false),
    ]);
    const visitor = profileAccess(site, null);
    expect(defaultLandingFeature(visitor)).toBe('schedule');
    expect(defaultLandingFeature(visitor, 'resume')).toBe('schedule');
    expect(defaultLandingFeature(visitor, 'gallery')).toBe('gallery');
    expect(defaultLandingFeature(profileAccess(site, owner))).toBe('summary');
    expect(defaultLandingFeature(profileAccess(privateSite, null))).toBeNull();
  });
});
