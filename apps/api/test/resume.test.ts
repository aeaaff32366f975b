import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBSITE_FEATURE_ID } from '@linksight/golf-core';
import { apiPaths, type ResumeData, type ResumeSettingsResponse } from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { buildTestApp, listenTestApp, requireWebBuild, testDatabases, type TestApp } from './helpers';
import { pdfInfo, pdfText } from './pdf-tools';
import { closeQuietly, insertPeople, setWebsiteSettings, type People, type Viewer } from './player-fixtures';
import { insertFixtureCourse, insertFixtureRounds, makeRound } from './round-fixtures';

const paths = apiPaths.players;
const NOW = new Date('2025-06-15T12:00:00Z');
/** Score to par of the owner's twelve par-72 rounds, every 10 days from 1 January 2025. */
const TO_PAR = [3, -2, 5, 0, 1, -1, 4, 2, 6, -3, 2, 1];
const dayOf2025 = (k: number) => new Date(Date.UTC(2025, 0, 1 + 10 * k, 9)).toISOString();
const RESUME_FEATURE = 78;

/**
 * Issue 15: the resume calls on a hand-made player. Best ten leaves out +6 and +5: 7 over ten rounds, an
 * average of 72.7; best ten consecutive is rounds 2–11 (+14), 73.4; rounds 2 and 3 are the Fixture Open.
 */
