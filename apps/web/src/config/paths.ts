import { encodeParentheses, encodePathSegment as seg } from '../lib/router-url';

/** Sections of the landing page the marketing entries of the top navigation scroll to (spec 1 §2.7). */
export const LANDING_SECTIONS = {
  whoIsItFor: 'who-is-it-for',
  playerFeatures: 'player-features',
  coachFeatures: 'coach-features',
  customApp: 'custom-app-and-skins',
  videos: 'watch-videos',
  trainingFacility: 'training-facility',
  news: 'news-and-updates',
  ourTeam: 'our-team',
  contact: 'contact-us',
} as const;
export type LandingSection = (typeof LANDING_SECTIONS)[keyof typeof LANDING_SECTIONS];

export type SearchTypeParam = 'account' | 'organization';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, value);
  const search = encodeParentheses(params.toString());
  return search === '' ? path : `${path}?${search}`;
}

/** Every in-app URL is built here, so parentheses are always encoded (spec 1 §9). */
export const paths = {
  home: () => '/',
  landingSection: (section: LandingSection) => `/#${section}`,
  search: (query: { q?: string; type?: SearchTypeParam } = {}) => withQuery('/golf/search', query),
  storeRedirect: () => '/store-redirect',
  auth: {
    login: (returnUrl?: string) => withQuery('/auth', { returnUrl }),
    phone: () => '/auth/phone',
    verify: () => '/auth/verify',
    alternative: () => '/auth/alternative',
  },
  payment: { plan: () => '/payment', success: () => '/payment/success', cancel: () => '/payment/cancel' },
  dashboard: () => '/dashboard',
  /** Issue 20: the logged-in player's data pages (import, API access tokens, export). */
  account: {
    /** The profile settings page (ARCHITECTURE "Profile settings"). */
    profile: () => '/account/profile',
    importRounds: () => '/account/import',
    apiAccess: () => '/account/api-access',
    exportData: () => '/account/export',
  },
  /** `/player/{username}[/feature]`, or `/{username}[/feature]` in custom-URL mode (spec 1 §2.3). */
  profile: (username: string, feature?: string, { atRoot = false }: { atRoot?: boolean } = {}) =>
    `${atRoot ? '' : '/player'}/${seg(username)}${feature === undefined ? '' : `/${feature}`}`,
  /** spec 1 §2.1: the manual navigation helper's target. */
  playerDashboard: (playerName: string) => `/player/${seg(playerName)}/dashboard`,
  /** `/org/{short}[/{group}]`, or `/{short}[/{group}]` on the team host (spec 1 §2.4). */
  organization: (
    short: string,
    playerGroup?: string | number,
    { atRoot = false }: { atRoot?: boolean } = {},
  ) =>
    `${atRoot ? '' : '/org'}/${seg(short)}${playerGroup === undefined ? '' : `/${seg(String(playerGroup))}`}`,
  report: (report: string, query: Record<string, string | undefined> = {}) =>
    withQuery(`/cgr/${seg(report)}`, query),
} as const;

/** Absolute URL on another host (player host, team host), keeping the current protocol. */
export function onHost(host: string, path: string, protocol: string = window.location.protocol): string {
  return `${protocol}//${host}${path}`;
}
