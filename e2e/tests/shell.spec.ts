import { expect, test } from '../support/test';

test.describe('app shell routes and guards (spec 1 §2.1)', () => {
  test('home is a real landing page with search and a log-in entry', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const search = page.getByRole('searchbox').first();
    await search.fill('Avery');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/golf\/search\?.*q=Avery/);
    await expect(page.getByText(/Results: [1-9]\d*/)).toBeVisible();
    // The result cards (their code loads with the first results) name the players found.
    await expect(page.getByRole('heading', { level: 2, name: /Avery/ }).first()).toBeVisible();
  });

  test('a search that finds no account offers the organisations, which find the team', async ({ page }) => {
    await page.goto('/golf/search');
    await expect(page.getByText('Type a name to find players, coaches and teams.')).toBeVisible();
    // Nothing is counted before anything is typed.
    await expect(page.getByText(/^Results:/)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('PVHS');
    await expect(page.getByText('No accounts match “PVHS”.')).toBeVisible();
    await page.getByRole('button', { name: 'Search organizations instead' }).click();
    await expect(page).toHaveURL(/type=organization/);
    await expect(page.getByText(/Results: [1-9]\d*/)).toBeVisible();
  });

  test('a search the server cannot answer says so and offers it again, without a count', async ({ page }) => {
    let isDown = true;
    await page.route('**/api/v1/accounts**', (route) => (isDown ? route.abort() : route.continue()));
    await page.goto('/golf/search?q=wes&type=account');
    await expect(page.getByText('The search could not be done.')).toBeVisible();
    await expect(page.getByText(/^Results:/)).toHaveCount(0);
    isDown = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^Results: [1-9]/)).toBeVisible();
  });

  test('search lists only profiles a visitor can open', async ({ page }) => {
    // Dario Quintero's every page is private (demo: unverified phone): his profile would send a visitor
    // home, so search leaves him out, as the team page shows him as a name only.
    await page.goto('/golf/search?q=Quintero');
    await expect(page.getByText('No accounts match “Quintero”.')).toBeVisible();
    await page.goto('/golf/search?q=Haugen');
    await expect(page.getByRole('heading', { level: 2, name: /Wes Haugen/ })).toBeVisible();
  });

  test('a logged-out visit to the dashboard goes to /auth with the returnUrl', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?returnUrl=%2Fdashboard$/);
  });

  test('a slow first load shows a spinner and "Loading" under the app bar, then the page', async ({
    page,
  }) => {
    // Every API answer takes 1.5 s: the route's data keeps the first load on its fallback that long.
    await page.route('**/api/v1/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/player/wes.haugen/summary');
    const loading = page.getByTestId('app-loading');
    await expect(loading).toBeVisible();
    await expect(loading).toHaveText('Loading');
    await expect(page.getByTestId('handicap-card')).toBeVisible({ timeout: 20_000 });
    await expect(loading).toHaveCount(0);
  });

  test('an unknown path redirects to the home page', async ({ page }) => {
    await page.goto('/this/path/does/not/exist');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the profile route resolves a username with and without the player/ prefix', async ({
    page,
    request,
  }) => {
    const res = await request.get('/api/v1/accounts?q=a');
    const [first] = (await res.json()).items as { username: string; firstName: string; lastName: string }[];
    expect(first).toBeTruthy();
    const name = `${first!.firstName} ${first!.lastName}`;
    await page.goto(`/player/${first!.username}/summary`);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.goto(`/${first!.username}/summary`);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.goto('/player/no_such_user_xyz/summary');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('Watch Videos plays the walkthroughs, fetched only once the section is scrolled to', async ({
  page,
}) => {
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/videos/')) videoRequests.push(r.url());
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(videoRequests).toEqual([]);

  const section = page.getByRole('region', { name: 'Watch videos' });
  await section.scrollIntoViewIfNeeded();
  const clips = section.getByTestId('walkthrough');
  await expect(clips).toHaveCount(3);
  await expect(clips.getByRole('heading', { level: 3 })).toHaveText([
    'The dashboard',
    'The shot map',
    'The resume builder',
  ]);
  const video = clips.first().locator('video');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('aria-label', 'The dashboard (video, no sound)');
  // A real clip: it plays, and it runs for several seconds.
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(960);
  expect(videoRequests.some((url) => url.endsWith('/videos/dashboard.webm'))).toBe(true);
});

test.describe('top navigation (spec 1 §2.7)', () => {
  test('shows the menus at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('button', { name: /Product/ })).toBeVisible();
    await nav.getByRole('button', { name: /Product/ }).click();
    for (const item of [
      'Who is it For',
      'Player Features',
      'Coach Features',
      'Custom App and Skins',
      'Watch Videos',
    ]) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: /About/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Our Team' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Contact Us' })).toBeVisible();
  });

  test('collapses to a hamburger at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Product/ })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The drawer is a modal dialog: a screen reader names it on opening.
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    for (const item of ['Home', 'Training Facility', 'News and Updates']) {
      await expect(drawer.getByText(item, { exact: true }).first()).toBeVisible();
    }
    await page.screenshot({ path: 'test-results/nav-375.png' });
  });
});

test.describe('on a device set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('a first visit opens in dark mode; a choice in the theme menu then wins', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Theme' }).click();
    const darkMode = page.getByRole('menuitemcheckbox', { name: 'Dark mode' });
    await expect(darkMode).toHaveAttribute('aria-checked', 'true');
    const body = page.locator('body');
    const darkBackground = await body.evaluate((el) => getComputedStyle(el).backgroundColor);
    await darkMode.click();
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect
      .poll(() => body.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(darkBackground);
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});

test('the theme switch survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const body = page.locator('body');
  const lightBackground = await body.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Black theme' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Dark mode' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect
    .poll(() => body.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe(lightBackground);
  const darkBackground = await body.evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.reload();
  await expect.poll(() => body.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(darkBackground);
  await page.getByRole('button', { name: 'Theme' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Black theme' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test.describe('store redirect (spec 1 §2.6)', () => {
  const ANDROID_UA =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
  const IOS_UA =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

  for (const [label, ua, host] of [
    ['Android', ANDROID_UA, 'play.google.com'],
    ['iOS', IOS_UA, 'apps.apple.com'],
  ] as const) {
    test(`${label} goes to its store listing`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent: ua });
      const page = await context.newPage();
      // No network here: answer the store's address locally and check that the browser went there.
      await page.route(`https://${host}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>store</h1>' }),
      );
      await page.goto('/store-redirect');
      await expect(page).toHaveURL(new RegExp(`^https://${host.replace('.', '\\.')}/`));
      await context.close();
    });
  }

  test('a desktop browser sees the badges and both support blocks', async ({ page }) => {
    await page.goto('/store-redirect');
    await expect(page.getByText('East Coast')).toBeVisible();
    await expect(page.getByText('West Coast')).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Play/i })).toBeVisible();
  });
});
