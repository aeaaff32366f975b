import { lazy, Suspense } from 'react';
import { redirect, useOutletContext, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { setShellNotice } from '../../../lib/shell-notice';
import { fullName } from '@linksight/golf-core';
import { checkPlayerGroup } from '../../../features/organizations/utils/player-group';
import { ProfileResumeRoute } from './profile-resume-route';
import {
  getDefaultFeature,
  isFeatureEnabled,
  type ProfileFeature,
} from '../../../features/profile/utils/feature-access';
import { featurePath, SCHEDULE_TABS } from '../../../components/layouts/profile-pages';
import {
  resolveProfileRoute,
  type ProfileRouteContext,
  type ProfileRouteMode,
} from './resolve-profile-route';

export const PROFILE_UNAVAILABLE = 'This profile is private or does not exist.';

/** A profile the visitor may not open (private to them, or no such player) leads home, saying why. */
function unavailableProfile(): Response {
  setShellNotice({ message: PROFILE_UNAVAILABLE, severity: 'info' });
  return redirect(paths.home());
}

async function requireProfile(mode: ProfileRouteMode, args: LoaderFunctionArgs) {
  const context = await resolveProfileRoute(mode, args.params.username ?? '');
  // An organisation has no profile pages: `/{short}/summary` is not a player group either.
  if (context === null || context.kind !== 'profile' || !context.access.canViewWebsite)
    throw unavailableProfile();
  return context;
}

/**
 * Empty child (and `dashboard`, the manual navigation helper's target): the default tab, the first enabled
 * feature (spec 2 §4), or the resume in custom-URL mode. An organisation at the root shows its All group.
 */
export function createDefaultTabLoader(
  mode: ProfileRouteMode,
  { isOrganizationAllowed }: { isOrganizationAllowed: boolean },
) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const context = await resolveProfileRoute(mode, args.params.username ?? '');
    if (context === null) throw unavailableProfile();
    if (context.kind === 'organization') {
      if (isOrganizationAllowed) return null;
      throw redirect(paths.home());
    }
    const feature = getDefaultFeature(context.access, context.isCustomUrlMode ? 'resume' : undefined);
    if (feature === null) throw unavailableProfile();
    throw redirect(`${context.baseUrl}/${featurePath(feature)}`);
  };
}

/** spec 2 §6: a feature the visitor may not see redirects to the parent URL. */
export function createFeatureLoader(mode: ProfileRouteMode, feature: ProfileFeature) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const context = await requireProfile(mode, args);
    if (!isFeatureEnabled(context.access, feature)) throw redirect(context.baseUrl);
    // The dashboard's six widget calls start now, beside its page chunk (a small chunk of their own).
    if (feature === 'resume')
      void import('../../../features/profile-dashboard/api/prefetch-profile-widgets').then((m) =>
        m.prefetchProfileWidgets(context.account.accountId, context.account),
      );
    // The My Rounds page's chain of calls starts now too, beside its page chunk.
    if (feature === 'my-rounds')
      void import('../../../components/my-rounds/prefetch-my-rounds').then((m) =>
        m.prefetchMyRounds(context.account.accountId),
      );
    const tab = args.params.tab;
    if (feature === 'schedule' && !SCHEDULE_TABS.some((known) => known === tab)) {
      throw redirect(`${context.baseUrl}/${featurePath('schedule')}`);
    }
    return null;
  };
}

/** `/{identifier}/{playerGroup}` at the root (spec 1 §2.4 guards); for a profile it is an unknown page. */
export async function playerGroupLoader(args: LoaderFunctionArgs): Promise<null> {
  const context = await resolveProfileRoute('root', args.params.username ?? '');
  if (context === null || context.kind !== 'organization') throw redirect(paths.home());
  const decision = checkPlayerGroup(
    args.params.playerGroup,
    context.organization.roster.map((roster) => roster.rosterId),
  );
  if (decision.action === 'redirect-home') throw redirect(paths.home());
  if (decision.action === 'redirect-to-organization') throw redirect(context.baseUrl);
  return null;
}

