import { ROSTER_GROUP_KEYWORDS } from '@linksight/api-contract';

/**
 * spec 1 §2.4: playerGroup is optional: All, a known group keyword, or a numeric roster id; without it All
 * is assumed. The spec does not list the keywords; ours (Coaches) are the API's (api-contract roster.ts).
 */
export const ALL_PLAYER_GROUP = 'All';
export const PLAYER_GROUP_KEYWORDS: readonly string[] = ROSTER_GROUP_KEYWORDS;

export type PlayerGroup =
  | { kind: 'all' }
  | { kind: 'keyword'; keyword: string }
  | { kind: 'roster'; rosterId: number }
  | { kind: 'invalid' };

export function parsePlayerGroup(value: string | undefined): PlayerGroup {
  if (value === undefined || value === '' || value === ALL_PLAYER_GROUP) return { kind: 'all' };
  if (PLAYER_GROUP_KEYWORDS.includes(value)) return { kind: 'keyword', keyword: value };
  if (/^\d+$/.test(value)) return { kind: 'roster', rosterId: Number(value) };
  return { kind: 'invalid' };
}

export type PlayerGroupDecision =
  { action: 'show' } | { action: 'redirect-to-organization' } | { action: 'redirect-home' };

/** spec 1 §2.4 guards, for an organisation that exists. */
export function checkPlayerGroup(
  value: string | undefined,
  rosterIds: readonly number[],
): PlayerGroupDecision {
  const group = parsePlayerGroup(value);
  switch (group.kind) {
    case 'all':
    case 'keyword':
      return { action: 'show' };
    case 'roster':
      return rosterIds.includes(group.rosterId) ? { action: 'show' } : { action: 'redirect-to-organization' };
    case 'invalid':
      return { action: 'redirect-home' };
  }
}
