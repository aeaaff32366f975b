import type { ProfileFeature } from './feature-access';

/** Page titles (spec 1 §2.3 / spec 2 §2) and which issue builds each page. */
export const PROFILE_PAGES: Record<ProfileFeature, { title: string; owner: string }> = {
  summary: { title: 'Summary', owner: 'issue 16 "Public profile"' },
  schedule: { title: 'Schedule', owner: 'a later issue (tournament schedule)' },
  'my-rounds': { title: 'My Rounds', owner: 'issue 7 "Shot map, scorecards, My Rounds"' },
  resume: { title: 'Player Resume', owner: 'issue 16 "Public profile"' },
  stats: { title: 'Compare Stats', owner: 'a later issue (Compare Stats)' },
  'data-analysis': { title: 'Round Assessment', owner: 'issue 6 "Player dashboard"' },
  gallery: { title: 'Swing Videos', owner: 'issue 16 "Public profile"' },
  'report-viewer': { title: 'Reports', owner: 'a later issue (report viewer)' },
};

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
