import { lazy, Suspense } from 'react';
import { Outlet, redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { fullName } from '@linksight/golf-core';
import { ProfileLayout } from '../../../features/profile/components/profile-layout';
import { SiteChrome } from '../../layouts/site-layout';
import {
  resolveProfileRoute,
  type ProfileRouteContext,
  type ProfileRouteMode,
} from './resolve-profile-route';

// A player's profile does not download the organisation page (11 chunks on a phone's first visit, issue 23).
const OrganizationPage = lazy(() =>
  import('../../../features/organizations/components/organization-page').then((m) => ({
    default: m.OrganizationPage,
  })),
);

/** spec 2 §6: no account found, or a private website the visitor may not see: home. */
export function createProfileLayoutLoader(mode: ProfileRouteMode) {
  return async ({ params }: LoaderFunctionArgs): Promise<ProfileRouteContext> => {
    const context = await resolveProfileRoute(mode, params.username ?? '');
    if (context === null) throw redirect(paths.home());
    if (context.kind === 'profile' && !context.access.canViewWebsite) throw redirect(paths.home());
    return context;
  };
}

export function ProfileLayoutRoute() {
  const context = useLoaderData() as ProfileRouteContext;
  const { playerGroup } = useParams();
  if (context.kind === 'organization') {
    return (
      <SiteChrome>
        <Suspense fallback={null}>
          <OrganizationPage organization={context.organization} playerGroup={playerGroup} isAtRoot />
        </Suspense>
      </SiteChrome>
    );
  }
  return (
    <ProfileLayout
      accountId={context.account.accountId}
      name={fullName(context.account)}
      hasPhoto={context.account.imgUrl !== null}
      baseUrl={context.baseUrl}
      enabledFeatures={context.access.enabledFeatures}
    >
      <Outlet context={context} />
    </ProfileLayout>
  );
}
