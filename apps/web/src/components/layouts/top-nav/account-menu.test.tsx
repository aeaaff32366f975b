import type { Account, MyOrganizationsResponse } from '@linksight/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session';
import { AccountMenu } from './account-menu';

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
const TEAMS: MyOrganizationsResponse = {
  organizations: [{ organizationShort: 'pvhs', organizationName: 'Pine Valley High School', role: 'coach' }],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  const claims = btoa(JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) + 600 }));
  setToken(`e30.${claims}.sig`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => json(path.endsWith('/auth/me/organizations') ? TEAMS : ME)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const hrefOf = (menu: HTMLElement, name: string) =>
  within(menu).getByRole('menuitem', { name }).getAttribute('href');

describe('account menu', () => {
  it("leads to the player's own profile pages, labelled as the profile's side menu (spec 2 §2)", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AccountMenu />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Wes Haugen, My account' }));
    const menu = screen.getByRole('menu');
    expect(hrefOf(menu, 'My dashboard')).toBe('/dashboard');
    expect(hrefOf(menu, 'Summary')).toBe('/player/wes.haugen/summary');
    expect(hrefOf(menu, 'Schedule')).toBe('/player/wes.haugen/schedule/0');
    expect(hrefOf(menu, 'My Rounds')).toBe('/player/wes.haugen/my-rounds');
    expect(hrefOf(menu, 'Player Resume')).toBe('/player/wes.haugen/resume');
    expect(hrefOf(menu, 'Reports')).toBe('/player/wes.haugen/report-viewer');
    expect(hrefOf(menu, 'Profile and privacy')).toBe('/account/profile');
  });

  it('leads a coach or product manager, who logs no rounds, to their teams and to the search of players', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AccountMenu />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Wes Haugen, My account' }));
    const menu = screen.getByRole('menu');
    expect(hrefOf(menu, 'Search players and teams')).toBe('/golf/search');
    expect(
      await within(menu).findByRole('menuitem', { name: 'My team: Pine Valley High School (coach)' }),
    ).toHaveProperty('href', expect.stringMatching(/\/org\/pvhs$/));
  });

  it('starts keyboard navigation on the first link, passing over the headings', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AccountMenu />
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: 'Wes Haugen, My account' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('My dashboard');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Summary');
  });
});
