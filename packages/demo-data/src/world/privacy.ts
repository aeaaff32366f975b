import type { DemoWebsiteSetting, FeatureId, PrivacyCase } from './types';

/** spec 2 §6 feature ids: 59 assessment, 63 compare stats, 67 gallery, 77 report viewer, 78 resume, 80 schedule, 86 view shots, 88 website, 89 summary. */
export const FEATURE_IDS: readonly FeatureId[] = [59, 63, 67, 77, 78, 80, 86, 88, 89];
const WEBSITE: FeatureId = 88;
/** Features switched off in the "individual private features" case. */
const PRIVATE_FEATURES: readonly FeatureId[] = [59, 63, 67];

const setting = (
  featureId: FeatureId,
  isPublic: boolean | null,
  isPhoneVerified: boolean | null,
): DemoWebsiteSetting => ({ featureId, isPublic, isPhoneVerified });

/**
 * Website settings demonstrating each spec 2 §6 case. A visitor sees a feature if there is no
 * setting, or it is public, or it is not private and the phone is not marked unverified.
 */
export function websiteSettingsFor(privacyCase: PrivacyCase): DemoWebsiteSetting[] {
  switch (privacyCase) {
    case 'no-settings':
      return [];
    case 'public-site':
      return FEATURE_IDS.map((id) => setting(id, true, true));
    case 'private-site':
      return FEATURE_IDS.map((id) => setting(id, id !== WEBSITE, true));
    case 'private-features':
      return FEATURE_IDS.map((id) => setting(id, !PRIVATE_FEATURES.includes(id), true));
    case 'phone-not-verified':
      // Website public; every other feature unset with an unverified phone: hidden from visitors.
      return FEATURE_IDS.map((id) => (id === WEBSITE ? setting(id, true, false) : setting(id, null, false)));
    case 'phone-verified-unset':
      // Unset but verified: visible to visitors.
      return FEATURE_IDS.map((id) => (id === WEBSITE ? setting(id, true, true) : setting(id, null, true)));
  }
}
