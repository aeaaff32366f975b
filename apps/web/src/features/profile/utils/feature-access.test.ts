import type { WebsiteSetting } from '@linksight/api-contract';
import { describe, expect, it } from 'vitest';
import {
  FEATURE_IDS,
  getDefaultFeature,
  getProfileAccess,
  isFeatureOpenToVisitors,
  isWebsitePrivate,
  type GatedAccount,
} from './feature-access';

const setting = (featureId: number, isPublic: boolean, isPhoneVerified = true): WebsiteSetting => ({
  featureId,
  isPublic,
  isPhoneVerified,
});

function account(settings: WebsiteSetting[] = [], hasFullAccess = false): GatedAccount {
  return { hasFullAccess, accountWebsiteSettingsAccount: settings };
}

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

  it('lands on summary when everything is open', () => {
    expect(getDefaultFeature(getProfileAccess(account()))).toBe('summary');
  });

  it('lands on the first enabled feature in the order summary, resume, schedule, my-rounds, …', () => {
    const access = getProfileAccess(account([setting(89, false), setting(78, false), setting(80, false)]));
    expect(getDefaultFeature(access)).toBe('my-rounds');
    expect(access.enabledFeatures).not.toContain('schedule');
  });

  it('prefers the resume in custom-URL mode when it is enabled, else falls back to the order', () => {
    expect(getDefaultFeature(getProfileAccess(account()), 'resume')).toBe('resume');
    expect(getDefaultFeature(getProfileAccess(account([setting(78, false)])), 'resume')).toBe('summary');
  });

  it('shuts a visitor out of a private website but not the player, a PM or the circle', () => {
    const settings = [setting(88, false), setting(63, false)];
    expect(getProfileAccess(account(settings))).toMatchObject({
      canViewWebsite: false,
      enabledFeatures: [],
    });
    const owner = getProfileAccess(account(settings, true));
    expect(owner.canViewWebsite).toBe(true);
    expect(owner.enabledFeatures).toContain('stats');
  });

  it('has no default feature when every feature is private', () => {
    const allPrivate = account(Object.values(FEATURE_IDS).map((id) => setting(id, false)));
    expect(getDefaultFeature(getProfileAccess(allPrivate))).toBeNull();
  });
});
