import type { Account } from '@linksight/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session';
import { ProfileLayout } from './profile-layout';

const ME: Account = {
  accountId: 1,
  firstName: 'Wes',
  lastName: 'Haugen',
  username: 'wes.haugen',
  imgUrl: null,
  accountExtraInfo: [],
  profile: [{ profileTypeId: 4 }],
  playerWebsiteManagment: [],
  accountWebsiteSettingsAccount: [],
  subCircleAccountIds: [],
  defaultSatellite: false,
  blnEnterpriseView: false,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const body = path.endsWith('/auth/me/organizations') ? { organizations: [] } : ME;
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderProfile(hasPhoto = true) {
  render(
    <MemoryRouter initialEntries={['/player/wes.haugen/summary']}>
      <ProfileLayout
        accountId={1}
        name="Wes Haugen"
        hasPhoto={hasPhoto}
        baseUrl="/player/wes.haugen"
        enabledFeatures={['summary']}
      >
        <p>Summary</p>
      </ProfileLayout>
    </MemoryRouter>,
  );
}

describe('profile layout', () => {
  it('leads a logged-in user back to their dashboard and account settings from the account menu', async () => {
    const claims = btoa(JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) + 600 }));
    setToken(`e30.${claims}.sig`);
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Wes Haugen, My account' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Profile and privacy' }).getAttribute('href')).toBe(
      '/account/profile',
    );
  });

  it('offers a visitor Log in and no account menu', () => {
    renderProfile();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /My account/ })).toBeNull();
  });

  it('keeps the wide side bar, its session controls and "Powered by Linksight" in a landmark (axe region)', () => {
    renderProfile();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Profile' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Powered by Linksight' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('draws the initials of a player without a photo instead of asking for an image that is not there', () => {
    renderProfile(false);
    const nav = screen.getByRole('navigation', { name: 'Profile' });
    expect(within(nav).getByRole('img', { name: 'Wes Haugen' }).tagName).toBe('SPAN');
    expect(within(nav).getByText('WH')).toBeTruthy();
    expect(document.querySelector('img[src*="/image"]')).toBeNull();
  });
});
