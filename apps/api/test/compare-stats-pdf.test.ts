import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@linksight/api-contract';
import {
  DEFAULT_METRICS,
  defaultSelections,
  serializeCompareRequest,
  type YearChoice,
} from '@linksight/golf-core';
import { insertRounds } from '../src/repositories/rounds-writer';
import { buildTestApp, listenTestApp, requireWebBuild, type TestApp } from './helpers';
import { pdfInfo, pdfText } from './pdf-tools';
import { closeQuietly, insertPeople } from './player-fixtures';
import { insertFixtureCourse, makeRound } from './round-fixtures';

/**
 * Issue 17: the Compare Stats PDF prints the chosen pages of the real `/cgr/compare-stats` page (needs the
 * web build and Chromium, like every PDF test).
 */
describe('Compare Stats PDF', () => {
  let t: TestApp;
  let owner = 0;
  let token = '';

  beforeAll(async () => {
    t = await buildTestApp('pglite', { WEB_DIST_DIR: requireWebBuild() });
    const people = await insertPeople(t);
    owner = people.ids.owner;
    token = people.tokens.owner;
    const { courseId, teeId } = await insertFixtureCourse(t);
    const rounds = [0, 1, 2].map((k) =>
      makeRound(
        {
          id: 9500 + k,
          accountId: owner,
          playedAt: new Date(Date.now() - (k + 1) * 86_400_000 * 30).toISOString(),
          holeCount: 18,
          seed: k,
        },
        courseId,
      ),
    );
    await t.db.db.transaction((tx) => insertRounds(tx, rounds, { teeIdOf: () => teeId }));
    await listenTestApp(t);
  });
  afterAll(() => closeQuietly(t));

  /** The owner's comparison (left with `leftYears`, right all years) printed with `pages`: the PDF bytes. */
  async function printComparison(pages: string[], leftYears: YearChoice[] = []): Promise<Buffer> {
    const player = { accountId: owner, playerName: '' };
    const request = serializeCompareRequest({
      left: defaultSelections(player, leftYears),
      right: defaultSelections(player),
      metrics: DEFAULT_METRICS,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.players.compareStatsReport(owner),
      payload: { request, pages },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return Buffer.from(res.json<{ data: string }>().data, 'base64');
  }

  it('prints the chosen pages only, named after the left player', async () => {
    const pdf = await printComparison(['Summary', 'Rounds'], ['Last 12 Months']);
    const text = pdfText(pdf);
    expect(text).toContain('Compare Stats Report · Summary');
    expect(text).toContain('Compare Stats Report · Rounds');
    expect(text).not.toContain('Compare Stats Report · Scoring');
    expect(text).toContain('Last 12 Months · 3 rounds');
    // The fixture's seed pattern totals par on every round: a scoring average of 72.0 on both sides.
    expect(text).toMatch(/Average\s/);
    expect(text).toMatch(/72\.0\s+72\.0/);
    expect(pdfInfo(pdf).pages).toBeGreaterThanOrEqual(2);
  });

  it('keeps each page whole: the five shot types on the Summary sheet, the Shots to Green table under its charts', async () => {
    const pdf = await printComparison(['Summary', 'Shots to Green']);
    // The Putt card was printed alone on a second Summary sheet, and the Shots to Green table on a sheet
    // of its own after the charts.
    expect(pdfInfo(pdf).pages).toBe(2);
    const page = (n: number) =>
      execFileSync('pdftotext', ['-f', String(n), '-l', String(n), '-layout', '-', '-'], {
        input: pdf,
      }).toString('utf8');
    expect(page(1)).toContain('Compare Stats Report · Summary');
    expect(page(1)).toMatch(/Putt\s/);
    expect(page(1)).toContain('Strokes Gained: Putting');
    expect(page(2)).toContain('Compare Stats Report · Shots to Green');
    expect(page(2)).toContain('Proximity from the rough');
    expect(page(2)).toContain('Strokes Gained: Approach');
  });

  it('draws every chart and table inside the paper: the last bar group and the Diff column are printed whole', async () => {
    const pdf = await printComparison(['Summary', 'Drives', 'Shots to Green', 'Putts']);
    // The charts' last categories (their axis labels; the tables name them "200+yd", "25ft+").
    const text = pdfText(pdf);
    // A page title keeps its line: who and what the report covers moves under it instead.
    expect(text).toContain('Compare Stats Report · Shots to Green');
    for (const label of ['300+ yd', '200+ yd', '25+ ft']) expect(text).toContain(label);
    // No word lies past the right margin (12 mm = 34 pt): a chart sized for a wider window was cut there.
    const { widthPt } = pdfInfo(pdf);
    const bbox = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf }).toString('utf8');
    const right = [...bbox.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)</g)];
    expect(right.length).toBeGreaterThan(50);
    const outside = right.filter((m) => Number(m[1]) > widthPt - 34 + 1).map((m) => m[2]);
    expect(outside).toEqual([]);
  });
});
