import { redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import type { Organization } from '@linksight/api-contract';
import { paths } from '../../config/paths';
import { queryClient } from '../../lib/query-client';
import { organizationQueryOptions } from '../../features/organizations/api/get-organization';
import { OrganizationPage } from '../../features/organizations/components/organization-page';
import { checkPlayerGroup } from '../../features/organizations/utils/player-group';

/** spec 1 §2.4 guards for /org/{identifier}/{playerGroup}. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Organization> {
  const identifier = params.identifier ?? '';
  const organization = await queryClient.ensureQueryData(organizationQueryOptions(identifier));
  if (organization === null) throw redirect(paths.home());
  const decision = checkPlayerGroup(
    params.playerGroup,
    organization.roster.map((roster) => roster.rosterId),
  );
  if (decision.action === 'redirect-home') throw redirect(paths.home());
  if (decision.action === 'redirect-to-organization') throw redirect(paths.organization(identifier));
  return organization;
}

export function Component() {
  const organization = useLoaderData<typeof loader>();
  const { playerGroup } = useParams();
  return <OrganizationPage organization={organization} playerGroup={playerGroup} isAtRoot={false} />;
}
