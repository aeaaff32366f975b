import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from '../support/api-login';

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
    const next = page.getByRole('button', { name: 'Next' });
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
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(holeLabel(page)).toHaveText(/· Par 3 ·/);

    await page.getByRole('button', { name: 'Filter Holes by Stat (1)' }).click();
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
});