/** The dashboard is big (charts, table): loaded only when the Round Assessment page opens. */
const DashboardPage = lazy(() =>
  import('../../../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** The View-shots page (map, scorecards): loaded only when My Rounds opens. */
const MyRoundsPage = lazy(() =>
  import('../../../features/my-rounds/components/my-rounds-page').then((m) => ({ default: m.MyRoundsPage })),
);

/** The Summary page (player at a glance). */
const SummaryPage = lazy(() =>
  import('../../../features/profile-summary/components/summary-page').then((m) => ({
    default: m.SummaryPage,
  })),
);

/** The Swing Videos page (feature gallery). */
const SwingVideosPage = lazy(() =>
  import('../../../features/swing-videos/components/swing-videos-page').then((m) => ({
    default: m.SwingVideosPage,
  })),
);

/** Compare Stats (spec 2 §2, issue 17): loaded when the stats page opens. */
const CompareStatsPage = lazy(() =>
  import('../../../features/compare-stats/components/compare-stats-page').then((m) => ({
    default: m.CompareStatsPage,
  })),
);

/** The player tournaments screen (schedule/{tab}, issue 18). */
const SchedulePage = lazy(() =>
  import('../../../features/schedule/components/schedule-page').then((m) => ({ default: m.SchedulePage })),
);

/** The Reports page (feature report-viewer, issue 19). */
const ReportsPage = lazy(() =>
  import('../../../features/reports/components/reports-page').then((m) => ({ default: m.ReportsPage })),
);

export function createFeatureComponent(feature: ProfileFeature) {
  return function ProfileFeatureRoute() {
    const context = useOutletContext<Extract<ProfileRouteContext, { kind: 'profile' }>>();
    // spec 1 §2.3: data-analysis is the Round Assessment page, the dashboard of the profile's player.
    if (feature === 'data-analysis')
      return (
        <Suspense fallback={null}>
          <DashboardPage
            accountId={context.account.accountId}
            title="Round Assessment"
            playerName={fullName(context.account)}
            isTitleShown
            compareStatsHref={
              isFeatureEnabled(context.access, 'stats')
                ? `${context.baseUrl}/${featurePath('stats')}`
                : undefined
            }
            canViewShots={isFeatureEnabled(context.access, 'my-rounds')}
          />
        </Suspense>
      );
    if (feature === 'my-rounds')
      return (
        <Suspense fallback={null}>
          <MyRoundsPage
            accountId={context.account.accountId}
            title="My Rounds"
            playerName={fullName(context.account)}
          />
        </Suspense>
      );
    // spec 1 §2.3: resume is the public profile dashboard; on the profile page it offers View Resume.
    if (feature === 'resume')
      return (
        <Suspense fallback={null}>
          <ProfileResumeRoute account={context.account} baseUrl={context.baseUrl} />
        </Suspense>
      );
    if (feature === 'summary')
      return (
        <Suspense fallback={null}>
          <SummaryPage account={context.account} baseUrl={context.baseUrl} />
        </Suspense>
      );
    if (feature === 'gallery')
      return (
        <Suspense fallback={null}>
          <SwingVideosPage accountId={context.account.accountId} playerName={fullName(context.account)} />
        </Suspense>
      );
    if (feature === 'stats')
      return (
        <Suspense fallback={null}>
          <CompareStatsPage account={context.account} />
        </Suspense>
      );
    if (feature === 'report-viewer')
      return (
        <Suspense fallback={null}>
          <ReportsPage
            accountId={context.account.accountId}
            player={context.account}
            compareStatsHref={
              isFeatureEnabled(context.access, 'stats')
                ? `${context.baseUrl}/${featurePath('stats')}`
                : undefined
            }
          />
        </Suspense>
      );
    return (
      <Suspense fallback={null}>
        <SchedulePage account={context.account} baseUrl={context.baseUrl} />
      </Suspense>
    );
  };
}

/** Children whose page is drawn by the parent (organisation) or that always redirect. */
export function Empty() {
  return null;
}
