import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatHandicapIndex } from '@linksight/golf-core';
import { expect, test } from '../support/test';

/**
 * Issue 15, as a logged-out visitor in Chromium against the real server and the seeded demo world: the
 * resume overlay opened by View Resume on Wes Haugen's public profile, its live preview, the revert rule,
 * Restore Defaults, the PDF download and the /cgr/resume print page. Read-only: the preview and the PDF
 * save nothing.
 */
const WES = '/player/wes.haugen';
const REVERT = 'No data found for new date range, reverting to previous';

async function openBuilder(page: Page) {
  await page.goto(`${WES}/resume`);
  await page.getByTestId('about-card').getByRole('button', { name: 'View Resume' }).click();
  const dialog = page.getByRole('dialog', { name: /Resume Builder/ });
  await expect(dialog).toBeVisible();
  const preview = dialog.getByTestId('resume-preview');
  await expect(preview.getByTestId('resume-player-name')).toHaveText('Wes Haugen');
  await expect(preview.getByTestId('resume-chart-bestTen')).toBeVisible();
  return { dialog, preview };
}

async function openChartsSection(page: Page) {
  await page.getByTestId('resume-section-performanceChartsPage').getByText('Performance Charts Page').click();
}

test.describe('resume builder (issue 15)', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 1440, height: 900 }));

  test('View Resume opens the builder; selections change the preview; Restore Defaults', async ({ page }) => {
    const { dialog, preview } = await openBuilder(page);
    await expect(preview.getByTestId('resume-chart-bestTenConsecutive')).toBeVisible();
    await expect(preview.getByTestId('resume-chart-lastTen')).toHaveCount(0);
    await expect(preview.getByText('Recent News')).toBeVisible();

    // Accordion: one section open at a time.
    await openChartsSection(page);
    await expect(dialog.getByTestId('resume-section-personalInformation').getByText('About Me')).toHaveCount(
      0,
    );
    const lastTen = dialog.getByRole('checkbox', { name: 'Last 10 Rounds' });
    await lastTen.check();
    await expect(preview.getByTestId('resume-chart-lastTen')).toBeVisible();
    // The notes belong to the favourites: turning those off turns the notes off, not a greyed-out tick.
    const favourites = dialog.getByRole('checkbox', { name: 'Show All Favorite Tournaments' });
    const notes = dialog.getByRole('checkbox', { name: 'Show Tournament Notes' });
    await favourites.check();
    await notes.check();
    await favourites.uncheck();
    await expect(notes).toBeDisabled();
    await expect(notes).not.toBeChecked();
    await favourites.check();
    await expect(notes).not.toBeChecked();

    // A long list says what the cover page prints of it (the rest reads "and N more").
    const pastRounds = dialog.getByTestId('resume-section-pastRounds');
    await pastRounds.getByText('Past Rounds', { exact: true }).click();
    await expect(pastRounds.getByText('The cover page prints the first 5 chosen')).toBeVisible();

    // A list's master switch: news off → the news leaves the preview.
    await dialog.getByLabel('Include News Items').uncheck();
    await expect(preview.getByText('Recent News')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Restore Defaults' }).click();
    await expect(preview.getByText('Recent News')).toBeVisible();
    await expect(preview.getByTestId('resume-chart-lastTen')).toHaveCount(0);
    await openChartsSection(page);
    await expect(dialog.getByRole('checkbox', { name: 'Last 10 Rounds' })).not.toBeChecked();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a failing date range request restores the previous range with the snackbar', async ({ page }) => {
    const { dialog } = await openBuilder(page);
    await openChartsSection(page);
    await page.route('**/resume/preview', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }),
    );
    const range = dialog.getByTestId('resume-bar-range').getByRole('button', { name: 'Last 24 Months' });
    await range.click();
    const popup = page.getByRole('dialog', { name: 'Date range' });
    await popup.getByRole('button', { name: 'Last 12 Months' }).click();
    await popup.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(REVERT)).toBeVisible();
    await expect(dialog.getByTestId('resume-bar-range').getByRole('button')).toHaveText('Last 24 Months');
    await page.unroute('**/resume/preview');
  });

  test('downloads a two-page PDF holding the name and the charts', async ({ page }) => {
    const { dialog, preview } = await openBuilder(page);
    const average = (await preview
      .getByTestId('resume-chart-bestTen')
      .locator('figcaption span')
      .textContent())!;
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Wes-Haugen-Resume.pdf');
    await expect(page.getByText('PDF Downloaded, Success!')).toBeVisible();
    const pdf = await readFile(await download.path());
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    expect(text).toContain('Wes Haugen');
    expect(text).toContain(average.split(' ')[1]!); // e.g. "69.7" of "Avg 69.7 (-2.1) · 6616 yds"
    const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
    expect(info).toMatch(/^Pages:\s+2$/m);
  });

  test('on a phone the title and the preview are hidden', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${WES}/resume`);
    await page.getByTestId('about-card').getByRole('button', { name: 'View Resume' }).click();
    await expect(page.getByRole('button', { name: 'Restore Defaults' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Resume Builder/ })).toBeHidden();
    await expect(page.getByTestId('resume-preview')).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'About Me' })).toBeVisible();
  });

  test('the print page /cgr/resume?accountId= renders the default resume', async ({ page, request }) => {
    const account = await (await request.get('/api/v1/accounts/by-username/wes.haugen')).json();
    await page.goto(`/cgr/resume?accountId=${account.accountId as number}`);
    await expect(page.locator('body')).toHaveAttribute('data-report-ready', 'true');
    await expect(page.getByTestId('resume-player-name')).toHaveText('Wes Haugen');
    await expect(page.locator('section.report-page')).toHaveCount(2);
    await expect(page.locator('svg[role="img"]')).toHaveCount(2);
    // The Handicap Index is written as golfers write it (a plus handicap with "+"), as on the Summary.
    const { handicapIndex } = (await (
      await request.get(`/api/v1/players/${account.accountId as number}/handicap`)
    ).json()) as { handicapIndex: number };
    await expect(page.getByTestId('resume-handicap')).toHaveText(formatHandicapIndex(handicapIndex));
  });
});
