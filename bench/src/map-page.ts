import { sql } from 'drizzle-orm';
import { chromium, type Page } from '@playwright/test';
import type { Db } from '../../apps/api/src/db/client';
import { measureUrl } from './http';
import { chromiumPath, median, painted } from './browser';
import { loginByCodeHttp } from './login';

/** Issue 7 bench: the map page should show 50 rounds' shots; the figures are medians of RUNS loads. */
const TARGET_ROUNDS = 50;
const RUNS = 3;

type Player = { account_id: number; phone: string; username: string; n: number };

/**
 * One load of the View-shots page: navigation → first map frame (MapLibre 'load': the course layers are
 * drawn) → interactive (shots and numbered markers on the map, Next enabled); then the whole history of
 * a ~50-round player chosen in the My Rounds menu → all of it fetched and drawn.
 */
async function loadOnce(page: Page, url: string) {
  const started = Date.now();
  await page.goto(url);
  await page.locator('[data-testid=shot-map][data-status=ready]').waitFor();
  const firstFrame = Date.now() - started;
  await page.locator('.maplibregl-marker').first().waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).isEnabled();
  await painted(page);
  const interactive = Date.now() - started;

  await page.getByTestId('rounds-quick-select').click();
  const menu = page.getByRole('dialog', { name: /Rounds? Selected$/ });
  await menu.getByRole('button', { name: 'Clear Selections' }).click();
  const chosen = Date.now();
  const answered = page.waitForResponse((r) => r.url().endsWith('/hole-coordinates') && r.ok());
  await menu.getByRole('checkbox', { name: 'All' }).check();
  await answered;
  await menu.getByRole('button', { name: 'Close' }).click();
  await page.locator('.maplibregl-marker').first().waitFor();
  await page.locator('[data-testid=scorecard-group]').first().waitFor();
  await painted(page);
  return { firstFrame, interactive, allRoundsDrawn: Date.now() - chosen };
}

export async function benchMapPage(db: Db, baseUrl: string, outboxFile: string, durationSeconds: number) {
  const result = await db.execute<Player>(
    sql`select a.id as account_id, a.phone, a.username, count(r.id)::int as n
        from accounts a join rounds r on r.account_id = a.id
        where a.phone is not null and a.username is not null
        group by a.id order by abs(count(r.id) - ${TARGET_ROUNDS}), a.id limit 1`,
  );
  const player = (result as unknown as { rows: Player[] }).rows[0];
  if (!player) return { skipped: 'no player with rounds' };
  const token = await loginByCodeHttp(baseUrl, outboxFile, player.phone);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const ids = await db.execute<{ id: number }>(
    sql`select id from rounds where account_id = ${player.account_id} order by played_at desc limit ${TARGET_ROUNDS}`,
  );
  const golfRoundIds = (ids as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  const holeCoordinates = await measureUrl(
    `${baseUrl}/api/v1/players/${player.account_id}/hole-coordinates`,
    {
      connections: 1,
      durationSeconds,
      method: 'POST',
      body: JSON.stringify({ golfRoundIds }),
      headers,
    },
  );

  const executablePath = chromiumPath();
  if (executablePath === null) return { rounds: player.n, holeCoordinates, browser: 'skipped: no Chromium' };
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript({ content: `localStorage.setItem('id_token', ${JSON.stringify(token)})` });
      runs.push(await loadOnce(await context.newPage(), `${baseUrl}/player/${player.username}/my-rounds`));
      await context.close();
    }
    return {
      rounds: player.n,
      holeCoordinates: { roundIds: golfRoundIds.length, ...holeCoordinates },
      firstMapFrameMs: median(runs.map((r) => r.firstFrame)),
      interactiveMs: median(runs.map((r) => r.interactive)),
      allRoundsSelectedToDrawnMs: median(runs.map((r) => r.allRoundsDrawn)),
    };
  } finally {
    await browser.close();
  }
}
