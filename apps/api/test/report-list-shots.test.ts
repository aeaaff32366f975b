import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportPaths, type ReportList } from '@linksight/api-contract';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, type Viewer } from './player-fixtures';
import { insertFixtureCourse, insertFixtureRounds, makeRound } from './round-fixtures';

const NOW = new Date('2025-06-15T12:00:00Z');

/**
 * The Reports page's list says whether the player has any round tracked shot by shot: a player whose
 * rounds have scores only (a CSV import) gets false, and the page warns on the reports drawn from shots.
 */
describe.each(testDatabases)('the report list and shot-tracked rounds on %s', (kind) => {
  let t: TestApp;
  let ids: Record<Viewer | 'other', number>;
  let tokens: Record<Viewer, string>;
  let courseId = 0;
  let teeId = 0;

  const list = async (accountId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: reportPaths.list(accountId),
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json<ReportList>();
  };
  const round = (id: number, accountId: number, day: number, hasShots: boolean) => {
    const r = makeRound(
      { id, accountId, playedAt: new Date(Date.UTC(2025, 4, day, 9)).toISOString(), holeCount: 18, seed: 0 },
      courseId,
    );
    return hasShots ? r : { ...r, holes: r.holes.map((h) => ({ ...h, shots: [], tee: null, pin: null })) };
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    vi.spyOn(t.app.clock, 'now').mockReturnValue(NOW);
    ({ ids, tokens } = await insertPeople(t));
    ({ courseId, teeId } = await insertFixtureCourse(t));
  });
  afterAll(() => closeQuietly(t));

  it('is false for a player without rounds and for one whose rounds have scores only', async () => {
    expect((await list(ids.owner)).hasTrackedShots).toBe(false);
    await insertFixtureRounds(t, [round(9100, ids.owner, 1, false), round(9101, ids.owner, 8, false)], teeId);
    const body = await list(ids.owner);
    expect(body.hasTrackedShots).toBe(false);
    // The reports stay listed (and open): the page explains why the shot reports would be empty.
    expect(body.reports.find((r) => r.kind === 'dispersion-analysis')?.isOpen).toBe(true);
  });

  it('turns true once one round was tracked shot by shot', async () => {
    await insertFixtureRounds(t, [round(9102, ids.owner, 15, true)], teeId);
    expect((await list(ids.owner)).hasTrackedShots).toBe(true);
    // Another player's tracked rounds say nothing about this one's.
    await insertFixtureRounds(t, [round(9103, ids.other, 15, false)], teeId);
    expect((await list(ids.other)).hasTrackedShots).toBe(false);
  });
});
