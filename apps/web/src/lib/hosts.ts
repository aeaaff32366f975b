import type { PublicConfig } from '@linksight/api-contract';

type HostConfig = Pick<PublicConfig, 'playerHost' | 'teamHost'> | null;

function sameHost(configured: string | null | undefined, currentHost: string): boolean {
  return configured != null && configured !== '' && configured.toLowerCase() === currentHost.toLowerCase();
}

/** Custom-URL mode (spec 1 §2.3): this page is served on PLAYER_HOST, profiles sit at the root. */
export function isPlayerHost(config: HostConfig, currentHost: string): boolean {
  return sameHost(config?.playerHost, currentHost);
}

/** spec 1 §2.4: `/{identifier}/{playerGroup}` is an organisation address on the team host and on localhost. */
export function allowsRootOrganizations(config: HostConfig, currentHost: string): boolean {
  const hostname = currentHost.replace(/:\d+$/, '').toLowerCase();
  return sameHost(config?.teamHost, currentHost) || hostname === 'localhost' || hostname === '127.0.0.1';
}

/** The meta tag the server adds to index.html on a host mapped to an organisation (spec 1 §2.4). */
// Must equal HOST_ORGANIZATION_META of apps/api/src/plugins/external/spa.ts (the server writes it).
export const HOST_ORGANIZATION_META = 'linksight-host-organization';

/** The organisation this host is mapped to, or null on every other host. */
export function hostOrganizationShort(doc: Document = document): string | null {
  const content = doc.querySelector(`meta[name="${HOST_ORGANIZATION_META}"]`)?.getAttribute('content');
  return content ? content : null;
}
