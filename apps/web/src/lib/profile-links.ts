import type { PublicConfig } from '@linksight/api-contract';
import { onHost, paths } from '../config/paths';

type Hosts = Pick<PublicConfig, 'playerHost' | 'teamHost'> | null | undefined;

/** An address inside this app (router link) or on another host (plain link). */
export type ResultLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

function linkOn(
  host: string | null | undefined,
  currentHost: string,
  rootPath: string,
  fallbackPath: string,
): ResultLink {
  if (host == null || host === '') return { kind: 'internal', to: fallbackPath };
  if (host.toLowerCase() === currentHost.toLowerCase()) return { kind: 'internal', to: rootPath };
  return { kind: 'external', href: onHost(host, rootPath) };
}

/** spec 1 §2.5: /{username} on the player host, otherwise /player/{username}. */
export function getAccountLink(username: string, hosts: Hosts, currentHost: string): ResultLink {
  return linkOn(
    hosts?.playerHost,
    currentHost,
    paths.profile(username, undefined, { atRoot: true }),
    paths.profile(username),
  );
}

/**
 * spec 1 §2.5: /{short} on the team host, otherwise /org/{short}; a roster adds its id (or All).
 */
export function getOrganizationLink(
  short: string,
  playerGroup: string | number | undefined,
  hosts: Hosts,
  currentHost: string,
): ResultLink {
  return linkOn(
    hosts?.teamHost,
    currentHost,
    paths.organization(short, playerGroup, { atRoot: true }),
    paths.organization(short, playerGroup),
  );
}

/** The roster entry that stands for the whole organisation. */
export const ALL_ROSTERS = 'All';
