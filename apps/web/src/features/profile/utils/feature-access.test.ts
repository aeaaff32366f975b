import type { WebsiteSetting } from '@linksight/api-contract';
import { describe, expect, it } from 'vitest';
import {
  FEATURE_IDS,
  getDefaultFeature,
  getProfileAccess,
  hasFullAccess,
  isFeatureOpenToVisitors,
  isWebsitePrivate,
  type GatedAccount,
} from './feature-access';

const setting = (featureId: number, isPublic: boolean, isPhoneVerified = true): WebsiteSetting => ({
  featureId,
  isPublic,
  isPhoneVerified,
});

function account(settings: WebsiteSetting[] = [], circle: number[] = []): GatedAccount {
  return { accountId: 10, subCircleAccountIds: circle, accountWebsiteSettingsAccount: settings };
}

const visitor = null;

describe('profile feature gating (spec 2 §4, §6)', () => {
  it('opens a feature with no setting or a public setting, closes a private one', () => {
    expect(isFeatureOpenToVisitors([], FEATURE_IDS.stats)).toBe(true);
    expect(isFeatureOpenToVisitors([setting(63, true)], FEATURE_IDS.stats)).toBe(true);
    expect(isFeatureOpenToVisitors([setting(63, false)], FEATURE_IDS.stats)).toBe(false);
    expect(isFeatureOpenToVisitors([setting(63, false, false)], FEATURE_IDS.stats)).toBe(false);
  });

  it('treats the website as private only when feature 88 is explicitly not public', () => {
    expect(isWebsitePrivate([])).toBe(false);
    expect(isWebsitePrivate([setting(88, true)])).toBe(false);
    expect(isWebsitePrivate([setting(88, false)])).toBe(true);
  });

  it('gives full access to the player, a product manager and the circle only', () => {
    const player = account([], [77]);
    expect(hasFullAccess(player, null)).toBe(false);
    expect(hasFullAccess(player, { accountId: 10, isProductManager: false })).toBe(true);
    expect(hasFullAccess(player, { accountId: 77, isProductManager: false })).toBe(true);
    expect(hasFullAccess(player, { accountId: 5, isProductManager: true })).toBe(true);
    expect(hasFullAccess(player, { accountId: 5, isProductManager: false })).toBe(false);
  });

  it('lands on summary when everything is open', () => {
    expect(getDefaultFeature(getProfileAccess(account(), visitor))).toBe('summary');
  });

  it('lands on the first enabled feature in the order summary, resume, schedule, my-rounds, …', () => {
    const access = getProfileAccess(
      account([setting(89, false), setting(78, false), setting(80, false)]),
      visitor,
    );
    expect(getDefaultFeature(access)).toBe('my-rounds');
    expect(access.enabledFeatures).not.toContain('schedule');
  });

  it('prefers the resume in custom-URL mode when it is enabled, else falls back to the order', () => {
    expect(getDefaultFeature(getProfileAccess(account(), visitor), 'resume')).toBe('resume');
    expect(getDefaultFeature(getProfileAccess(account([setting(78, false)]), visitor), 'resume')).toBe(
      'summary',
    );
  });

  it('shuts a visitor out of a private website but not the player or the circle', () => {
    const privateSite = account([setting(88, false), setting(63, false)], [77]);
    expect(getProfileAccess(privateSite, visitor)).toMatchObject({
      canViewWebsite: false,
      enabledFeatures: [],
    });
    const owner = getProfileAccess(privateSite, { accountId: 10, isProductManager: false });
    expect(owner.canViewWebsite).toBe(true);
    expect(owner.enabledFeatures).toContain('stats');
  });

  it('has no default feature when every feature is private', () => {
    const allPrivate = account(Object.values(FEATURE_IDS).map((id) => setting(id, false)));
    expect(getDefaultFeature(getProfileAccess(allPrivate, visitor))).toBeNull();
  });
});
