import { execFileSync } from 'node:child_process';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Issue 19 in Chromium against the real server and the seeded demo world, as a logged-out visitor: the
 * Reports page, several report pages opened from its Preview links (key figures, meters with
 * prefersMetric), and PDFs downloaded through the PDF service and read back with poppler. Read-only.
 */
const REPORTS = '/player/wes.haugen/report-viewer';

async function openReports(page: Page) {
  await page.goto(REPORTS);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reports' }).getByRole('listitem').first()).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('listitem', { name: title });

/** Opens a report's Preview address in this tab and waits until it declares itself ready to print. */
async function openPreview(page: Page, title: string) {
  const href = await card(page, title).getByRole('link', { name: 'Preview' }).getAttribute('href');
  expect(href).toMatch(/^\/cgr\//);
  await page.goto(href!);
  await expect(page.locator('body[data-report-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByTestId('report-player').first()).toHaveText('Wes Haugen');
}

function pdfText(file: string): { text: string; pages: number } {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0) };
}

test.describe('reports (issue 19)', () => {
  test('lists the reports with their parameters and opens report pages with their key figures', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openReports(page);
    for (const title of [
      'Player Stats Report',
      'Player Performance Report',
      'Player Performance Summary',
      'Data Analysis Report',
      'Favorite Rounds Report',
      'Player Best Stats Report',
      'Best Round Report',
      'Dispersion Analysis Report',
      'Course Plan Report',
    ])
      await expect(card(page, title)).toBeVisible();

    await openPreview(page, 'Player Performance Report');
    await expect(page.getByRole('heading', { name: 'Player Performance Report' }).first()).toBeVisible();
    await expect(page.getByText('Compared with: Scratch').first()).toBeVisible();
    await expect(page.getByTestId('stats-Drive')).toBeVisible();
    await expect(page.getByTestId('sg-table').locator('tbody tr').first()).toBeVisible();

    // The spider chart is drawn (its five categories' labels and a polygon per overview) by the time the
    // page says it is ready: what the PDF prints.
    await openReports(page);
    await openPreview(page, 'Player Performance Summary');
    const radar = page.getByRole('img', { name: 'Category performance per overview' });
    expect(await radar.locator('svg text').allTextContents()).toEqual(
      expect.arrayContaining(['Scoring', 'Drive', 'Approach', 'Save', 'Putt', '100']),
    );
    expect(await radar.locator('svg path[fill-opacity="0.15"]').count()).toBeGreaterThanOrEqual(1);

    await openReports(page);
    await openPreview(page, 'Dispersion Analysis Report');
    await expect(page.getByTestId('dispersion-group')).toHaveCount(5);
    await expect(page.getByTestId('dispersion-group').first()).toContainText('Driver / woods');
    await expect(page.getByTestId('dispersion-group').first()).toContainText('95 % ellipse');
    await expect(page.getByTestId('dispersion-group').first()).toContainText(' yd');

    await openReports(page);
    await openPreview(page, 'Best Round Report');
    await expect(page.getByTestId('best-round-title')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Hole \d+ with the round's shots$/ }).first()).toBeVisible();

    await openReports(page);
    await openPreview(page, 'Player Best Stats Report');
    await expect(page.getByTestId('historical-metrics')).toContainText('Best 1 Round Score');
  });

  test('the Compare Stats Report opens the Compare Stats page, where it is made', async ({ page }) => {
    await openReports(page);
    const compare = card(page, 'Compare Stats Report');
    // Its print page opens only from a generated comparison: no Preview to a page that says "expired".
    await expect(compare.getByRole('link', { name: 'Preview' })).toHaveCount(0);
    await compare.getByRole('link', { name: 'Open Compare Stats' }).click();
    await expect(page).toHaveURL(/\/player\/wes\.haugen\/stats$/);
    await expect(page.getByRole('heading', { name: 'Compare Stats', level: 1 })).toBeVisible();
  });

  test('prefersMetric shows meters', async ({ page }) => {
    await openReports(page);
    await page.getByLabel('Meters').check();
    const href = await card(page, 'Dispersion Analysis Report')
      .getByRole('link', { name: 'Preview' })
      .getAttribute('href');
    expect(href).toContain('prefersMetric=true');
    await page.goto(href!);
    await expect(page.locator('body[data-report-ready="true"]')).toBeAttached({ timeout: 30_000 });
    const first = page.getByTestId('dispersion-group').first();
    await expect(first).toContainText(/\d+ m to target/);
    await expect(first).not.toContainText(' yd');
  });

  test('downloads three PDFs with their text and pages', async ({ page }) => {
    test.setTimeout(120_000);
    await openReports(page);
    const expected = [
      [
        'Player Performance Report',
        'Wes-Haugen-Player-Performance-Report.pdf',
        'Strokes gained by category per round',
      ],
      ['Dispersion Analysis Report', 'Wes-Haugen-Dispersion-Analysis-Report.pdf', '95 % ellipse'],
      ['Player Best Stats Report', 'Wes-Haugen-Player-Best-Stats-Report.pdf', 'Best 1 Round Score'],
    ] as const;
    for (const [title, fileName, phrase] of expected) {
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await card(page, title).getByRole('button', { name: 'Download PDF' }).click();
      await expect(page.getByText('Generating PDF Export...')).toBeVisible();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fileName);
      await expect(page.getByText('PDF Downloaded, Success!')).toBeVisible();
      const { text, pages } = pdfText((await file.path())!);
      expect(text).toContain(title);
      expect(text).toContain('Wes Haugen');
      expect(text).toContain(phrase);
      expect(text).toMatch(/Page 1 of \d+/);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(10);
      // Wait for the success snackbar to leave before the next download's messages.
      await expect(page.getByText('PDF Downloaded, Success!')).toBeHidden({ timeout: 10_000 });
    }
  });
});
