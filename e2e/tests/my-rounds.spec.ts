import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { servePublicConfig } from '../support/public-config';
import { logIn } from '../support/api-login';
import { scoreOnlyPlayer } from '../support/score-only-player';

/** A new player of this spec only (see score-only-player.ts). */
const SCORE_ONLY_PLAYER = '+15550199032';

/**
 * Issue 7 View-shots page (the profile's My Rounds) in Chromium against the real server and seeded demo world.
 * Logging in goes through the API as in dashboard.spec.ts, with a phone of its own (send-code cooldown).
 */
const PLAYER = '+15550100007';
async function openMyRounds(page: Page, request: APIRequestContext) {
  const session = await logIn(request, PLAYER);
  await page.addInitScript((token) => window.localStorage.setItem('id_token', token), session.accessToken);
  await page.goto(`/player/${session.username}/my-rounds`);
  await expect(page.getByTestId('shot-map-hole')).toHaveText(/^Hole \d+ ·/);
}

const holeLabel = (page: Page) => page.getByTestId('shot-map-hole');

/**
 * The page draws the hole first and starts MapLibre when the player reaches for the map (issue 23): the
 * pointer comes over it, as a person's does before dragging or clicking.
 */
async function startMap(page: Page) {
  const map = page.getByTestId('shot-map');
  // A closing menu's backdrop can still be over the map for its fade-out and take the pointer's entry; a
  // person whose first move was lost moves again, so the pointer leaves and comes back until the map starts.
  await expect(async () => {
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + 8, Math.max(0, box.y - 40));
    await page.mouse.move(box.x + 8, box.y + 8);
    await expect(map).not.toHaveAttribute('data-status', 'preview', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(map).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  return map;
}

/** Where each numbered shot marker's centre is on screen, by its name. */
function markerCentres(page: Page, selector: string) {
  return page.$$eval(selector, (els) =>
    els.map((el) => {
      const b = el.getBoundingClientRect();
      return { name: el.getAttribute('aria-label'), x: b.x + b.width / 2, y: b.y + b.height / 2 };
    }),
  );
}

type ShotMapHandle = {
  queryRenderedFeatures: (options: { layers: string[] }) => {
    properties: { roundId: number };
    geometry: { coordinates: [number, number] };
  }[];
  project: (lngLat: [number, number]) => { x: number; y: number };
  getCanvas: () => HTMLCanvasElement;
};

/**
 * Where on screen another round's shot start is drawn, at a point the map's canvas itself takes the
 * click (not a numbered marker over it); null until one is drawn.
 */
function otherRoundShot(page: Page) {
  return page.evaluate(() => {
    const shotMap = (window as unknown as { linksightShotMap?: ShotMapHandle }).linksightShotMap;
    if (!shotMap) return null;
    const canvas = shotMap.getCanvas();
    const box = canvas.getBoundingClientRect();
    const inside = (p: { x: number; y: number }) =>
      p.x > 10 && p.y > 10 && p.x < box.width - 10 && p.y < box.height - 10;
    for (const f of shotMap.queryRenderedFeatures({ layers: ['shots-other-start'] })) {
      const p = shotMap.project(f.geometry.coordinates);
      const x = box.left + p.x;
      const y = box.top + p.y;
      if (inside(p) && document.elementFromPoint(x, y) === canvas)
        return { x, y, roundId: f.properties.roundId };
    }
    return null;
  });
}

/** Picks a quick set the way a person does: the chip opens the My Rounds menu, Selected Rounds lists them. */
async function chooseQuickSet(page: Page, name: string) {
  await page.getByTestId('rounds-quick-select').click();
  const menu = page.getByRole('dialog', { name: /Rounds? Selected$/ });
  await menu.getByRole('button', { name: /^Selected Rounds:/ }).click();
  await page.getByRole('menuitem', { name }).click();
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('rounds-quick-select')).toHaveText(name);
}
/** The map library's requests from now on: the map must load only when it is used. */
function mapLibreRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/maplibre-gl/.test(r.url())) urls.push(r.url());
  });
  return urls;
}
async function holeNumber(page: Page): Promise<number> {
  return Number(/^Hole (\d+)/.exec((await holeLabel(page).textContent()) ?? '')?.[1]);
}

