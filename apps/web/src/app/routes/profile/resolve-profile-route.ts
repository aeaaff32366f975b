import type { Organization, ProfileAccount } from '@linksight/api-contract';
import { paths } from '../../../config/paths';
import { allowsRootOrganizations, isPlayerHost } from '../../../lib/hosts';
import { loadPublicConfigOrNull } from '../../../lib/public-config';
import { queryClient } from '../../../lib/query-client';
import { organizationQueryOptions } from '../../../features/organizations/api/get-organization';
import { accountByUsernameQueryOptions } from '../../../features/profile/api/get-account-by-username';
import { getProfileAccess, type ProfileAccess } from '../../../features/profile/utils/feature-access';

/** `player`: /player/{username}/…; `root`: /{username}/… (spec 1 §2.3). */
export type ProfileRouteMode = 'player' | 'root';

export type ProfileRouteContext =
  | {
      kind: 'profile';
      account: ProfileAccount;
      access: ProfileAccess;
      /** The profile's parent URL; a disabled feature redirects here (spec 2 §6). */
      baseUrl: string;
      /** spec 1 §2.3 custom-URL mode: root-shaped profile on PLAYER_HOST, default feature resume. */
      isCustomUrlMode: boolean;
    }
  | { kind: 'organization'; organization: Organization; baseUrl: string };

/**
 * What the first path segment names. On the team host and on localhost `/{identifier}/{playerGroup}` has
 * the profile's shape (spec 1 §2.4), so a root-shaped address is first looked up as a username and then as
 * an organisation short name; null means neither (the caller redirects home). Parent and child loaders
 * call this concurrently: the query cache shares one request per key.
 */
export async function resolveProfileRoute(
  mode: ProfileRouteMode,
  segment: string,
): Promise<ProfileRouteContext | null> {
  const [account, config] = await Promise.all([
    queryClient.ensureQueryData(accountByUsernameQueryOptions(segment)),
    loadPublicConfigOrNull(),
  ]);
  const host = window.location.host;
  const isAtRoot = mode === 'root';
  if (account !== null) {
    return {
      kind: 'profile',
      account,
      access: getProfileAccess(account),
      baseUrl: paths.profile(segment, undefined, { atRoot: isAtRoot }),
      isCustomUrlMode: isAtRoot && isPlayerHost(config, host),
    };
  }
  if (isAtRoot && allowsRootOrganizations(config, host)) {
    const organization = await queryClient.ensureQueryData(organizationQueryOptions(segment));
    if (organization !== null) {
      return {
        kind: 'organization',
        organization,
        baseUrl: paths.organization(segment, undefined, { atRoot: true }),
      };
    }
  }
  return null;
}
