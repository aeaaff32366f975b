import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { scoreOnlyPlayer } from '../support/score-only-player';

/** A new player of this spec only (see score-only-player.ts). */
const SCORE_ONLY_PLAYER = '+15550199031';

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

    // The rounds are of one hole count, 18 unless chosen: the Preview prints exactly the rounds counted.
    const stats = card(page, 'Player Stats Report');
    const eighteen = stats.getByText(/^Past 12 Months, 18 holes \(\d+\)$/);
    await expect(eighteen).toBeVisible();
    const count = Number(/\((\d+)\)/.exec((await eighteen.textContent())!)![1]);
    const preview = await stats.getByRole('link', { name: 'Preview' }).getAttribute('href');
    expect(new URL(preview!, 'http://x').searchParams.get('roundIds')!.split(',')).toHaveLength(count);
    await page.getByRole('combobox', { name: 'Holes' }).click();
    await page.getByRole('option', { name: '9 Hole' }).click();
    await expect(stats.getByText(/^Past 12 Months, 9 holes \(\d+\)$/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Holes' }).click();
    await page.getByRole('option', { name: '18 Hole' }).click();
    await expect(eighteen).toBeVisible();

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

  test('a Preview on a phone shows whole sheets, zoomed out to the width of the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openReports(page);
    await openPreview(page, 'Data Analysis Report');
    // Laid out 375 px wide, the assessment table ran past the sheet and its last columns were cut off.
    const putt = page.getByRole('columnheader', { name: 'Putt', exact: true });
    await expect(putt).toBeVisible();
    const sheet = (await page.locator('.report-page').first().boundingBox())!;
    expect(sheet.x).toBeGreaterThanOrEqual(0);
    expect(sheet.x + sheet.width).toBeLessThanOrEqual(375);
    expect((await putt.boundingBox())!.x + (await putt.boundingBox())!.width).toBeLessThanOrEqual(
      sheet.x + sheet.width,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('rounds with scores only: the shot reports say they need tracked rounds, and print one message', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const session = await scoreOnlyPlayer(request, SCORE_ONLY_PLAYER);
    await page.addInitScript((token) => window.localStorage.setItem('id_token', token), session.accessToken);
    await page.goto(`/player/${session.username}/report-viewer`);
    await expect(page.getByRole('list', { name: 'Reports' }).getByRole('listitem').first()).toBeVisible();
    for (const title of ['Dispersion Analysis Report', 'Course Plan Report']) {
      await expect(card(page, title)).toContainText('Needs rounds tracked shot by shot in the Linksight app');
      await expect(card(page, title).getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    }
    // Reports made from scores are offered as before.
    await expect(card(page, 'Player Stats Report')).not.toContainText('tracked shot by shot');
    await expect(
      card(page, 'Player Stats Report').getByRole('button', { name: 'Download PDF' }),
    ).toBeEnabled();

    // Their print pages (what a PDF of them prints): one sheet saying why, not a sheet of zeros per hole.
    const expected = [
      ['Dispersion Analysis Report', 'None of these rounds has full shots to measure'],
      ['Course Plan Report', 'No shots of yours on Cedar Flats to plan from'],
    ] as const;
    const hrefs: string[] = [];
    for (const [title] of expected)
      hrefs.push((await card(page, title).getByRole('link', { name: 'Preview' }).getAttribute('href'))!);
    for (const [i, [, message]] of expected.entries()) {
      await page.goto(hrefs[i]!);
      await expect(page.locator('body[data-report-ready="true"]')).toBeAttached({ timeout: 30_000 });
      await expect(page.getByTestId('report-no-shots')).toContainText(message);
      await expect(page.locator('section.report-page')).toHaveCount(1);
      await expect(page.locator('body')).not.toContainText('last 0 rounds');
      await expect(page.locator('body')).not.toContainText('avg 0 yd');
    }

    // The API's PDF of the course plan prints the same single page.
    const courseId = Number(new URL(hrefs[1]!, 'http://x').searchParams.get('courseId'));
    const res = await request.post(`/api/v1/players/${session.accountId}/reports/course-plan-report/pdf`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: { params: { courseId } },
      timeout: 60_000,
    });
    expect(res.ok(), await res.text()).toBe(true);
    const file = testInfo.outputPath('course-plan.pdf');
    writeFileSync(file, Buffer.from(((await res.json()) as { data: string }).data, 'base64'));
    const { text, pages } = pdfText(file);
    expect(text).toContain('No shots of yours on Cedar Flats to plan from');
    expect(text).not.toContain('last 0 rounds');
    expect(pages).toBe(1);
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

  test('a report link cut short says it is unknown, not what the schema expected', async ({ page }) => {
    await page.goto('/cgr/compare-stats?hash=bogus');
    await expect(page.getByText('This report link is unknown or has expired')).toBeVisible();
    await expect(page.getByText(/must match pattern/)).toHaveCount(0);
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

  test('the Resume and Player Schedule Report cards download their PDFs too', async ({ page }) => {
    test.setTimeout(120_000);
    await openReports(page);
    const expected = [
      ['Resume', /^Wes-Haugen-Resume\.pdf$/],
      ['Player Schedule Report', /^Wes-Haugen-.+-Report\.pdf$/],
    ] as const;
    for (const [title, fileName] of expected) {
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await card(page, title).getByRole('button', { name: 'Download PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(fileName);
      await expect(page.getByText('PDF Downloaded, Success!')).toBeVisible();
      expect(pdfText((await file.path())!).text).toContain('Wes Haugen');
      await expect(page.getByText('PDF Downloaded, Success!')).toBeHidden({ timeout: 10_000 });
    }
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
