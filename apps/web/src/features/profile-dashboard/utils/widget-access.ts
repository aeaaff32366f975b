import type { Account, ProfileAccount } from '@linksight/api-contract';
import { canViewFeature } from '../../../lib/players/viewer-access';

/**
 * The profile answer as the dashboard receives it (ProfileAccount). `hasFullAccess` is optional only
 * because the resume route still types its prop as an Account; without it the viewer is taken for a
 * visitor, which may hide a card but never asks for a call the API refuses.
 */
export type DashboardAccount = Account & Partial<Pick<ProfileAccount, 'hasFullAccess'>>;

/**
 * Which of the side cards' calls the viewer may make. ARCHITECTURE "Public profile": each player call is
 * authorised by the feature it shows: upcoming events by the schedule (80), gallery and swing videos by
 * the gallery (67). Charts, featured tournaments and news are the resume's (78), the page's own feature,
 * open whenever the page is. The hook and the route's prefetch both read this, so neither asks for the
 * data of a feature the viewer may not see (a 403 and a console error, the card hidden anyway).
 */
export function getWidgetAccess(account: DashboardAccount) {
  const gated = { ...account, hasFullAccess: account.hasFullAccess ?? false };
  const isGalleryOpen = canViewFeature(gated, 'gallery');
  return {
    upcoming: canViewFeature(gated, 'schedule'),
    gallery: isGalleryOpen,
    videos: isGalleryOpen,
  };
}

export type WidgetAccess = ReturnType<typeof getWidgetAccess>;
