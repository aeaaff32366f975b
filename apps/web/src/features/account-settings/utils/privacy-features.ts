import type { PRIVACY_FEATURE_IDS } from '@linksight/api-contract';

type PrivacyFeatureId = (typeof PRIVACY_FEATURE_IDS)[number];

/**
 * The switches of the Privacy section: the menu names of spec 2 §2 (Round Assessment is the data-analysis
 * page's title) and a line on what a visitor then sees. Descriptions are ours (ARCHITECTURE "Profile
 * settings").
 */
export const PRIVACY_FEATURES: Record<PrivacyFeatureId, { label: string; description: string }> = {
  89: { label: 'Summary', description: 'Your scoring average, strokes gained, strengths and next events.' },
  80: { label: 'Schedule', description: 'Your upcoming tournaments and past results.' },
  86: { label: 'My Rounds', description: 'Your rounds with scorecards and shot maps.' },
  78: {
    label: 'Player Resume',
    description: 'Your recruiting resume: about, schools, charts and tournaments.',
  },
  63: { label: 'Compare Stats', description: 'Your stats side by side with other players or filters.' },
  67: { label: 'Swing Videos', description: 'Your gallery and swing videos.' },
  77: { label: 'Reports', description: 'Reports built from your rounds.' },
  59: { label: 'Round Assessment', description: 'Your full dashboard of performance stats by round.' },
};
