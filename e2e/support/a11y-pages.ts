import { expect, type Page } from '@playwright/test';

/**
 * Every page and open dialog the axe suite checks (issue 23: "every new page of the open issues joins that
 * list"). To add one: push an entry with its address, who sees it, how to tell it has loaded and, for a
 * dialog or menu, how to open and close it. accessibility.spec.ts visits the entries in order, by client-side
 * navigation (no reload), so keep the logged-out entries before the logged-in ones.
 */
export type A11yDialog = {
  name: string;
  /** Opens the dialog or menu and waits until its content is there. */
  open: (page: Page) => Promise<void>;
  /** The part of the page axe checks while it is open (the rest is inert behind it). */
  scope: string;
  close: (page: Page) => Promise<void>;
};

export type A11yPage = {
  name: string;
  /** The address; `{me}` is the logged-in player's username. */
  path: string;
  /** `out`: as a visitor; `in`: as the demo player; `both`: once each (the header and some pages differ). */
  session: 'out' | 'in' | 'both';
  /** Resolves once the page shows its real content (not a loading state). */
  ready: (page: Page) => Promise<void>;
  dialogs?: A11yDialog[];
};

/** Third-party canvases axe cannot judge (the map library draws its own <canvas>; its markers are ours). */
export const A11Y_EXCLUDED = ['.maplibregl-canvas'];

/** The demo player the logged-in entries run as (packages/demo-data cast, the first golfer). */
export const A11Y_PLAYER_PHONE = '+15550100001';

const WES = '/player/wes.haugen';

const heading = (page: Page, name: string | RegExp, level?: number) =>
  expect(page.getByRole('heading', { name, level }).first()).toBeVisible();

const pressEscape = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiPopover-root, .MuiDialog-root')).toHaveCount(0);
};

/** The schedule screen (issue 18) once its upcoming grid or its empty state is there. */
const scheduleLoaded = (page: Page) =>
  expect(page.getByRole('heading', { name: /^Upcoming Events \(\d+\)$/ })).toBeVisible();

/** My Results once its rounds are listed. */
const resultsLoaded = (page: Page) => expect(page.getByTestId('result-round').first()).toBeVisible();

