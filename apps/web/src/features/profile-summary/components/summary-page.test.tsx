import type { ProfileAccount, WebsiteSetting } from '@linksight/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SummaryPage } from './summary-page';

const setting = (featureId: number, isPublic: boolean): WebsiteSetting => ({
  featureId,
  isPublic,
  isPhoneVerified: true,
});

function player(scheduleIsPublic: boolean, hasFullAccess = false): ProfileAccount {
  return {
    accountId: 3,
    firstName: 'Elise',
    lastName: 'Fairbanks',
    username: 'elise.fairbanks',
    imgUrl: null,
    accountExtraInfo: [],
    profile: [{ profileTypeId: 4 }],
    playerWebsiteManagment: [],
    accountWebsiteSettingsAccount: [setting(89, true), setting(80, scheduleIsPublic)],
    subCircleAccountIds: [],
    defaultSatellite: false,
    blnEnterpriseView: false,
    hasFullAccess,
  };
}

/** The calls stay unanswered: the test looks at which the page makes. */
const fetchMock = vi.fn((_path: string) => new Promise<Response>(() => {}));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

async function callsOf(account: ProfileAccount) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SummaryPage account={account} baseUrl="/player/elise.fairbanks" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Elise Fairbanks' });
  await vi.waitFor(() =>
    expect(fetchMock.mock.calls.some(([p]) => String(p).includes('/summary'))).toBe(true),
  );
  unmount();
  return fetchMock.mock.calls.map(([path]) => String(path));
}

describe('Summary page calls', () => {
  it('does not ask for the next events when the schedule is private to the viewer', async () => {
    const calls = await callsOf(player(false));
    expect(calls.filter((path) => path.includes('/upcoming-events'))).toEqual([]);
  });

  it('asks for them when the schedule is open, or for a viewer with full access', async () => {
    expect((await callsOf(player(true))).some((path) => path.includes('/upcoming-events'))).toBe(true);
    fetchMock.mockClear();
    expect((await callsOf(player(false, true))).some((path) => path.includes('/upcoming-events'))).toBe(true);
  });
});
