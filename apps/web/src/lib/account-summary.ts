import { useEffect, useSyncExternalStore } from 'react';
import type { Account } from '@linksight/api-contract';
import { apiRequest } from './api-client';
import { getSessionViewer, subscribe as subscribeSession } from './session';
import { useSessionAccountId } from './use-session';

/**
 * Who is logged in, as the top bar shows them (name and photo) and the "Complete your profile" prompt
 * reads it. A plain store, not a query: the top navigation renders outside the query layout (see
 * app/layouts/query-layout.tsx). Loaded once per account from `/auth/me`; the settings page updates it
 * after a save, so the bar changes at once.
 */
export type AccountSummary = {
  accountId: number;
  firstName: string;
  lastName: string;
  username: string;
  hasPhoto: boolean;
  /** Bumped when the photo changes in this tab, so every avatar of the account loads it again. */
  photoVersion: number;
};

/** `apiPaths.auth('me')`: a literal keeps the contract's schemas out of the first download (api-client.ts). */
const ME_PATH = '/api/v1/auth/me';

let summary: AccountSummary | null = null;
let loadingFor: number | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeSession = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
  };
}

/** The summary of the account logged in now (null while loading, logged out or for another account). */
function currentSummary(): AccountSummary | null {
  const accountId = getSessionViewer()?.accountId ?? null;
  return summary !== null && summary.accountId === accountId ? summary : null;
}

export function setAccountSummary(next: AccountSummary): void {
  summary = next;
  notify();
}

/** Applies a change of the logged-in account (a saved name, a new photo). */
export function updateAccountSummary(change: Partial<Omit<AccountSummary, 'accountId'>>): void {
  if (summary === null) return;
  setAccountSummary({ ...summary, ...change });
}

async function loadSummary(accountId: number): Promise<void> {
  if (loadingFor === accountId) return;
  loadingFor = accountId;
  try {
    const account = await apiRequest<Account>(ME_PATH);
    if (account.accountId === accountId)
      setAccountSummary({
        accountId,
        firstName: account.firstName,
        lastName: account.lastName,
        username: account.username,
        hasPhoto: account.imgUrl !== null,
        photoVersion: 0,
      });
  } catch {
    // The bar shows the plain account icon; the next mount tries again.
  } finally {
    loadingFor = null;
  }
}

/** The logged-in account's summary, loading it when missing. */
export function useAccountSummary(): AccountSummary | null {
  const current = useSyncExternalStore(subscribe, currentSummary, () => null);
  const accountId = useSessionAccountId();
  useEffect(() => {
    if (accountId !== null && current === null) void loadSummary(accountId);
  }, [accountId, current]);
  return current;
}