test.describe('My Rounds, the View-shots page (issue 7)', () => {
  test('defaults to Course and Last 6 Rounds; Next steps through the holes and wraps 18 → 1', async ({
    page,
    request,
  }) => {
    await openMyRounds(page, request);
    await expect(page.getByTestId('rounds-quick-select')).toHaveText('Last 6 Rounds');
    await expect(page.getByTestId('view-by')).toHaveText(/View By: Course/);
    const start = await holeNumber(page);
    const seen = [start];
    const next = page.getByRole('button', { name: 'Next', exact: true });
    for (let i = 0; i < 18; i += 1) {
      const before = await holeLabel(page).textContent();
      await next.click();
      await expect(holeLabel(page)).not.toHaveText(before ?? '');
      seen.push(await holeNumber(page));
      if (seen.at(-1) === start) break;
    }
    expect(seen.at(-1)).toBe(start);
    // A round's holes in order, the last one (18 on an 18-hole round from 1) followed by the first again.
    expect([9, 18]).toContain(seen.length - 1);
    expect(seen.at(-2)).toBe(Math.max(...seen));
    if (start === 1 && seen.length === 19) expect(seen.slice(-2)).toEqual([18, 1]);
  });

  test('clicking a scorecard cell focuses that round and hole on the map', async ({ page, request }) => {
    await openMyRounds(page, request);
    const row = page.locator('[data-round-id]').nth(1);
    const cell = row.locator('td[data-column]').nth(4);
    const column = await cell.getAttribute('data-column');
    await cell.click();
    await expect(holeLabel(page)).toHaveText(new RegExp(`^Hole ${column} ·`));
    await expect(row).toHaveClass(/Mui-selected/);
    await expect(page.getByTestId('shot-map')).toHaveAttribute('data-hole', column ?? '');
    await expect(page.getByTestId('shot-map')).toHaveAttribute('data-zoom-mode', 'hole');
  });

  test('filters holes by a stat with percent and counts, AND Clear', async ({ page, request }) => {
    await openMyRounds(page, request);
    await page.getByRole('button', { name: 'Filter Holes by Stat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Holes by Stat' });
    const par3 = dialog.getByTestId('stat-filter-card').filter({ hasText: /^Par 3/ });
    await expect(par3).toHaveText(/\d+% · \d+ \/ \d+ Holes/);
    const [, count, total] = /(\d+) \/ (\d+) Holes/.exec((await par3.textContent()) ?? '') ?? [];
    expect(Number(count)).toBeGreaterThan(0);
    expect(Number(count)).toBeLessThan(Number(total));
    await par3.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Filter Holes by Stat (1)' })).toBeVisible();
    await expect(holeLabel(page)).toHaveText(/· Par 3 ·/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(holeLabel(page)).toHaveText(/· Par 3 ·/);

    // Par 3 and Par 4 at once: no hole is both, and the page says that, not that no round matches.
    await page.getByRole('button', { name: 'Filter Holes by Stat (1)' }).click();
    await dialog
      .getByTestId('stat-filter-card')
      .filter({ hasText: /^Par 4/ })
      .getByRole('checkbox')
      .check();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('No hole is every stat ticked in Filter Holes by Stat.')).toBeVisible();
    await expect(page.getByText('No rounds match.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Filter Holes by Stat (2)' }).click();
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(par3.getByRole('checkbox')).not.toBeChecked();
  });

  test('a month grouping sets the quick filter to Past 2 Years', async ({ page, request }) => {
    await openMyRounds(page, request);
    await page.getByTestId('view-by').click();
    await page.getByRole('menuitem', { name: 'Month-Year', exact: true }).click();
    await expect(page.getByTestId('rounds-quick-select')).toHaveText('Past 2 Years');
    await expect(page.getByTestId('view-by')).toHaveText(/View By: Month-Year/);
    await expect(page.getByTestId('scorecard-group').first()).toContainText(/^[A-Z][a-z]+ 20\d\d/);
  });

  test('Hole View, Green View, free mode on drag and back to the hole on Next; Show Yards labels', async ({
    page,
    request,
  }, testInfo) => {
    await openMyRounds(page, request);
    const map = await startMap(page);
    await expect(map).toHaveAttribute('data-zoom-mode', 'hole');
    await expect(map).toHaveAttribute('data-zoom', /^1[5-9]/);
    await expect(page.getByRole('button', { name: 'Hole View' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Green View' }).click();
    await expect(map).toHaveAttribute('data-zoom-mode', 'green');
    await expect(map).toHaveAttribute('data-zoom', '21');

    // A drag on the map is the player taking over: free mode, neither view pressed.
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await expect(map).toHaveAttribute('data-zoom-mode', 'free');
    await expect(page.getByRole('button', { name: 'Green View' })).toHaveAttribute('aria-pressed', 'false');

    const hole = await map.getAttribute('data-hole');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(map).not.toHaveAttribute('data-hole', hole ?? '');
    await expect(map).toHaveAttribute('data-zoom-mode', 'hole');

    await page.getByLabel('Show Yards').check();
    const labels = page.locator('.shot-map-yardage');
    await expect(labels.first()).toHaveText(/^\d+ (yds|ft)$/);
    expect(await labels.count()).toBeGreaterThan(1);
    await testInfo.attach('hole-view-with-yards', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });

  test('the rounds button and picker: All, None, one more, and back to all', async ({ page, request }) => {
    await openMyRounds(page, request);
    // Two years of rounds: the focused hole's course has been played more than once.
    await chooseQuickSet(page, 'Past 2 Years');
    // Behind the modal picker the button is hidden from the accessibility tree: found by test id.
    const button = page.getByTestId('shot-map-rounds-button');
    const map = page.getByTestId('shot-map');
    await expect(button).toHaveText('Showing All Rounds');
    await button.click();
    const picker = page.getByRole('dialog', { name: /Rounds? Being Mapped$/ });
    const boxes = picker.getByRole('checkbox');
    const total = await boxes.count();
    expect(total).toBeGreaterThan(2);
    await expect(picker).toContainText(`${total} Rounds Being Mapped`);
    await expect(map).toHaveAttribute('data-shown-rounds', String(total));

    // None leaves the focused round (the first box, ticked and disabled): always drawn.
    await picker.getByRole('button', { name: 'None' }).click();
    await expect(picker).toContainText('1 Round Being Mapped');
    await expect(boxes.first()).toBeChecked();
    await expect(boxes.first()).toBeDisabled();
    await expect(button).toHaveText('Showing Focused Round');
    await expect(map).toHaveAttribute('data-shown-rounds', '1');

    await boxes.nth(1).check();
    await expect(button).toHaveText('Showing 2 Rounds');
    await expect(map).toHaveAttribute('data-shown-rounds', '2');

    // Checking every box becomes "all"; unchecking one from all leaves the rest.
    for (let i = 2; i < total; i += 1) await boxes.nth(i).check();
    await expect(button).toHaveText('Showing All Rounds');
    await boxes.nth(total - 1).uncheck();
    await expect(picker).toContainText(`${total - 1} Rounds Being Mapped`);
    await expect(button).toHaveText(`Showing ${total - 1} Rounds`);
    await picker.getByRole('button', { name: 'All' }).click();
    await expect(button).toHaveText('Showing All Rounds');
    await picker.getByRole('button', { name: 'Close' }).click();
    await expect(picker).toBeHidden();
  });

  test('draws satellite tiles with their attribution when a tile URL is configured', async ({
    page,
    request,
  }) => {
    // The tile provider is outside the app: its tiles are served here; the app's own config names it.
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const tiles: string[] = [];
    await page.route('**/e2e-tiles/**', (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    });
    // As the server answers with MAP_SATELLITE_TILE_URL set: its CSP lets the map fetch the tile host.
    await servePublicConfig(
      page,
      { mapSatelliteTileUrl: 'http://127.0.0.1/e2e-tiles/{z}/{x}/{y}.png' },
      'http://127.0.0.1',
    );
    await openMyRounds(page, request);
    await startMap(page);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles[0]).toMatch(/\/e2e-tiles\/\d+\/\d+\/\d+\.png$/);
    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('Imagery © satellite tile provider');
  });

  test('the My Rounds menu: a tri-state course group, Clear Selections, and Custom on any manual change', async ({
    page,
    request,
  }) => {
    await openMyRounds(page, request);
    await page.getByTestId('rounds-quick-select').click();
    const menu = page.getByRole('dialog', { name: /Rounds? Selected$/ });
    await expect(menu.getByRole('heading')).toHaveText('6 Rounds Selected');
    await menu.getByRole('button', { name: /^View By:/ }).click();
    await page.getByRole('menuitem', { name: 'Course', exact: true }).click();
    await expect(menu.getByRole('button', { name: /^Sort By:/ })).toHaveText(/Sort By: Date/);

    await menu.getByRole('button', { name: 'Clear Selections' }).click();
    await expect(menu.getByRole('heading')).toHaveText('0 Rounds Selected');
    await expect(page.getByTestId('rounds-quick-select')).toHaveText('Custom');

    // A course group selects all its rounds; one round unticked leaves the group indeterminate.
    const group = menu.getByTestId('round-list-item').first();
    const groupBox = group.getByRole('checkbox').first();
    await groupBox.check();
    const selected = Number(/^(\d+)/.exec((await menu.getByRole('heading').textContent()) ?? '')?.[1]);
    expect(selected).toBeGreaterThan(1);
    await group.getByRole('button', { name: / rounds$/ }).click();
    // Round boxes are named by label and long date.
    await menu
      .getByRole('checkbox', { name: /, [A-Z][a-z]+ \d{1,2}, \d{4}$/ })
      .first()
      .uncheck();
    await expect(menu.getByRole('heading')).toHaveText(
      `${selected - 1} ${selected - 1 === 1 ? 'Round' : 'Rounds'} Selected`,
    );
    await expect(groupBox).toHaveAttribute('data-indeterminate', 'true');
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
    await startMap(page);
  });

  test('the rounds grid pages by 10 with Round Averages', async ({ page, request }) => {
    await openMyRounds(page, request);
    await chooseQuickSet(page, 'Past 2 Years');
    // The grid mounts when its section comes near the viewport (issue 23), as the user scrolls to it.
    await page.getByRole('region', { name: 'Rounds', exact: true }).scrollIntoViewIfNeeded();
    const grid = page.getByRole('region', { name: 'Rounds grid' });
    const table = grid.getByRole('table', { name: 'Rounds' });
    await expect(table.getByRole('row', { name: /Round Averages/ })).toBeVisible();
    // Header + 10 rounds + the averages row.
    await expect(table.getByRole('row')).toHaveCount(12);
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
    // The first body row's round, not a cell's text: two pages can both start with a "—" column.
    const firstRound = await table.getByRole('row').nth(1).getAttribute('data-round-id');
    expect(firstRound).toBeTruthy();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();
    await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-round-id', firstRound ?? '');
    await expect(table.getByRole('row', { name: /Round Averages/ })).toContainText(/\d/);
  });

  test("clicking another round's shot on the map focuses that round's hole", async ({ page, request }) => {
    // The debugging handle (lib/debug.ts) tells where MapLibre drew a feature; the click itself is a real one.
    await page.addInitScript(() => window.localStorage.setItem('linksight.debug', '1'));
    await openMyRounds(page, request);
    await chooseQuickSet(page, 'Past 2 Years');
    const map = await startMap(page);
    const focusedRound = await map.getAttribute('data-round');
    // A person clicks a map that has stopped moving: the same point twice, 200 ms apart (the camera eases
    // to the new rounds, and the scorecards below mount in a deferred render).
    let point: Awaited<ReturnType<typeof otherRoundShot>> = null;
    await expect
      .poll(async () => {
        const before = await otherRoundShot(page);
        await page.waitForTimeout(200);
        point = await otherRoundShot(page);
        return before !== null && JSON.stringify(before) === JSON.stringify(point);
      })
      .toBe(true);
    point = point!;
    expect(String(point.roundId)).not.toBe(focusedRound);
    await page.mouse.click(point.x, point.y);
    await expect(map).toHaveAttribute('data-round', String(point.roundId));
    await expect(map).toHaveAttribute('data-zoom-mode', 'hole');
  });

  test('draws the hole before the map starts, where the map then draws it; a marker click starts the map on it', async ({
    page,
    request,
  }) => {
    const maplibre = mapLibreRequests(page);
    await openMyRounds(page, request);
    const map = page.getByTestId('shot-map');
    const preview = page.getByTestId('shot-map-preview');
    await expect(preview.locator('svg path').first()).toBeAttached();
    await expect(preview.getByRole('button', { name: /^(Shot|Putt) 1: zoom to it$/ })).toBeVisible();
    await expect(map).toHaveAttribute('data-status', 'preview');
    // Nothing of MapLibre is fetched until the map is used.
    await page.waitForTimeout(1000);
    expect(maplibre).toEqual([]);
    const drawn = await markerCentres(page, '[data-testid="shot-map-preview"] button');
    expect(drawn.length).toBeGreaterThan(1);

    // The pointer over the map starts it; its own markers land where the drawing put them.
    await startMap(page);
    await expect(preview).toHaveCount(0);
    expect(maplibre.length).toBeGreaterThan(0);
    const live = await markerCentres(page, '.maplibregl-marker');
    expect(live.map((m) => m.name)).toEqual(drawn.map((m) => m.name));
    live.forEach((m, i) => {
      expect(Math.abs(m.x - drawn[i]!.x)).toBeLessThan(2);
      expect(Math.abs(m.y - drawn[i]!.y)).toBeLessThan(2);
    });

    // Green View and back, then a fresh page: a marker of the drawing, clicked, zooms the map on its shot.
    await page.reload();
    await expect(map).toHaveAttribute('data-status', 'preview');
    await page.getByRole('button', { name: 'Green View' }).click();
    await expect(map).toHaveAttribute('data-status', 'preview');
    await page.getByRole('button', { name: 'Hole View' }).click();
    const first = preview.getByRole('button', { name: /^(Shot|Putt) 1: zoom to it$/ });
    await first.click();
    await expect(map).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await expect(map).toHaveAttribute('data-zoom-mode', 'free');

    // By keyboard: a marker of the drawing focused starts the map, whose marker of that name keeps the focus.
    await page.reload();
    await expect(map).toHaveAttribute('data-status', 'preview');
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.focus();
    await expect(map).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await expect(page.locator('.maplibregl-marker:focus')).toHaveAttribute('aria-label', name);
  });

  test('rounds with scores only: a short note instead of an empty map, and no map library', async ({
    page,
    request,
  }) => {
    const maplibre = mapLibreRequests(page);
    const session = await scoreOnlyPlayer(request, SCORE_ONLY_PLAYER);
    await page.addInitScript((token) => window.localStorage.setItem('id_token', token), session.accessToken);
    await page.goto(`/player/${session.username}/my-rounds`);
    const note = page.getByTestId('shot-map-untracked');
    await expect(note).toContainText(
      'Shot maps appear for rounds tracked shot by shot in the Linksight app.',
    );
    await expect(page.getByTestId('shot-map')).toHaveCount(0);
    await expect(page.getByText('No shots to show')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hole View' })).toHaveCount(0);
    // The rounds can still be chosen, and their scorecards are there.
    await expect(page.getByTestId('rounds-quick-select')).toHaveText('Last 6 Rounds');
    await expect(page.getByTestId('my-rounds-view')).toContainText('Cedar Flats');
    // The note is short, not a 400 px map.
    expect((await note.boundingBox())!.height).toBeLessThan(160);
    // A pointer over it, as over a map, fetches nothing of MapLibre.
    await note.hover();
    await page.waitForTimeout(1000);
    expect(maplibre).toEqual([]);
  });
});

test.describe('My Rounds on a touch screen (issue 23)', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('a tap on the drawn hole starts the map', async ({ page, request }) => {
    await openMyRounds(page, request);
    const map = page.getByTestId('shot-map');
    await expect(page.getByTestId('shot-map-preview').locator('svg path').first()).toBeAttached();
    await expect(map).toHaveAttribute('data-status', 'preview');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.touchscreen.tap(box.x + 12, box.y + 12);
    await expect(map).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  });
});

test.describe('a round in progress (demo: the first player’s latest round)', () => {
  test('is marked on its scorecard row and left out of the group’s per-round figures', async ({
    page,
    request,
  }) => {
    const session = await logIn(request, '+15550100001');
    await page.addInitScript((token) => window.localStorage.setItem('id_token', token), session.accessToken);
    await page.goto(`/player/${session.username}/my-rounds`);
    // "Last 6 Rounds" counts finished rounds, as the dashboard does: six rows, no round in progress.
    await expect(page.getByTestId('scorecard-group').filter({ hasText: 'in progress' })).toHaveCount(0);
    // A stretch of days lists every round played in it, the one in progress too.
    await chooseQuickSet(page, 'Past 30 Days');
    const group = page.getByTestId('scorecard-group').filter({ hasText: 'in progress' });
    await expect(group).toHaveCount(1);
    const total = (row: string) => group.locator(`${row} [data-column="TOTAL"]`);
    // The Par row adds up to the course's par, whatever the unfinished round played.
    const par = Number(await group.locator('tr[data-par] td').last().textContent()); // TOTAL, the last column
    expect(par).toBeGreaterThanOrEqual(68);
    // The group bar's Avg Score v Par: the finished rounds' totals against that par.
    const finished = (await total('tr[data-round-id]:not(:has-text("in progress"))').allTextContents()).map(
      Number,
    );
    expect(finished.length).toBeGreaterThan(0);
    const average = finished.reduce((sum, score) => sum + score - par, 0) / finished.length;
    const bar = (await group.getByRole('button', { expanded: true }).first().textContent()) ?? '';
    const shown = /Avg Score v Par (E|[+-]?\d+(?:\.\d)?)/.exec(bar)![1]!;
    expect(Math.abs(Number(shown === 'E' ? 0 : shown) - average)).toBeLessThanOrEqual(0.06);

    // The rounds grid marks it too, and its Round Averages are those of the finished rounds.
    await page.getByRole('region', { name: 'Rounds', exact: true }).scrollIntoViewIfNeeded();
    const table = page.getByRole('region', { name: 'Rounds grid' }).getByRole('table', { name: 'Rounds' });
    await expect(table.locator('tbody tr').filter({ hasText: 'in progress' })).toHaveCount(1);
    const scores = (
      await table.locator('tbody tr:not(:has-text("in progress")) [data-column="score"]').allTextContents()
    ).map(Number);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const averages = table.locator('tr[data-row="averages"] [data-column="score"]');
    await expect(averages).toHaveText(mean.toFixed(1));
  });
});
