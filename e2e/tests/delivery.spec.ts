import { expect, test } from '../support/test';
import { logIn } from '../support/api-login';

/** Wes Haugen, the README's demo player. */
const DEMO_PLAYER = '+15550100001';

/** Issue 23: what a phone downloads on a first visit. */
test.describe('delivery (issue 23)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the page and its scripts arrive brotli-compressed', async ({ page }) => {
    const encodings = new Map<string, string | undefined>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
        encodings.set('script', r.headers()['content-encoding']);
    });
    const html = page.waitForResponse((r) => new URL(r.url()).pathname === '/');
    await page.goto('/');
    expect((await html).headers()['content-encoding']).toBe('br');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(encodings.get('script')).toBe('br');
  });

  test('the entry script asks V8 to compile its functions while it streams in', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const script = await (await request.get(entry!)).text();
    expect(script.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });

  test('the home page paints without asking the API for its configuration (index.html carries it)', async ({
    page,
  }) => {
    const configCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/config') configCalls.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(configCalls).toEqual([]);
  });

  test("the dashboard's My Rounds draws the hole when scrolled to and loads the map library when the map is used", async ({
    page,
    request,
  }) => {
    const session = await logIn(request, DEMO_PLAYER);
    const mapRequests: string[] = [];
    page.on('request', (r) => {
      if (/maplibre|\/hole-coordinates$|\/course-maps\//.test(r.url())) mapRequests.push(r.url());
    });
    await page.addInitScript((token) => window.localStorage.setItem('id_token', token), session.accessToken);
    await page.goto('/dashboard');
    await expect(page.getByTestId('overview-column').first()).toHaveAttribute('data-state', 'loaded');
    const myRounds = page.getByRole('region', { name: 'My Rounds' });
    await expect(myRounds.getByTestId('my-rounds-placeholder')).toBeAttached();
    // Long enough for anything the page would fetch by itself after its first paint.
    await page.waitForTimeout(1500);
    expect(mapRequests).toEqual([]);

    await myRounds.scrollIntoViewIfNeeded();
    // Scrolled to, the block draws the hole from its course map; MapLibre waits until the map is used.
    const map = page.getByTestId('shot-map');
    await expect(map).toHaveAttribute('data-status', 'preview');
    await expect(page.getByTestId('shot-map-preview').locator('svg path').first()).toBeAttached();
    await expect.poll(() => mapRequests.some((url) => url.includes('/course-maps/'))).toBe(true);
    expect(mapRequests.some((url) => /maplibre/.test(url))).toBe(false);
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + 8, box.y + 8);
    await expect(map).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    expect(mapRequests.some((url) => /maplibre-gl-[\w-]+\.js$/.test(url))).toBe(true);
    expect(mapRequests.some((url) => /maplibre-gl-worker-[\w-]+\.mjs$/.test(url))).toBe(true);
    expect(mapRequests.some((url) => url.includes('/course-maps/'))).toBe(true);
  });

  test("a keyboard user's first Tab mounts the dashboard's My Rounds, so Tab reaches its controls", async ({
    page,
    request,
  }) => {
    const session = await logIn(request, DEMO_PLAYER);
    await page.addInitScript((token) => window.localStorage.setItem('id_token', token), session.accessToken);
    await page.goto('/dashboard');
    await expect(page.getByTestId('overview-column').first()).toHaveAttribute('data-state', 'loaded');
    const myRounds = page.getByRole('region', { name: 'My Rounds' });
    await expect(myRounds.getByTestId('my-rounds-placeholder')).toBeAttached();
    // Without scrolling: the first Tab (to the skip link) says the visitor walks the page by keyboard.
    await page.keyboard.press('Tab');
    await expect(myRounds.getByTestId('my-rounds-placeholder')).toHaveCount(0);
    await expect(myRounds.getByRole('grid', { name: 'Scorecard' }).first()).toBeAttached();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the profile dashboard mounts a chart below the fold only when it is scrolled to', async ({
    page,
  }) => {
    await page.goto('/player/wes.haugen/resume');
    const charts = page.getByTestId('round-chart');
    await expect(charts).toHaveCount(2);
    // The first chart pair is near the top: its radar and bars are drawn by themselves.
    await expect(charts.first().getByRole('img').first().locator('svg').first()).toBeVisible();
    const last = charts.last();
    await expect(last.getByTestId('chart-placeholder').first()).toBeAttached();
    await page.waitForTimeout(1000);
    expect(await last.locator('[role="img"] > svg').count()).toBe(0);

    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('[role="img"] > svg')).toHaveCount(2);
    await expect(last.getByTestId('chart-placeholder')).toHaveCount(0);
  });

  test('the service worker precaches the shell only and caches a route’s chunks when it is used', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.includes('precache'));
      const cache = await caches.open(name ?? 'none');
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    expect(precached).toContain('/index.html');
    expect(precached.filter((p) => p.startsWith('/assets/')).length).toBeGreaterThan(0);
    // Route chunks are not in the shell: the search page's, the dashboard's, the map library.
    expect(precached.filter((p) => /\/(search|dashboard|maplibre-gl)-/.test(p))).toEqual([]);

    // The next page is controlled by the worker, which keeps the chunks it fetches.
    await page.goto('/golf/search');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('linksight-assets');
          return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.endsWith('.js'));
        }),
      )
      .not.toEqual([]);
  });
});