describe.each(testDatabases)('resume on %s', (kind) => {
  let t: TestApp;
  let ids: People;
  let tokens: Record<Viewer, string>;
  const item = { news: 0, tournament: 0, upcoming: 0, round: 7003 };

  beforeAll(async () => {
    // The PDF test prints the real /cgr/resume page of the web build.
    t = await buildTestApp(kind, { WEB_DIST_DIR: requireWebBuild() });
    ({ ids, tokens } = await insertPeople(t));
    vi.spyOn(t.app.clock, 'now').mockReturnValue(NOW);
    const db = t.db.db;
    await db
      .update(schema.accounts)
      .set({ firstName: 'Zoë', lastName: 'Fixture' })
      .where(eq(schema.accounts.id, ids.owner));
    await db
      .insert(schema.accountExtraInfo)
      .values({ accountId: ids.owner, about: 'Loves links golf.', ghin: '1234567', heightInches: 71 });
    const { courseId, teeId } = await insertFixtureCourse(t);
    const tournament = async (name: string, startDate: string, endDate: string) => {
      const [row] = await db
        .insert(schema.tournaments)
        .values({ name, eventType: 3, localeType: 1, courseId, startDate, endDate })
        .returning({ id: schema.tournaments.id });
      return row!.id;
    };
    item.tournament = await tournament('Fixture Open', '2025-01-11', '2025-01-21');
    item.upcoming = await tournament('Summer Junior', '2025-07-01', '2025-07-02');
    const rounds = TO_PAR.map((toPar, k) =>
      makeRound(
        {
          id: 7000 + k,
          accountId: ids.owner,
          playedAt: dayOf2025(k),
          holeCount: 18,
          roundType: k === 1 || k === 2 ? 3 : 1,
          tournamentId: k === 1 || k === 2 ? item.tournament : null,
          seed: 0,
          toPar,
        },
        courseId,
      ),
    );
    await insertFixtureRounds(t, rounds, teeId);
    await db.update(schema.rounds).set({ isFeatured: true }).where(eq(schema.rounds.id, item.round));
    await db.insert(schema.roundNotes).values({ roundId: item.round, note: 'Even par in the wind' });
    await db.insert(schema.scheduleEntries).values([
      { accountId: ids.owner, tournamentId: item.tournament, isFeatured: true, note: 'Won it' },
      { accountId: ids.owner, tournamentId: item.upcoming, status: 1 },
    ]);
    const [news] = await db
      .insert(schema.newsItems)
      .values({
        accountId: ids.owner,
        header: 'Signed with State',
        body: 'x',
        publishedAt: new Date('2025-05-01'),
      })
      .returning({ id: schema.newsItems.id });
    item.news = news!.id;
  });
  afterAll(async () => t && closeQuietly(t));

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Viewer | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const settingsOf = async (who: Viewer | null = 'owner') =>
    (await call('GET', paths.resumeSettings(ids.owner), who)).json<ResumeSettingsResponse>();

  it('answers the spec 2 §4 defaults, with missing data off and disabled', async () => {
    const res = await settingsOf();
    expect(res.isSaved).toBe(false);
    const { settings, availability } = res;
    expect(availability.personalInformation).toMatchObject({
      aboutMe: true,
      ghin: true,
      height: true,
      ncaa: false,
      weight: false,
    });
    expect(settings.coverPage.personalInformation).toMatchObject({
      aboutMe: true,
      ghin: true,
      ncaa: false,
      height: false,
      picture: false,
    });
    expect(settings.coverPage.newsfeedItems).toEqual({
      isSelected: true,
      // The post's date beside its header: two posts may share a header.
      options: [
        {
          id: item.news,
          name: expect.stringMatching(/^Signed with State · \d{1,2}\/\d{1,2}\/\d{2}$/),
          isSelected: true,
          includeNotes: false,
        },
      ],
    });
    expect(settings.coverPage.upcomingEvents.options.map((o) => o.name)).toEqual(['Summer Junior']);
    expect(settings.coverPage.pastTournaments.isSelected).toBe(false);
    expect(settings.coverPage.pastRounds.options).toEqual([
      expect.objectContaining({ id: item.round, isSelected: false, includeNotes: true }),
    ]);
    expect(res.itemsWithNotes.pastRounds).toEqual([item.round]);
    expect(settings.performanceChartsPage).toMatchObject({
      isSelected: true,
      bestRoundsChart: true,
      bestConsecutiveRoundsChart: true,
      lastRoundsChart: false,
      priorRoundsChart: false,
      barChartsDateRange: { label: 'Last 24 Months', start: '2023-06-15', end: '2025-06-15' },
    });
  });

  it('previews the charts with the hand-computed averages and merged tournaments', async () => {
    const { settings } = await settingsOf();
    const res = await call('POST', paths.resumePreview(ids.owner), null, settings);
    expect(res.statusCode).toBe(200);
    const data = res.json<ResumeData>();
    expect(data.playerName).toBe('Zoë Fixture');
    expect(data.bestTenRoundsChart).toMatchObject({ averageScore: 72.7, averageScoreToPar: 0.7 });
    expect(data.bestTenRoundsChart?.bars.map((b) => b.label)).toEqual([
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
      'R6',
      'R7',
      'R8',
      'R9',
      'R10',
    ]);
    expect(data.bestTenConsecutiveRoundsChart).toMatchObject({ averageScore: 73.4, averageScoreToPar: 1.4 });
    expect(data.lastTenRoundsChart).toBeNull();
    // Rounds 2 (−2) and 3 (+5): best ten has round 2 only, consecutive both; merged once each.
    expect(data.barChartsTournaments).toEqual([
      expect.objectContaining({
        tournamentName: 'Fixture Open',
        totalScoreWithPar: { score: 147, toPar: 3 },
        averageScoreWithPar: { score: 73.5, toPar: 1.5 },
        bestRoundScoreWithPar: { score: 70, toPar: -2 },
      }),
    ]);
    expect(data.coverPageData).toMatchObject({
      aboutMe: 'Loves links golf.',
      ghin: '1234567',
      height: null,
      ncaa: null,
    });
    expect(data.featuredTournaments).toEqual([]);
    // A recruiter reads the player's status at each upcoming event (spec 3 §4 labels).
    expect(data.upcomingEvents).toEqual([
      expect.objectContaining({
        name: 'Summer Junior',
        startDate: '2025-07-01',
        endDate: '2025-07-02',
        statusLabel: 'In Field',
      }),
    ]);
    expect(data.handicap?.index).not.toBeNull();
    expect(data.handicap?.strokesGained.map((r) => r.key)).toContain('total');
  });

  it('applies selections: notes only when asked, favourites in the tournament range', async () => {
    const { settings } = await settingsOf();
    settings.coverPage.personalInformation.height = true;
    settings.coverPage.pastRounds = {
      isSelected: true,
      options: [{ ...settings.coverPage.pastRounds.options[0]!, isSelected: true, includeNotes: false }],
    };
    settings.performanceChartsPage.showAllFavoriteTournaments = true;
    settings.performanceChartsPage.showTournamentNotes = true;
    let data = (await call('POST', paths.resumePreview(ids.owner), 'owner', settings)).json<ResumeData>();
    expect(data.coverPageData.height).toBe(`5' 11"`);
    expect(data.selectedRounds).toEqual([
      expect.objectContaining({ id: item.round, notes: null, score: 72, scoreToPar: 0 }),
    ]);
    expect(data.featuredTournaments).toEqual([
      expect.objectContaining({ name: 'Fixture Open', notes: 'Won it' }),
    ]);
    settings.coverPage.pastRounds.options[0]!.includeNotes = true;
    settings.performanceChartsPage.includedTournamentsDateRange = {
      start: '2025-02-01',
      end: '2025-06-15',
      label: 'Custom',
    };
    data = (await call('POST', paths.resumePreview(ids.owner), 'owner', settings)).json<ResumeData>();
    expect(data.selectedRounds[0]?.notes).toBe('Even par in the wind');
    expect(data.featuredTournaments).toEqual([]);
  });

  it('saves settings for the owner and a product manager only, and reads them back', async () => {
    const { settings } = await settingsOf();
    settings.performanceChartsPage.lastRoundsChart = true;
    settings.coverPage.newsfeedItems = {
      isSelected: false,
      options: [{ ...settings.coverPage.newsfeedItems.options[0]!, isSelected: false }],
    };
    for (const who of ['member', 'stranger', null] as const)
      expect(
        (await call('PUT', paths.resumeSettings(ids.owner), who, settings)).statusCode,
      ).toBeGreaterThanOrEqual(401);
    expect((await settingsOf()).isSaved).toBe(false);
    const saved = await call('PUT', paths.resumeSettings(ids.owner), 'manager', settings);
    expect(saved.statusCode).toBe(200);
    expect([(await settingsOf('owner')).canSave, (await settingsOf('manager')).canSave]).toEqual([
      true,
      true,
    ]);
    expect([(await settingsOf('member')).canSave, (await settingsOf(null)).canSave]).toEqual([false, false]);
    const back = await settingsOf('stranger');
    expect(back.isSaved).toBe(true);
    expect(back.settings.performanceChartsPage.lastRoundsChart).toBe(true);
    expect(back.settings.coverPage.newsfeedItems.isSelected).toBe(false);
    const data = (await call('GET', paths.resumeDefaultData(ids.owner), null)).json<ResumeData>();
    expect(data.lastTenRoundsChart?.averageScore).toBe(73.7);
    expect(data.selectedNewsfeedItems).toEqual([]);
    await t.db.db.delete(schema.resumeSettings);
  });

  it('refuses bad input with 4xx { code, message } and saves nothing', async () => {
    const { settings } = await settingsOf();
    const bad: [string, (s: typeof settings) => unknown][] = [
      ['wrong type', (s) => ({ ...s, coverPage: { ...s.coverPage, isSelected: 'yes' } })],
      ['unknown field', (s) => ({ ...s, extra: 1 })],
      [
        'unknown option id',
        (s) => ({
          ...s,
          coverPage: {
            ...s.coverPage,
            newsfeedItems: {
              isSelected: true,
              options: [{ id: 999999, name: 'x', isSelected: true, includeNotes: false }],
            },
          },
        }),
      ],
      [
        'range start after end',
        (s) => ({
          ...s,
          performanceChartsPage: {
            ...s.performanceChartsPage,
            barChartsDateRange: { start: '2025-05-01', end: '2025-01-01', label: 'Custom' },
          },
        }),
      ],
      [
        'date out of range',
        (s) => ({
          ...s,
          performanceChartsPage: {
            ...s.performanceChartsPage,
            barChartsDateRange: { start: '1776-07-04', end: null, label: 'Custom' },
          },
        }),
      ],
      [
        'impossible date',
        (s) => ({
          ...s,
          performanceChartsPage: {
            ...s.performanceChartsPage,
            barChartsDateRange: { start: '2025-02-31', end: null, label: 'Custom' },
          },
        }),
      ],
      ['another account', (s) => ({ ...s, accountId: ids.other })],
    ];
    for (const [name, make] of bad) {
      for (const url of [paths.resumeSettings(ids.owner), paths.resumePreview(ids.owner)]) {
        const res = await call(
          url.endsWith('settings') ? 'PUT' : 'POST',
          url,
          'owner',
          make(structuredClone(settings)),
        );
        expect(res.statusCode, `${name} ${url}`).toBe(400);
        expect(res.json(), name).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }
    expect((await settingsOf()).isSaved).toBe(false);
    expect((await call('GET', paths.resumeSettings(999_999), 'manager')).statusCode).toBe(404);
    expect((await call('GET', apiPaths.reports.resumeData('A'.repeat(43)), null)).statusCode).toBe(404);
    expect((await call('GET', apiPaths.reports.resumeData('short'), null)).statusCode).toBe(400);
  });

  it('follows the resume privacy (feature 78); a private resume opens only through its hash', async () => {
    const { settings } = await settingsOf();
    await setWebsiteSettings(t, ids.owner, [{ featureId: RESUME_FEATURE, isPublic: false }]);
    try {
      for (const who of ['owner', 'member', 'manager'] as const)
        expect((await call('POST', paths.resumePreview(ids.owner), who, settings)).statusCode, who).toBe(200);
      for (const who of ['stranger', null] as const) {
        expect((await call('GET', paths.resumeSettings(ids.owner), who)).statusCode).toBe(403);
        expect((await call('POST', paths.resumePreview(ids.owner), who, settings)).statusCode).toBe(403);
        expect((await call('GET', paths.resumeDefaultData(ids.owner), who)).statusCode).toBe(403);
      }
      await setWebsiteSettings(t, ids.owner, [{ featureId: WEBSITE_FEATURE_ID, isPublic: false }]);
      expect((await call('GET', paths.resumeDefaultData(ids.owner), 'stranger')).statusCode).toBe(404);
      const data = (await call('GET', paths.resumeDefaultData(ids.owner), 'owner')).json<ResumeData>();
      const snapshot = await t.app.repos.reportSnapshots.create({
        kind: 'resume',
        accountId: ids.owner,
        payload: data,
        expiresAt: new Date(NOW.getTime() + 60_000),
      });
      const viaHash = await call('GET', apiPaths.reports.resumeData(snapshot.hash), null);
      expect(viaHash.statusCode).toBe(200);
      expect(viaHash.json<ResumeData>().playerName).toBe('Zoë Fixture');
      vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date(NOW.getTime() + 120_000));
      expect((await call('GET', apiPaths.reports.resumeData(snapshot.hash), null)).statusCode).toBe(404);
    } finally {
      vi.spyOn(t.app.clock, 'now').mockReturnValue(NOW);
      await setWebsiteSettings(t, ids.owner, []);
    }
  });

  it('prints a two-page PDF holding the name and the preview numbers', async () => {
    const base = await listenTestApp(t);
    const { settings } = await settingsOf();
    settings.coverPage.pastRounds.options[0]!.isSelected = true;
    settings.coverPage.pastRounds.isSelected = true;
    const preview = (await call('POST', paths.resumePreview(ids.owner), null, settings)).json<ResumeData>();
    const res = await fetch(`${base}${paths.resumePdf(ids.owner)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    });
    expect(res.status).toBe(200);
    const pdf = Buffer.from(((await res.json()) as { data: string }).data, 'base64');
    const text = pdfText(pdf);
    expect(text).toContain('Zoë Fixture');
    expect(text).toContain(`Avg ${preview.bestTenRoundsChart!.averageScore.toFixed(1)}`);
    expect(text).toContain(`Avg ${preview.bestTenConsecutiveRoundsChart!.averageScore.toFixed(1)}`);
    expect(text).toContain('Fixture Open');
    expect(text).toContain('Summer Junior');
    expect(text).toContain('In Field');
    expect(text).toContain('Even par in the wind');
    expect(pdfInfo(pdf).pages).toBe(2);

    const plain = await fetch(`${base}${paths.resumePdf(ids.owner, { paper: 'A4' })}`);
    expect(plain.headers.get('content-type')).toBe('application/pdf');
    expect(plain.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Zo%C3%AB-Fixture-Resume.pdf",
    );
    const a4 = Buffer.from(await plain.arrayBuffer());
    expect(pdfInfo(a4).pages).toBe(2);
    expect(Math.abs(pdfInfo(a4).widthPt - 595.5)).toBeLessThan(1);
  }, 60_000);
});
