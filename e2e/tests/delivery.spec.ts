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

  test('the dashboard loads the map library only when My Rounds is scrolled to', async ({
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
    await expect(page.getByTestId('shot-map')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    expect(mapRequests.some((url) => /maplibre-gl-[\w-]+\.js$/.test(url))).toBe(true);
    expect(mapRequests.some((url) => /maplibre-gl-worker-[\w-]+\.mjs$/.test(url))).toBe(true);
    expect(mapRequests.some((url) => url.includes('/course-maps/'))).toBe(true);
  });
});
