import { redirect } from 'react-router';
import { LandingPage } from '../../features/landing/components/landing-page';
import { paths } from '../../config/paths';
import { hostOrganizationShort } from '../../lib/hosts';

/**
 * spec 1 §2.4 host-mapped matcher: on a host mapped to an organisation the identifier comes from the
 * mapping and playerGroup is All, so the home path opens that organisation's page.
 */
export function loader() {
  const short = hostOrganizationShort();
  if (short !== null) throw redirect(paths.organization(short, 'All'));
  return null;
}

export const Component = LandingPage;
