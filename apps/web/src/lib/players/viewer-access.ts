import type { ProfileAccount } from '@linksight/api-contract';
import { profileAccessFor, type ProfileAccess, type ProfileFeature } from '@linksight/golf-core';

/**
 * What the API answered about a profile (GET /accounts/by-username): whether the caller has full access
 * (spec 2 §6: the player, a product manager or the circle, decided by the API, which alone knows roles and
 * circles) and the settings.
 */
export type GatedAccount = Pick<ProfileAccount, 'hasFullAccess' | 'accountWebsiteSettingsAccount'>;

/**
 * The features the viewer may open (spec 2 §4, §6), by golf-core's rules, the ones the API enforces. The
 * profile layout's menu and redirects and the pages' queries read this one answer, so a page never asks
 * for a feature's data that its menu does not offer (the API would refuse it: 403, a console error).
 */
export function getProfileAccess(account: GatedAccount): ProfileAccess {
  return profileAccessFor(account.accountWebsiteSettingsAccount, account.hasFullAccess);
}

/** Whether the viewer of this profile answer may see `feature` (and so make its calls). */
export function canViewFeature(account: GatedAccount, feature: ProfileFeature): boolean {
  return getProfileAccess(account).enabledFeatures.includes(feature);
}

/**
 * A player query's gate: false while the viewer may not see the feature that authorises the call
 * (canViewFeature), so the call is never made (the query stays pending with fetchStatus 'idle').
 */
export type QueryGate = { isEnabled?: boolean };
