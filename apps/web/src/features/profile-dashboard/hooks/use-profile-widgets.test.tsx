import type { ProfileAccount, WebsiteSetting } from '@linksight/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchProfileWidgets } from '../api/prefetch-profile-widgets';
import { queryClient as appQueryClient } from '../../../lib/query-client';
import { useProfileWidgets } from './use-profile-widgets';

const setting = (featureId: number, isPublic: boolean): WebsiteSetting => ({
  featureId,
  isPublic,
  isPhoneVerified: true,
});

/** Elise of the demo: resume (78) public, gallery (67) and schedule (80) private. */
function elise(hasFullAccess: boolean): ProfileAccount {
  return {
    accountId: 3,
    firstName: 'Elise',
    lastName: 'Fairbanks',
    username: 'elise.fairbanks',
    imgUrl: null,
    accountExtraInfo: [],
    profile: [{ profileTypeId: 4 }],
    playerWebsiteManagment: [],
    accountWebsiteSettingsAccount: [setting(78, true), setting(67, false), setting(80, false)],
    subCircleAccountIds: [],
    defaultSatellite: false,
    blnEnterpriseView: false,
    hasFullAccess,
  };
}

/** Every call answers an empty list; the test looks at which were made. */
const fetchMock = vi.fn(async (_path: string) =>
  Response.json({ items: [], chartData: [], favTournaments: [] }),
);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  appQueryClient.clear();
});

const calledPaths = () => fetchMock.mock.calls.map(([path]) => String(path));
const PRIVATE_CALLS = /\/gallery|\/swing-videos|\/upcoming-events/;

function renderWidgets(account: ProfileAccount) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useProfileWidgets(account), { wrapper });
}

describe('profile dashboard widget calls (spec 2 §6: only what the viewer may see)', () => {
  it('does not ask a visitor’s browser for the private gallery, swing videos or schedule', async () => {
    const { result } = renderWidgets(elise(false));
    await waitFor(() => expect(result.current.cards.news).not.toBe('loading'));
    expect(calledPaths().some((path) => path.includes('/home/news-feed'))).toBe(true);
    expect(calledPaths().filter((path) => PRIVATE_CALLS.test(path))).toEqual([]);
    expect(result.current.cards).toMatchObject({ gallery: 'hidden', videos: 'hidden', upcoming: 'hidden' });
  });

  it('asks for them for a viewer with full access (the player, a PM or the circle)', async () => {
    const { result } = renderWidgets(elise(true));
    await waitFor(() => expect(result.current.cards.gallery).not.toBe('loading'));
    expect(calledPaths().filter((path) => PRIVATE_CALLS.test(path))).toHaveLength(3);
  });

  it('prefetches from the route only the calls the viewer may make', async () => {
    prefetchProfileWidgets(3, elise(false));
    prefetchProfileWidgets(3);
    await waitFor(() => expect(calledPaths().some((path) => path.includes('/home/news-feed'))).toBe(true));
    expect(calledPaths().filter((path) => PRIVATE_CALLS.test(path))).toEqual([]);
    prefetchProfileWidgets(3, elise(true));
    await waitFor(() => expect(calledPaths().filter((path) => PRIVATE_CALLS.test(path))).toHaveLength(3));
  });
});
