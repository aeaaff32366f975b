import { useEffect, useState } from 'react';
import type { MyOrganization, MyOrganizationsResponse } from '@linksight/api-contract';
import { apiRequest } from './api-client';
import { useSessionAccountId } from './use-session';

/** `apiPaths.auth('me/organizations')`: a literal keeps the contract's schemas out of the shell (api-client.ts). */
const MY_ORGANIZATIONS_PATH = '/api/v1/auth/me/organizations';

/** One request per account and page load; a failed one is asked again next time. */
let cached: { accountId: number; answer: Promise<MyOrganization[]> } | null = null;

function loadMyOrganizations(accountId: number): Promise<MyOrganization[]> {
  if (cached?.accountId !== accountId) {
    const answer = apiRequest<MyOrganizationsResponse>(MY_ORGANIZATIONS_PATH).then((r) => r.organizations);
    cached = { accountId, answer };
    answer.catch(() => {
      if (cached?.answer === answer) cached = null;
    });
  }
  return cached.answer;
}

/**
 * The organisations the logged-in account is on a roster of (a coach's way to the team), once `isWanted`
 * (the account menu opened, an empty dashboard shown); null while unknown, [] when none or unavailable.
 */
export function useMyOrganizations(isWanted: boolean): MyOrganization[] | null {
  const accountId = useSessionAccountId();
  const [known, setKnown] = useState<{ accountId: number; list: MyOrganization[] } | null>(null);
  useEffect(() => {
    if (!isWanted || accountId === null) return;
    let isLive = true;
    loadMyOrganizations(accountId).then(
      (list) => isLive && setKnown({ accountId, list }),
      () => isLive && setKnown({ accountId, list: [] }),
    );
    return () => {
      isLive = false;
    };
  }, [isWanted, accountId]);
  return known !== null && known.accountId === accountId ? known.list : null;
}

/** How an organisation of the account is named in its menus: "(coach)" for a coach's team. */
export const myOrganizationName = (o: MyOrganization) =>
  o.role === 'coach' ? `${o.organizationName} (coach)` : o.organizationName;

/** The account menu's entry: a product manager's organisations (staff) are not their team. */
export const myOrganizationMenuLabel = (o: MyOrganization) =>
  `${o.role === 'staff' ? 'Organization' : 'My team'}: ${myOrganizationName(o)}`;
