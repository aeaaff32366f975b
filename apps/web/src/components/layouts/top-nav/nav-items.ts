import { LANDING_SECTIONS, paths } from '../../../config/paths';

export type NavLinkItem = { label: string; to: string };
export type NavMenuItem = { label: string; items: NavLinkItem[] };
export type NavItem = NavLinkItem | NavMenuItem;

export function isNavMenu(item: NavItem): item is NavMenuItem {
  return 'items' in item;
}

/**
 * spec 1 §2.7. The marketing pages are sections of the landing page (no separate marketing site in this
 * project), so every marketing entry is a `/#section` link.
 */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: paths.home() },
  {
    label: 'Product',
    items: [
      { label: 'Who is it For', to: paths.landingSection(LANDING_SECTIONS.whoIsItFor) },
      { label: 'Player Features', to: paths.landingSection(LANDING_SECTIONS.playerFeatures) },
      { label: 'Coach Features', to: paths.landingSection(LANDING_SECTIONS.coachFeatures) },
      { label: 'Custom App and Skins', to: paths.landingSection(LANDING_SECTIONS.customApp) },
      { label: 'Watch Videos', to: paths.landingSection(LANDING_SECTIONS.videos) },
    ],
  },
  { label: 'Training Facility', to: paths.landingSection(LANDING_SECTIONS.trainingFacility) },
  { label: 'News and Updates', to: paths.landingSection(LANDING_SECTIONS.news) },
  {
    label: 'About',
    items: [
      { label: 'Our Team', to: paths.landingSection(LANDING_SECTIONS.ourTeam) },
      { label: 'Contact Us', to: paths.landingSection(LANDING_SECTIONS.contact) },
    ],
  },
];
