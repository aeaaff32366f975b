import type { ProfileFeature } from '@linksight/golf-core';
import { paths } from '../../config/paths';

/** The URL segment of a feature; schedule opens on its schedule tab (tab 0, spec 1 §2.3). */
export function featurePath(feature: ProfileFeature): string {
  return feature === 'schedule' ? 'schedule/0' : feature;
}

/** spec 1 §2.3: tab 0 is the schedule tab, 1 the results tab. */
export const SCHEDULE_TABS = ['0', '1'] as const;

export type MenuGroup = {
  label: string;
  isExpandedByDefault: boolean;
  items: { label: string; feature: ProfileFeature }[];
};

/** spec 2 §2 side menu. Data analysis is a feature page without a menu entry. */
export const PROFILE_MENU: MenuGroup[] = [
  {
    label: 'My Apps',
    isExpandedByDefault: true,
    items: [
      { label: 'Summary', feature: 'summary' },
      { label: 'Schedule', feature: 'schedule' },
      { label: 'My Rounds', feature: 'my-rounds' },
      { label: 'Player Resume', feature: 'resume' },
    ],
  },
  {
    label: 'Available Apps',
    isExpandedByDefault: false,
    items: [{ label: 'Compare Stats', feature: 'stats' }],
  },
  {
    label: 'Coming Soon',
    isExpandedByDefault: false,
    items: [
      { label: 'Swing Videos', feature: 'gallery' },
      { label: 'Reports', feature: 'report-viewer' },
    ],
  },
];

/** Groups with their visible entries; a group with no visible children is left out (spec 2 §2). */
export function getVisibleMenu(enabled: readonly ProfileFeature[]): MenuGroup[] {
  return PROFILE_MENU.map((group) => ({
    ...group,
    items: group.items.filter((item) => enabled.includes(item.feature)),
  })).filter((group) => group.items.length > 0);
}

/**
 * The logged-in player's own profile pages offered by the account menu (the way from /dashboard to
 * /player/{username}/…), labelled as the profile's side menu labels them (spec 2 §2): the pages a player
 * keeps up and hands out. Compare Stats is the dashboard's own action; once on the profile, its side menu
 * lists every page.
 */
const OWN_PROFILE_FEATURES: readonly ProfileFeature[] = [
  'summary',
  'schedule',
  'my-rounds',
  'resume',
  'report-viewer',
];

export function getOwnProfileLinks(username: string): { label: string; to: string }[] {
  const labels = new Map(PROFILE_MENU.flatMap((group) => group.items).map((i) => [i.feature, i.label]));
  return OWN_PROFILE_FEATURES.map((feature) => ({
    label: labels.get(feature) ?? feature,
    to: paths.profile(username, featurePath(feature)),
  }));
}
