import { execFileSync } from 'node:child_process';
import { type Page } from '@playwright/test';
import { logIn } from '../support/api-login';
import { expect, test } from '../support/test';

/**
 * Issue 17 in Chromium against the real server and the seeded demo world, as the product manager (sees
 * every profile): a demo player's Compare Stats, Last 12 vs Prior 12 Months, every tab, both sides
 * configured, a typo search of the rounds, an associated player, and the PDF with two pages unticked.
 * Read-only: the shared state it stores expires on its own and nobody else reads it.
 */
const WES = '/player/wes.haugen/stats';
const PRODUCT_MANAGER = '+15550100901';
const TABS = ['Stat Probability', 'Scoring', 'Drive', 'Shots to Green', 'Putts', 'Playing Style', 'Rounds'];

async function openCompareStats(page: Page, token: string, path = WES) {
  await page.addInitScript((t) => window.localStorage.setItem('id_token', t), token);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Compare Stats', level: 1 })).toBeVisible();
  await expect(page.getByTestId('comparison-table')).toBeVisible();
}

const summary = (page: Page, side: 'left' | 'right') => page.getByTestId(`${side}-summary`);

test.describe('Compare Stats (issue 17)', () => {
  test('compares two periods, switches every tab, reconfigures both sides', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const session = await logIn(request, PRODUCT_MANAGER);
    await openCompareStats(page, session.accessToken);
    // spec 3 §4: the header opens 500 ms after the table first loads.
    await expect(page.getByTestId('compare-header')).toHaveAttribute('data-open', 'true');
    await expect(summary(page, 'left')).toContainText(/Last 12 Months · \d+ rounds/);
    await expect(summary(page, 'right')).toContainText(/Prior 12 Months · \d+ rounds/);
    const toPar = page.getByTestId('row-score-vs-par').locator('td');
    await expect(toPar.nth(1)).toHaveText(/^([+-]?\d+(\.\d)?|E)✓?$/);
    await expect(toPar.nth(2)).toHaveText(/^([+-]?\d+(\.\d)?|E)✓?$/);
    await expect(page.getByText('✓ marks the better of the two values in each row')).toBeVisible();
    // Every card has the same columns: the headers wrap alike, so the header rows are one height.
    const headerHeights = await page
      .getByTestId('comparison-table')
      .locator('thead tr')
      .evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().height)));
    expect(headerHeights.length).toBe(5);
    expect(new Set(headerHeights).size).toBe(1);
    // Default tab: Shots to Green (the fourth).
    await expect(page.getByRole('tab', { name: 'Shots to Green' })).toHaveAttribute('aria-selected', 'true');
    for (const name of TABS) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tabpanel').locator('table').first()).toBeVisible();
    }
    // Round dates read as the round lists' MM/dd/yyyy (spec 3 §2), not as ISO strings.
    await expect(page.getByRole('tabpanel').locator('tbody tr td').first()).toHaveText(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    await expect(page.getByRole('tabpanel')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    // A tournament's final round (round number 0) reads Final, as in the rounds selector, never R0.
    await expect(page.getByRole('tabpanel')).toContainText(' · Final');
    await expect(page.getByRole('tabpanel')).not.toContainText(/ · R0\b/);
    await page.screenshot({ path: test.info().outputPath('compare-1440.png'), fullPage: true });

    // Configure: left loses Winter, right goes to 9 holes.
    const leftRounds = Number((await summary(page, 'left').textContent())!.match(/(\d+) rounds/)![1]);
    await page.getByRole('button', { name: 'Configure Selections' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Selections' });
    const left = dialog.getByTestId('left-filters');
    const right = dialog.getByTestId('right-filters');
    await left.getByRole('checkbox', { name: 'Winter' }).uncheck();
    await right.getByRole('button', { name: '9 holes' }).click();
    // The seasons never go empty: un-ticking the last one keeps it.
    await right.getByRole('checkbox', { name: 'Spring' }).uncheck();
    await right.getByRole('checkbox', { name: 'Summer' }).uncheck();
    await right.getByRole('checkbox', { name: 'Fall' }).uncheck();
    await right.getByRole('checkbox', { name: 'Winter' }).click();
    await expect(right.getByRole('checkbox', { name: 'Winter' })).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('configure-1440.png') });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    const leftCount = async () =>
      Number((await summary(page, 'left').textContent())!.match(/(\d+) rounds/)![1]);
    await expect.poll(leftCount).toBeLessThan(leftRounds);

    // The Round tab lists the rounds the side's years, seasons and round types keep: as many as the side has.
    await page.getByRole('button', { name: 'Configure Selections' }).click();
    await expect(left.getByTestId('left-rounds-button')).toHaveText(`Rounds: all ${await leftCount()}`);
    // Rounds search with a typo; nothing matches a nonsense word.
    await left.getByTestId('left-rounds-button').click();
    const panel = page.getByTestId('left-rounds-panel');
    const first = (await panel.getByRole('checkbox').first().textContent())!;
    // Only a tournament's rounds carry a round number (R1…, Final); no round reads "R0".
    await expect(panel.getByRole('checkbox').filter({ hasText: / · R0 · / })).toHaveCount(0);
    const word = first
      .split(' · ')[0]!
      .split(' ')
      .find((w) => w.length >= 5)!;
    const typo = word.slice(0, 2) + word.slice(3);
    await panel.getByRole('textbox', { name: 'Filter Rounds' }).fill(typo);
    await expect(panel.getByRole('checkbox').first()).toContainText(word);
    await panel.getByRole('textbox', { name: 'Filter Rounds' }).fill('qqxzzv');
    await expect(panel.getByText('No Matching Rounds')).toBeVisible();
    await panel.getByRole('button', { name: 'Done' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('adds an associated player, shares the link, downloads the PDF of four pages', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const session = await logIn(request, PRODUCT_MANAGER);
    await openCompareStats(page, session.accessToken);
    await page.getByRole('button', { name: 'Compare With Player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare With Player' });
    const choose = dialog.getByRole('checkbox').first();
    await expect(choose).toBeVisible();
    const name = (await choose.getAttribute('aria-label'))!.replace(/^Choose (.*) \(@[^)]+\)$/, '$1');
    await choose.check();
    await dialog.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByTestId('right-header')).toContainText(name);
    await expect(page.getByRole('button', { name: 'End Comparison' })).toBeVisible();
    // A reload keeps the chosen player (this tab's session storage), before any link is shared.
    await page.reload();
    await expect(page.getByTestId('right-header')).toContainText(name);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page).toHaveURL(/[?&]state=[A-Za-z0-9_-]{43}/);
    // The link opens the same comparison.
    await page.reload();
    await expect(page.getByTestId('right-header')).toContainText(name);

    await page.getByRole('button', { name: 'Report' }).click();
    const options = page.getByRole('dialog', { name: 'Compare Stats Report Options' });
    for (const p of ['Summary', 'Scoring', 'Drives', 'Shots to Green', 'Putts', 'Rounds'])
      await expect(options.getByRole('checkbox', { name: `${p} Page` })).toBeChecked();
    await options.getByRole('checkbox', { name: 'Putts Page' }).uncheck();
    await options.getByRole('checkbox', { name: 'Rounds Page' }).uncheck();
    const download = page.waitForEvent('download', { timeout: 45_000 });
    await options.getByRole('button', { name: 'Generate Report' }).click();
    await expect(page.getByText('Generating PDF Export...')).toBeVisible();
    const file = await download;
    await expect(page.getByText('PDF Downloaded, Success!')).toBeVisible();
    expect(file.suggestedFilename()).toBe(`Wes-Haugen-${new Date().getUTCFullYear() + 1}-Compare-Stats.pdf`);
    const pdf = test.info().outputPath('compare.pdf');
    await file.saveAs(pdf);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    for (const title of ['Summary', 'Scoring', 'Drives', 'Shots to Green'])
      expect(text).toContain(`Compare Stats Report · ${title}`);
    expect(text).not.toContain('Compare Stats Report · Putts');
    expect(text).not.toContain('Compare Stats Report · Rounds');
    expect(text).toContain('Wes Haugen vs');
    expect(text).toContain(name);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf]).toString())![1]);
    expect(pages).toBeGreaterThanOrEqual(4);
  });

  test('works at 375 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const session = await logIn(request, PRODUCT_MANAGER);
    await openCompareStats(page, session.accessToken);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    // Each shot type's card shows its four columns, Diff included, without a sideways scroll.
    const cards = page.getByTestId('comparison-table').locator(':scope > *');
    expect(await cards.count()).toBeGreaterThan(3);
    const hidden = await cards.evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth));
    expect(hidden.every((px) => px <= 1)).toBe(true);
    // Every tab stays within the page: Stat Probability's five columns made the page 472 px wide.
    const tabs = page.getByRole('tablist').last().getByRole('tab');
    const tabNames = await tabs.allTextContents();
    expect(tabNames).toContain('Stat Probability');
    for (const name of tabNames) {
      await page.getByRole('tab', { name, exact: true }).click();
      const tabOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(tabOverflow, name).toBeLessThanOrEqual(1);
    }
    await page.screenshot({ path: test.info().outputPath('compare-375.png'), fullPage: true });
  });

  test('says when it is offline: a bar while the connection is gone, and a Share that fails says why', async ({
    page,
    request,
  }) => {
    const session = await logIn(request, PRODUCT_MANAGER);
    await openCompareStats(page, session.accessToken);
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toHaveCount(0);
    await page.context().setOffline(true);
    await expect(notice).toHaveText(
      "Uh-oh, it seems like you're offline. Please check your connection and try again.",
    );
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "it seems like you're offline" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeEnabled();
    await page.context().setOffline(false);
    await expect(notice).toHaveCount(0);
  });

  test('says so when the server cannot make the Share link', async ({ page, request }) => {
    const session = await logIn(request, PRODUCT_MANAGER);
    await page.route('**/compare-stats/state', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Internal error' } })
        : route.continue(),
    );
    await openCompareStats(page, session.accessToken);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Uh-oh, the link could not be made. Please try again.')).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]state=/);
  });
});
