import type { Account, Organization, WebsiteSetting } from '@linksight/api-contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { setToken } from '../lib/session';
import { routes } from './routes';

// Route modules load lazily; the first visits import them, which is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function makeAccount(username: string, settings: WebsiteSetting[] = []): Account {
  return {
    accountId: 10,
    firstName: 'Jamie',
    lastName: 'Smith',
    username,
    imgUrl: null,
    accountExtraInfo: [],
    profile: [{ profileTypeId: 4 }],
    playerWebsiteManagment: [],
    accountWebsiteSettingsAccount: settings,
    subCircleAccountIds: [],
    defaultSatellite: false,
    blnEnterpriseView: false,
  };
}

const club: Organization = {
  organizationId: 1,
  organizationName: 'Pine Valley Juniors',
  organizationShort: 'pvj',
  roster: [{ rosterId: 5, name: 'Varsity' }],
  phone: null,
  address: null,
  imgUrl: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () => json(404, { code: 'NOT_FOUND', message: 'Not found' });

/** A stand-in for the API: accounts and organisations by name; config without player/team hosts. */
function serveApi({ accounts = [] as Account[], organizations = [] as Organization[] } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = decodeURIComponent(input);
      if (path === '/api/v1/config') {
        return json(200, {
          isProduction: false,
          iosStoreUrl: 'https://apps.example/ios',
          androidStoreUrl: 'https://apps.example/android',
          supportContacts: [],
          playerHost: null,
          teamHost: null,
          brandHost: null,
          mapSatelliteTileUrl: null,
          frontSiteUrl: null,
        });
      }
      const username = /^\/api\/v1\/accounts\/by-username\/(.+)$/.exec(path)?.[1];
      if (username !== undefined) {
        const account = accounts.find((a) => a.username === username);
        return account ? json(200, account) : notFound();
      }
      const short = /^\/api\/v1\/organizations\/(.+)$/.exec(path)?.[1];
      if (short !== undefined) {
        const organization = organizations.find((o) => o.organizationShort === short);
        return organization ? json(200, organization) : notFound();
      }
      return notFound();
    }),
  );
}

/** Opens a path and waits until every loader and redirect has settled. */
async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await vi.waitFor(
    () => {
      expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true);
    },
    { timeout: 10_000 },
  );
  return router;
}

const where = (router: Awaited<ReturnType<typeof open>>) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => serveApi());
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('root routes (spec 1 §2.1)', () => {
  it('sends a logged-out visitor of /dashboard to /auth with the attempted URL', async () => {
    expect(where(await open('/dashboard?tab=2'))).toBe('/auth?returnUrl=%2Fdashboard%3Ftab%3D2');
  });

  it('lets a logged-in user open /dashboard', async () => {
    const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }));
    setToken(`e30.${payload}.sig`);
    expect(where(await open('/dashboard'))).toBe('/dashboard');
  });

  it('redirects any other path to the empty path', async () => {
    expect(where(await open('/no/such/page/here'))).toBe('/');
    expect(where(await open('/cgr/no-such-report'))).toBe('/');
    expect(where(await open('/payment/refund'))).toBe('/');
  });

  it('keeps the payment, auth and report routes', async () => {
    for (const path of [
      '/payment',
      '/payment/success',
      '/payment/cancel',
      '/auth',
      '/auth/phone',
      '/auth/verify',
      '/auth/alternative',
      '/cgr/ppr',
      '/store-redirect',
      '/golf/search',
    ]) {
      expect(where(await open(path))).toBe(path);
    }
  });

  it('has the experimental routes outside production', async () => {
    expect(where(await open('/experimental/shot-dispersion-chart'))).toBe(
      '/experimental/shot-dispersion-chart',
    );
  });

  it('gives report pages the unit system from prefersMetric', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/cgr/course-plan-report?prefersMetric=True'],
    });
    const { container } = render(<RouterProvider router={router} />);
    const unitSystem = () => container.querySelector('[data-unit-system]')?.getAttribute('data-unit-system');
    await vi.waitFor(() => expect(unitSystem()).toBe('Metric'));
    await router.navigate('/cgr/course-plan-report?prefersMetric=yes');
    await vi.waitFor(() => expect(unitSystem()).toBe('Imperial'));
  });
});

describe('player profile routes (spec 1 §2.3, spec 2 §6)', () => {
  it('resolves /player/{username} and lands on the first enabled tab', async () => {
    serveApi({ accounts: [makeAccount('jsmith')] });
    expect(where(await open('/player/jsmith'))).toBe('/player/jsmith/summary');
  });

  it('resolves the root shape /{username} too', async () => {
    serveApi({
      accounts: [makeAccount('jsmith', [{ featureId: 89, isPublic: false, isPhoneVerified: true }])],
    });
    expect(where(await open('/jsmith'))).toBe('/jsmith/resume');
  });

  it('sends an unknown username home', async () => {
    expect(where(await open('/player/nobody/summary'))).toBe('/');
  });

  it('sends a disabled feature to the parent URL, which lands on an enabled tab', async () => {
    serveApi({
      accounts: [makeAccount('jsmith', [{ featureId: 63, isPublic: false, isPhoneVerified: true }])],
    });
    expect(where(await open('/player/jsmith/stats'))).toBe('/player/jsmith/summary');
  });

  it('sends a visitor of a private website home', async () => {
    serveApi({
      accounts: [makeAccount('jsmith', [{ featureId: 88, isPublic: false, isPhoneVerified: true }])],
    });
    expect(where(await open('/player/jsmith/summary'))).toBe('/');
  });

  it('sends an unknown child home and opens the schedule on a valid tab', async () => {
    serveApi({ accounts: [makeAccount('jsmith')] });
    expect(where(await open('/player/jsmith/nonsense'))).toBe('/');
    expect(where(await open('/player/jsmith/schedule/1'))).toBe('/player/jsmith/schedule/1');
    expect(where(await open('/player/jsmith/schedule/7'))).toBe('/player/jsmith/schedule/0');
  });
});

describe('organisation routes (spec 1 §2.4)', () => {
  it('shows an existing organisation and sends an unknown one home', async () => {
    serveApi({ organizations: [club] });
    expect(where(await open('/org/pvj'))).toBe('/org/pvj');
    expect(where(await open('/org/pvj/5'))).toBe('/org/pvj/5');
    expect(where(await open('/org/nope/All'))).toBe('/');
  });

  it('sends an unknown roster back to the organisation and a bad group home', async () => {
    serveApi({ organizations: [club] });
    expect(where(await open('/org/pvj/99'))).toBe('/org/pvj');
    expect(where(await open('/org/pvj/bogus'))).toBe('/');
  });

  it('on localhost, resolves /{identifier}/{playerGroup} as an organisation when no player has that name', async () => {
    serveApi({ organizations: [club] });
    expect(where(await open('/pvj/All'))).toBe('/pvj/All');
    expect(where(await open('/pvj/99'))).toBe('/pvj');
    expect(where(await open('/pvj/summary'))).toBe('/');
  });
});