/** A dialog a button opens and one of its own buttons closes. */
const buttonDialog = (button: string | RegExp, dialog: string, closeWith: string): A11yDialog => ({
  name: `${dialog} dialog`,
  open: async (page) => {
    await page
      .getByRole('button', { name: button, exact: typeof button === 'string' })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  },
  scope: '[role="dialog"]',
  close: async (page) => {
    await page
      .getByRole('dialog', { name: dialog })
      .getByRole('button', { name: closeWith, exact: true })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
});

async function overviewsLoaded(page: Page) {
  const columns = page.getByTestId('overview-column');
  await expect(columns.first()).toBeVisible();
  for (const column of await columns.all()) await expect(column).toHaveAttribute('data-state', 'loaded');
}

const viewShotsDialog: A11yDialog = {
  name: 'view-shots dialog',
  open: async (page) => {
    await page
      .getByRole('button', { name: /^View shots for / })
      .first()
      .click();
    const map = page.getByRole('dialog').getByTestId('shot-map');
    await expect(map).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await expect(map.locator('.maplibregl-marker').first()).toBeVisible();
  },
  scope: '[role="dialog"]',
  close: async (page) => {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
};

const timeframeMenu: A11yDialog = {
  name: 'timeframe menu',
  open: async (page) => {
    await page.getByTestId('overview-group-select').click();
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  },
  scope: '[role="menu"]',
  close: pressEscape,
};

export const A11Y_PAGES: A11yPage[] = [
  {
    name: 'home',
    path: '/',
    session: 'both',
    ready: (page) => expect(page.getByRole('searchbox').first()).toBeVisible(),
  },
  {
    name: 'search',
    // A name the demo world has: the scan covers the result cards, not only an empty list.
    path: '/golf/search?q=Avery',
    session: 'out',
    ready: (page) => expect(page.getByRole('heading', { level: 2, name: /Avery/ }).first()).toBeVisible(),
  },
  {
    name: 'login',
    path: '/auth',
    session: 'out',
    ready: (page) =>
      expect(page.getByRole('button', { name: /continue|send|log in/i }).first()).toBeVisible(),
  },
  {
    name: 'public profile dashboard',
    path: `${WES}/resume`,
    // Logged in, a profile page differs only by the bar's Log out, which the player's own pages below cover.
    session: 'out',
    ready: async (page) => {
      await expect(page.getByTestId('about-card')).toBeVisible();
      await expect(page.getByTestId('round-chart').first()).toBeVisible();
    },
    dialogs: [
      {
        name: 'date range dialog',
        open: async (page) => {
          await page
            .getByTestId('performance-trends')
            .getByRole('button', { name: /^Last / })
            .first()
            .click();
          await expect(page.getByRole('dialog', { name: 'Date range' })).toBeVisible();
        },
        scope: '[role="dialog"]',
        close: async (page) => {
          await page
            .getByRole('dialog', { name: 'Date range' })
            .getByRole('button', { name: 'Cancel' })
            .click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        },
      },
      {
        name: 'profile menu (My Apps open)',
        open: async (page) => {
          const menu = page.getByRole('button', { name: 'Open profile menu' });
          if (await menu.isVisible()) await menu.click();
          const nav = page.getByRole('navigation', { name: 'Profile' }).last();
          const group = nav.getByRole('button', { name: 'My Apps' });
          if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
          await expect(nav.locator('#profile-menu-my-apps')).toBeVisible();
        },
        scope: 'nav[aria-label="Profile"]',
        close: async (page) => {
          if (await page.locator('.MuiDrawer-modal').count()) await pressEscape(page);
        },
      },
    ],
  },
  {
    name: 'summary',
    path: `${WES}/summary`,
    session: 'out',
    ready: (page) => expect(page.getByTestId('sg-row')).toHaveCount(5),
  },
  {
    name: 'reports',
    path: `${WES}/report-viewer`,
    session: 'out',
    ready: (page) =>
      expect(page.getByRole('list', { name: 'Reports' }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    name: 'swing videos',
    path: `${WES}/gallery`,
    session: 'out',
    ready: (page) => expect(page.locator('[aria-roledescription="slide"]').first()).toBeAttached(),
  },
  {
    name: 'schedule (upcoming)',
    path: `${WES}/schedule/0`,
    session: 'out',
    ready: scheduleLoaded,
  },
  {
    name: 'schedule (past)',
    path: `${WES}/schedule/1`,
    session: 'out',
    ready: resultsLoaded,
  },
  {
    name: 'organisation',
    path: '/org/PVHS',
    session: 'out',
    ready: (page) => expect(page.getByTestId('roster-card').first()).toBeVisible(),
  },
  {
    name: 'schedule (owner)',
    path: '/player/{me}/schedule/0',
    session: 'in',
    ready: async (page) => {
      await scheduleLoaded(page);
      await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
    },
    dialogs: [
      buttonDialog('Options', 'Options', 'Done'),
      buttonDialog('Add Event', 'Add Event', 'Cancel'),
      buttonDialog('Schedule Editors', 'Schedule Editors', 'Done'),
      buttonDialog('Share', 'Share', 'Cancel'),
    ],
  },
  {
    name: 'schedule results (owner)',
    path: '/player/{me}/schedule/1',
    session: 'in',
    ready: resultsLoaded,
    dialogs: [
      buttonDialog(/^All Time$/, 'Timeframe', 'Cancel'),
      buttonDialog('Highlight', 'Highlight Metrics', 'Cancel'),
    ],
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    session: 'in',
    ready: overviewsLoaded,
    dialogs: [viewShotsDialog, timeframeMenu],
  },
  {
    name: 'my rounds (shot map and scorecard)',
    path: '/player/{me}/my-rounds',
    session: 'in',
    ready: async (page) => {
      await expect(page.getByTestId('shot-map-hole')).toHaveText(/^Hole \d+ ·/);
      // The hole as drawn before the map starts (its marker buttons); the live map is judged in the
      // dashboard's view-shots dialog.
      await expect(page.getByTestId('shot-map-preview').getByRole('button').first()).toBeVisible();
      await expect(page.getByRole('grid', { name: 'Scorecard' }).first()).toBeVisible();
    },
    dialogs: [
      {
        name: 'rounds menu',
        open: async (page) => {
          await page.getByTestId('rounds-quick-select').click();
          await expect(page.getByRole('dialog', { name: /Rounds? Selected$/ })).toBeVisible();
        },
        scope: '[role="dialog"]',
        close: async (page) => {
          await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        },
      },
    ],
  },
  {
    name: 'round assessment (data-analysis)',
    path: '/player/{me}/data-analysis',
    session: 'in',
    ready: overviewsLoaded,
  },
  {
    name: 'compare stats',
    path: '/player/{me}/stats',
    session: 'in',
    ready: (page) => expect(page.getByTestId('comparison-table')).toBeVisible(),
  },
  {
    name: 'account: profile and privacy',
    path: '/account/profile',
    session: 'in',
    ready: (page) => expect(page.getByRole('textbox').first()).toBeVisible(),
  },
  {
    name: 'account: import rounds',
    path: '/account/import',
    session: 'in',
    ready: (page) => expect(page.getByRole('button', { name: /Choose file/ })).toBeVisible(),
  },
  {
    name: 'account: API access',
    path: '/account/api-access',
    session: 'in',
    ready: (page) => heading(page, /API access/i),
  },
  {
    name: 'account: download my data',
    path: '/account/export',
    session: 'in',
    ready: (page) => heading(page, /Download/i),
  },
];
