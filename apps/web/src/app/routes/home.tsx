import { redirect, useLoaderData } from 'react-router';
import { FrontSiteFrame } from '../../features/landing/components/front-site-frame';
import { LandingPage } from '../../features/landing/components/landing-page';
import { paths } from '../../config/paths';
import { loadFrontSiteUrl } from '../../lib/front-site';
import { hostOrganizationShort } from '../../lib/hosts';

/**
 * spec 1 §2.4 host-mapped matcher: on a host mapped to an organisation the identifier comes from the
 * mapping and playerGroup is All, so the home path opens that organisation's page. Otherwise the home
 * page embeds FRONT_SITE_URL when it is set (spec 1 §9), else shows the built-in landing page.
 */
export async function loader(): Promise<{ frontSiteUrl: string | null }> {
  const short = hostOrganizationShort();
  if (short !== null) throw redirect(paths.organization(short, 'All'));
  return { frontSiteUrl: await loadFrontSiteUrl() };
}

export function Component() {
  const { frontSiteUrl } = useLoaderData<typeof loader>();
  return frontSiteUrl === null ? <LandingPage /> : <FrontSiteFrame url={frontSiteUrl} />;
}
