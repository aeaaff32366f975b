import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { strFromU8, unzipSync } from 'fflate';
import { signUpByCode, type ApiSession } from '../support/api-login';

/**
 * Issue 20 in Chromium against the real server: a new player (signed up by phone, read by no other spec)
 * imports the sample JSON and a CSV with one bad row, sees the problem by row and field, imports the
 * rest, finds the rounds on the dashboard and the map, downloads the export and opens it, and makes an
 * access token a script can post with.
 */
const NEW_PLAYER = '+15550199020';
const root = path.resolve(import.meta.dirname, '..', '..');
const SAMPLE = path.join(root, 'docs', 'sample-rounds.json');

const CSV = [
  'date,course,tee,hole,par,score,putts,fairway,gir,penalties',
  ...[4, 5, 3, 4, 4, 3, 4, 5, 4].map(
    (par, i) => `2025-07-02,Pine Hollow (sample),White,${i + 1},${par},${par + (i % 2)},2,hit,no,0`,
  ),
  ...[4, 5, 3, 4, 4, 3, 4, 5, 4].map(
    (par, i) => `2025-07-09,Pine Hollow (sample),White,${i + 1},${par},${i === 3 ? 25 : par},2,left,yes,0`,
  ),
].join('\n');

let session: ApiSession;

async function open(page: Page, url: string) {
  await page.addInitScript((token) => window.localStorage.setItem('id_token', token), session.accessToken);
  await page.goto(url);
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer } | string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(Choose file|Choose another file|Import another file)$/ }).click();
  await (await chooser).setFiles(file);
}

test.describe.configure({ mode: 'serial' });

test.describe('rounds in and out (issue 20)', () => {
  test.beforeAll(async ({ request }) => {
    session = await signUpByCode(request, NEW_PLAYER);
  });

  test('imports the sample JSON, then a CSV with one bad row, and shows the rounds on the dashboard and the map', async ({
    page,
  }) => {
    await open(page, '/dashboard');
    await expect(page.getByText('Not enough data yet')).toBeVisible();
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('menuitem', { name: 'Import rounds' }).click();
    await expect(page.getByRole('heading', { name: 'Import rounds', level: 1 })).toBeVisible();

    await chooseFile(page, SAMPLE);
    const check = page.getByLabel('Check summary');
    await expect(check.getByText('Ready to import')).toBeVisible();
    await expect(check).toContainText('Ready to import3');
    await expect(page.getByText(/problems? found/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Import 3 rounds' }).click();
    const summary = page.getByLabel('Import summary');
    await expect(summary).toContainText('Imported3');
    await expect(summary).toContainText('Skipped as duplicates0');

    await chooseFile(page, { name: 'scores.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(page.getByText('1 problem found')).toBeVisible();
    // Before anything is written, the page says which course the file's course name goes to.
    await expect(page.getByRole('region', { name: 'Courses' })).toContainText(
      /Pine Hollow \(sample\) \(\d+ rounds?\): (your course|the Linksight course|a new private course)/,
    );
    const problem = page.getByRole('table', { name: 'Problems' }).getByRole('row').nth(1);
    await expect(problem).toContainText('Row 14');
    await expect(problem).toContainText('score');
    await expect(problem).toContainText('hole 4: score 25 is above the allowed 1–20');
    await expect(page.getByLabel('Check summary')).toContainText('Cannot be imported1');
    await page.getByRole('button', { name: 'Import 1 round' }).click();
    await expect(page.getByLabel('Import summary')).toContainText('Imported1');
    // The same CSV again: its course now exists and is named by id, and its good round is a duplicate.
    await chooseFile(page, { name: 'scores.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(page.getByLabel('Check summary')).toContainText('Duplicates to skip1');
    await expect(page.getByRole('button', { name: 'Import 0 rounds' })).toBeDisabled();
    // Nothing to import, so no course is said to be made or used.
    await expect(page.getByRole('region', { name: 'Courses' })).toHaveCount(0);

    // A file with the wrong header gives no round: the problem, and no counts of nothing.
    await chooseFile(page, {
      name: 'wrong.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('day,score\n1,4'),
    });
    await expect(page.getByText('No rounds could be read from this file.')).toBeVisible();
    await expect(page.getByText('1 problem found')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Problems' })).toContainText('Wrong header (missing date');
    await expect(page.getByLabel('Check summary')).toHaveCount(0);

    // The same sample again: every round is a duplicate.
    await chooseFile(page, SAMPLE);
    await expect(page.getByLabel('Check summary')).toContainText('Duplicates to skip3');
    await expect(page.getByRole('button', { name: 'Import 0 rounds' })).toBeDisabled();
    await expect(page.getByText('Every round in this file is already in your account')).toBeVisible();

    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('menuitem', { name: 'My dashboard' }).click();
    await expect(page.getByText('Not enough data yet')).toHaveCount(0);
    await expect(page.getByTestId('overview-column').first()).toBeVisible();
    // The My Rounds block loads when scrolled to (issue 23), as a person scrolls down to it.
    await page.getByRole('region', { name: 'My Rounds' }).scrollIntoViewIfNeeded();
    const myRounds = page.getByTestId('my-rounds-view');
    await expect(myRounds).toContainText('Pine Hollow (sample)');
    await expect(page.getByTestId('shot-map-hole').first()).toHaveText(/^Hole \d+ ·/);
  });

  test('the CSV template downloads; its example round is left out until the player types over it', async ({
    page,
  }) => {
    await open(page, '/account/import');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download a CSV template' }).click();
    const template = await downloading;
    expect(template.suggestedFilename()).toBe('linksight-rounds-template.csv');
    const text = await readFile(await template.path(), 'utf8');
    expect(text.split('\n')[0]).toBe(
      'date,course,tee,hole,par,score,putts,fairway,gir,penalties,rating,slope',
    );
    const name = template.suggestedFilename();
    // Chosen as downloaded: the example is not the player's round, and the page says so.
    await chooseFile(page, { name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await expect(page.getByLabel('Check summary')).toContainText('Ready to import0');
    await expect(page.getByLabel('Check summary')).toContainText('Cannot be imported1');
    await expect(page.getByText('1 problem found')).toBeVisible();
    const problems = page.getByRole('table', { name: 'Problems' });
    await expect(problems).toContainText('Rows 2–19');
    await expect(problems).toContainText(
      "This is the template's example round. Replace it with your own rounds before importing.",
    );
    await expect(page.getByRole('button', { name: 'Import 0 rounds' })).toBeDisabled();
    // Typed over (a course of the player's own): the same columns read as one round, with no problem.
    const own = text.replaceAll('Example Links', 'Maple Ridge');
    await chooseFile(page, { name, mimeType: 'text/csv', buffer: Buffer.from(own) });
    await expect(page.getByLabel('Check summary')).toContainText('Ready to import1');
    await expect(page.getByText(/problems? found/)).toHaveCount(0);
  });

  test('downloads the export with progress and opens it', async ({ page }) => {
    await open(page, '/account/export');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^linksight-export-.+-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(page.getByText(/^Saved linksight-export-/)).toBeVisible();
    const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'account.json',
      'holes.csv',
      'media.json',
      'rounds.csv',
      'rounds.json',
      'schedule.json',
      'shots.csv',
      'shots.geojson',
    ]);
    const rounds = JSON.parse(strFromU8(files['rounds.json']!)) as { rounds: unknown[]; courses: unknown[] };
    expect(rounds.rounds).toHaveLength(4);
    expect(rounds.courses).toHaveLength(1);
    const geo = JSON.parse(strFromU8(files['shots.geojson']!)) as {
      features: { geometry: { type: string }; properties: { course: string } }[];
    };
    expect(geo.features.length).toBeGreaterThan(50);
    expect(geo.features[0]!.geometry.type).toBe('LineString');
    expect(strFromU8(files['holes.csv']!).split('\r\n')[0]).toMatch(/^date,course,tee,hole,par,score,putts/);
  });

  test('creates an access token, shown once, that a script can post a round with', async ({
    page,
    request,
  }) => {
    await open(page, '/account/api-access');
    await expect(page.getByText('You have no access tokens yet.')).toBeVisible();
    await page.getByLabel('Name').fill('Shot tracker sync');
    await page.getByLabel('Post rounds and courses (rounds:write)').check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = await page.getByTestId('new-token').inputValue();
    expect(token).toMatch(/^lsk_/);
    await page.getByRole('button', { name: 'Done' }).click();
    const row = page
      .getByRole('table', { name: 'Access tokens' })
      .getByRole('row', { name: /Shot tracker sync/ });
    await expect(row).toContainText('Never used');
    const sample = JSON.parse(await readFile(SAMPLE, 'utf8')) as { rounds: Record<string, unknown>[] };
    const posted = await request.post(`/api/v1/players/${session.accountId}/rounds`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...sample.rounds[1], clientRoundId: 'script-1', playedAt: '2025-07-20T09:00:00Z' },
    });
    expect(posted.status()).toBe(201);
    await page.reload();
    await expect(row).not.toContainText('Never used');
    await expect(page.getByText(token)).toHaveCount(0);
  });
});
