import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { swingVideoFile } from '@linksight/demo-data';
import { LANDING_FEATURE_ORDER, PROFILE_FEATURE_IDS } from '@linksight/golf-core';
import { apiPaths } from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople, setWebsiteSettings, type Viewer } from './player-fixtures';
import { insertFixtureCourse, insertFixtureRounds, makeRound } from './round-fixtures';

const paths = apiPaths.players;
const NOW = new Date('2025-06-15T12:00:00Z');
/** Score to par of the owner's twelve 18-hole rounds of 2025, played every 10 days from 1 January. */
const TO_PAR = [3, -2, 5, 0, 1, -1, 4, 2, 6, -3, 2, 1];
const dayOf2025 = (k: number) => new Date(Date.UTC(2025, 0, 1 + 10 * k, 9)).toISOString();
const WEBSITE = 88;
const F = { summary: 89, resume: 78, gallery: 67, schedule: 80 } as const;

/**
 * Issue 16: the public profile's widget calls and the Summary on a hand-made player whose figures are
 * worked out by hand below, the media route, the organisation logo and roster, and the privacy matrix
 * (spec 2 §6) of every new player call.
 */
/** A media address without its signature (services/media/media-signer.ts). */
const unsigned = (url: string) => url.split('?')[0];
const SIGNED = /^\/media\/[^?]+\?e=\d+&s=[\w-]{32}$/;

describe.each(testDatabases)('profile widgets, Summary and rosters on %s', (kind) => {
  let t: TestApp;
  let ids: Record<Viewer | 'other', number>;
  let tokens: Record<Viewer, string>;
  let privatePlayer = 0;
  const tid = { open: 0, classic: 0, other: 0 };
  let video: Uint8Array;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ ids, tokens } = await insertPeople(t));
    vi.spyOn(t.app.clock, 'now').mockReturnValue(NOW);
    const db = t.db.db;
    const { courseId, teeId } = await insertFixtureCourse(t);
    const tournament = async (name: string, startDate: string, endDate: string) => {
      const [row] = await db
        .insert(schema.tournaments)
        .values({
          name,
          url: 'https://events.example/t',
          eventType: 3,
          localeType: 1,
          courseId,
          city: 'Pinehurst',
          state: 'NC',
          startDate,
          endDate,
        })
        .returning({ id: schema.tournaments.id });
      return row!.id;
    };
    tid.open = await tournament('Fixture Open', '2025-01-11', '2025-01-21');
    tid.classic = await tournament('Spring Classic', '2025-03-31', '2025-03-31');
    tid.other = await tournament('Club Cup', '2025-02-10', '2025-02-10');
    const tournamentOf = (k: number) =>
      k === 1 || k === 2 ? tid.open : k === 9 ? tid.classic : k === 4 ? tid.other : null;
    const rounds = TO_PAR.map((toPar, k) =>
      makeRound(
        {
          id: 7000 + k,
          accountId: ids.owner,
          playedAt: dayOf2025(k),
          holeCount: 18,
          roundType: tournamentOf(k) ? 3 : 1,
          tournamentId: tournamentOf(k),
          seed: 0,
          toPar,
        },
        courseId,
      ),
    );
    rounds.push(
      makeRound(
        {
          id: 6999,
          accountId: ids.owner,
          playedAt: '2023-03-01T09:00:00.000Z',
          holeCount: 18,
          seed: 0,
          toPar: 10,
        },
        courseId,
      ),
      makeRound(
        {
          id: 7100,
          accountId: ids.owner,
          playedAt: '2025-05-01T09:00:00.000Z',
          holeCount: 9,
          seed: 0,
          toPar: 1,
        },
        courseId,
      ),
      makeRound(
        {
          id: 7101,
          accountId: ids.owner,
          playedAt: '2025-05-10T09:00:00.000Z',
          holeCount: 18,
          seed: 0,
          toPar: -5,
          isCompleted: false,
        },
        courseId,
      ),
      makeRound(
        {
          id: 7200,
          accountId: ids.other,
          playedAt: '2025-04-01T09:00:00.000Z',
          holeCount: 18,
          seed: 0,
          toPar: 7,
        },
        courseId,
      ),
    );
    await insertFixtureRounds(t, rounds, teeId);
    await db.insert(schema.scheduleEntries).values([
      { accountId: ids.owner, tournamentId: tid.open, isFeatured: true, note: 'Won it' },
      { accountId: ids.owner, tournamentId: tid.classic, isFeatured: true, note: null },
      { accountId: ids.owner, tournamentId: tid.other, isFeatured: false },
    ]);
    const upcoming: [string, string, string, number][] = [
      ['Ongoing Amateur', '2025-06-14', '2025-06-16', 6],
      ['June Junior', '2025-06-20', '2025-06-21', 1],
      ['July Open', '2025-07-01', '2025-07-02', 2],
      ['August Invitational', '2025-08-01', '2025-08-03', 4],
      ['Yesterday Qualifier', '2025-06-13', '2025-06-14', 5],
      ['Finished Series', '2025-06-01', '2025-06-02', 3],
    ];
    for (const [name, start, end, status] of upcoming)
      await db
        .insert(schema.scheduleEntries)
        .values({ accountId: ids.owner, tournamentId: await tournament(name, start, end), status });

    // Media: featured and other images, two swing videos and a news item's own files.
    video = swingVideoFile('videos/swing.webm', 0).bytes;
    await mkdir(path.join(t.config.mediaDir, 'videos'), { recursive: true });
    await writeFile(path.join(t.config.mediaDir, 'videos', 'swing.webm'), video);
    const mediaRow = async (
      mediaType: 'image' | 'video',
      p: string,
      isFeatured: boolean,
      createdAt: string,
    ) => {
      const [row] = await db
        .insert(schema.media)
        .values({
          accountId: ids.owner,
          mediaType,
          path: p,
          contentType: mediaType === 'video' ? 'video/webm' : 'image/svg+xml',
          isFeatured,
          caption: p,
          createdAt: new Date(createdAt),
        })
        .returning({ id: schema.media.id });
      return row!.id;
    };
    await mediaRow('image', 'gallery/a.svg', true, '2025-01-01');
    await mediaRow('image', 'gallery/b c.svg', true, '2025-03-01');
    await mediaRow('image', 'gallery/c.svg', false, '2025-04-01');
    await mediaRow('video', 'videos/old.webm', false, '2024-01-01');
    await mediaRow('video', 'videos/swing.webm', true, '2025-02-01');
    const [older] = await db
      .insert(schema.newsItems)
      .values({
        accountId: ids.owner,
        header: 'Signed',
        body: 'Plain text.',
        publishedAt: new Date('2025-02-01T10:00:00Z'),
      })
      .returning({ id: schema.newsItems.id });
    const [newer] = await db
      .insert(schema.newsItems)
      .values({
        accountId: ids.owner,
        header: 'Won the Fixture Open',
        body: '<script>alert(1)</script>\nLine two',
        publishedAt: new Date('2025-05-03T10:00:00Z'),
      })
      .returning({ id: schema.newsItems.id });
    const cover = await mediaRow('image', 'news/1.svg', false, '2025-05-03');
    const second = await mediaRow('image', 'news/2.svg', false, '2025-05-03');
    const clip = await mediaRow('video', 'news/clip.webm', false, '2025-05-03');
    await db.insert(schema.newsImages).values([
      { newsItemId: newer!.id, mediaId: cover, isCover: true },
      { newsItemId: newer!.id, mediaId: second, isCover: false },
    ]);
    await db.insert(schema.newsVideos).values({ newsItemId: newer!.id, mediaId: clip });
    await db.insert(schema.newsLinks).values([
      {
        newsItemId: newer!.id,
        label: 'Highlights https://youtu.be/dQw4w9WgXcQ',
        url: 'https://youtu.be/dQw4w9WgXcQ',
      },
      { newsItemId: older!.id, label: 'Results', url: 'https://events.example/r' },
    ]);

    // An organisation: a roster of the owner, the other player and a player whose website is private.
    const [priv] = await db
      .insert(schema.accounts)
      .values({
        username: `private-${kind}`,
        firstName: 'Pat',
        lastName: 'Private',
        accountGuid: 'g',
        imgPath: 'avatars/p.svg',
      })
      .returning({ id: schema.accounts.id });
    privatePlayer = priv!.id;
    await setWebsiteSettings(t, privatePlayer, [{ featureId: WEBSITE, isPublic: false }]);
    await setWebsiteSettings(t, ids.other, [{ featureId: F.summary, isPublic: false }]);
    await db
      .insert(schema.accountExtraInfo)
      .values({ accountId: ids.owner, highSchool: 'Fixture High', highSchoolEndDate: '2026-06-01' });
    const [org] = await db
      .insert(schema.organizations)
      .values({ name: 'Fixture Academy', short: 'FXA', kind: 'academy', imgPath: 'logos/fxa.svg' })
      .returning({ id: schema.organizations.id });
    await db
      .insert(schema.organizations)
      .values({ name: 'No Logo Club', short: 'NLC', kind: 'academy', imgPath: 'logos/missing.svg' });
    const [roster] = await db
      .insert(schema.rosters)
      .values({ organizationId: org!.id, name: 'Squad' })
      .returning({ id: schema.rosters.id });
    await db.insert(schema.rosterMembers).values([
      { rosterId: roster!.id, accountId: ids.owner },
      { rosterId: roster!.id, accountId: ids.other },
      { rosterId: roster!.id, accountId: privatePlayer },
      { rosterId: roster!.id, accountId: ids.member, role: 'coach' },
    ]);
    await mkdir(path.join(t.config.mediaDir, 'logos'), { recursive: true });
    await writeFile(
      path.join(t.config.mediaDir, 'logos', 'fxa.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  });
  afterAll(() => closeQuietly(t));
  afterEach(() => setWebsiteSettings(t, ids.owner, []));

  const get = (url: string, who?: Viewer, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    });

  describe('best-ten chart data (spec 3 §2, §7)', () => {
    it('draws Best 10 and Best 10 Consecutive over all completed 18-hole rounds', async () => {
      const res = await get(paths.bestTenChartData(ids.owner));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      // 13 rounds: 2023's +10 and the twelve of 2025 (the 9-hole and the unfinished round are left out).
      expect(body.roundsInRange).toBe(13);
      expect(body.standard).toEqual({ id: 'scratch', label: 'Scratch' });
      const [best, consecutive] = body.chartData;
      expect(best.kind).toBe('bestTen');
      expect(best.includedRounds).toBe(10);
      // The ten lowest: −3 −2 −1 0 1 1 2 2 3 4 → 7 over → 0.7 per round, 72.7 strokes.
      expect(best.averageScoreToPar).toBe(0.7);
      expect(best.averageScore).toBe(72.7);
      expect(best.averageYards).toBe(6760);
      expect(best.rounds.map((r: { label: string }) => r.label)).toEqual(
        Array.from({ length: 10 }, (_, i) => `R${i + 1}`),
      );
      const first = best.rounds[0];
      expect(first).toMatchObject({
        roundId: 7000,
        courseName: 'Fixture Links',
        score: 75,
        par: 72,
        scoreToPar: 3,
        yards: 6760,
      });
      // Runs of ten in date order: +10…+6 = 28, +3…−3 = 15, −2…+2 = 14, +5…+1 = 17 → the run from 11 January.
      expect(consecutive.kind).toBe('bestTenConsecutive');
      expect(consecutive.averageScoreToPar).toBe(1.4);
      expect(consecutive.rounds.map((r: { roundId: number }) => r.roundId)).toEqual(
        Array.from({ length: 10 }, (_, i) => 7001 + i),
      );
      expect(body.spiderCharts.map((s: { kind: string }) => s.kind)).toEqual([
        'bestTen',
        'bestTenConsecutive',
      ]);
      expect(body.spiderCharts[0].categories).toHaveLength(5);
      for (const c of body.spiderCharts[0].categories)
        expect(c.performance === null || (c.performance >= 0 && c.performance <= 100)).toBe(true);
    });

    it('filters by calendar day and leaves out a chart the rounds cannot fill', async () => {
      // From 20 February: rounds 6–12 of 2025, seven rounds: too few for either chart (spec 3 §2).
      const few = (
        await get(paths.bestTenChartData(ids.owner, { start: '2025-02-20', end: '2025-06-15' }))
      ).json();
      expect(few.roundsInRange).toBe(7);
      expect(few.chartData).toEqual([]);
      expect(few.spiderCharts).toEqual([]);
      // Exactly ten rounds (1 Jan … 10 Apr): Best 10 only; the consecutive chart needs more than 10.
      const ten = (
        await get(paths.bestTenChartData(ids.owner, { start: '2025-01-01', end: '2025-04-10' }))
      ).json();
      expect(ten.roundsInRange).toBe(10);
      expect(ten.chartData.map((c: { kind: string }) => c.kind)).toEqual(['bestTen']);
    });

    it('compares the spider charts with the chosen standard and rejects bad ranges', async () => {
      const tour = (await get(paths.bestTenChartData(ids.owner, { standard: 'pga-tour' }))).json();
      const easy = (await get(paths.bestTenChartData(ids.owner, { standard: 'hcp-25' }))).json();
      expect(tour.standard.label).toBe('PGA Tour');
      const sum = (b: { spiderCharts: { categories: { performance: number | null }[] }[] }) =>
        b.spiderCharts[0]!.categories.reduce((s, c) => s + (c.performance ?? 0), 0);
      expect(sum(easy)).toBeGreaterThan(sum(tour));
      for (const [query, status] of [
        [{ standard: 'nobody' }, 400],
        [{ start: '2025-05-01', end: '2025-01-01' }, 400],
        [{ start: '2025-13-45' }, 400],
        [{ start: 'yesterday' }, 400],
      ] as const) {
        const res = await get(paths.bestTenChartData(ids.owner, query));
        expect(res.statusCode, JSON.stringify(query)).toBe(status);
        expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
      }
    });
  });

  it('lists featured tournaments newest first with golf-core totals and notes', async () => {
    const body = (await get(paths.featuredCombined(ids.owner))).json();
    expect(body.favTournaments.map((f: { tournamentName: string }) => f.tournamentName)).toEqual([
      'Spring Classic',
      'Fixture Open',
    ]);
    const open = body.favTournaments[1];
    // Rounds of 11 and 21 January: −2 and +5 → 70 and 77.
    expect(open).toMatchObject({
      note: 'Won it',
      courseName: 'Fixture Links',
      city: 'Pinehurst',
      state: 'NC',
      startDate: '2025-01-11',
      endDate: '2025-01-21',
      totalScore: 147,
      totalToPar: 3,
      averageScore: 73.5,
      averageToPar: 1.5,
      bestRoundScore: 70,
      bestRoundToPar: -2,
      yards: 6760,
      isBestTen: false,
    });
    expect(open.roundScores.map((r: { score: number }) => r.score)).toEqual([70, 77]);
    expect(body.favTournaments[0].note).toBeNull();
  });

  it('counts upcoming events by status group and lists the soonest, in the visitor’s time zone', async () => {
    const body = (await get(paths.upcomingEvents(ids.owner))).json();
    // Not ended before 15 June (UTC): statuses 6, 1, 2, 4 → confirmed 1 and 4, considering 6 and 2.
    expect({ confirmed: body.confirmed, considering: body.considering }).toEqual({
      confirmed: 2,
      considering: 2,
    });
    expect(
      body.events.map((e: { tournamentName: string; statusText: string; statusLabel: string }) => [
        e.tournamentName,
        e.statusText,
        e.statusLabel,
      ]),
    ).toEqual([
      ['Ongoing Amateur', 'Considering', 'Conflict/WD'],
      ['June Junior', 'In Field', 'In Field'],
      ['July Open', 'Considering', 'Considering'],
      ['August Invitational', 'In Field', 'Applied'],
    ]);
    const two = (await get(paths.upcomingEvents(ids.owner, { limit: 2 }))).json();
    expect(two.events).toHaveLength(2);
    expect(two.confirmed + two.considering).toBe(4);
    // At UTC−14 it is still 14 June: the qualifier ending that day is still upcoming.
    const west = (await get(paths.upcomingEvents(ids.owner, { timeZoneOffsetMinutes: 840 }))).json();
    expect(west.events.map((e: { tournamentName: string }) => e.tournamentName)).toContain(
      'Yesterday Qualifier',
    );
    expect((await get(paths.upcomingEvents(ids.owner, { timeZoneOffsetMinutes: 900 }))).statusCode).toBe(400);
  });

  it('serves the gallery by type and featured flag, and the swing videos, without news files', async () => {
    const featured = (await get(paths.gallery(ids.owner, { mediaTypes: 'image', isFeatured: true }))).json();
    expect(featured.items.map((m: { mediaUrl: string }) => unsigned(m.mediaUrl))).toEqual([
      '/media/gallery/b%20c.svg',
      '/media/gallery/a.svg',
    ]);
    const all = (await get(paths.gallery(ids.owner))).json();
    expect(all.items).toHaveLength(5);
    const videos = (await get(paths.swingVideos(ids.owner))).json();
    expect(videos.items.map((v: { url: string }) => unsigned(v.url))).toEqual([
      '/media/videos/swing.webm',
      '/media/videos/old.webm',
    ]);
    // Each address is signed, and served as given (the fixture writes the first video only).
    for (const { mediaUrl } of featured.items as { mediaUrl: string }[]) expect(mediaUrl).toMatch(SIGNED);
    expect((await t.app.inject({ method: 'GET', url: videos.items[0].url })).statusCode).toBe(200);
  });

  it('serves the news feed newest first, bodies as plain text, with images, links and videos', async () => {
    const body = (await get(paths.newsFeed(ids.owner))).json();
    expect(body.items.map((n: { header: string }) => n.header)).toEqual(['Won the Fixture Open', 'Signed']);
    const [first, second] = body.items;
    expect(first).toMatchObject({
      formattedDate: 'May 3, 2025',
      body: '<script>alert(1)</script>\nLine two',
      coverPhoto: { url: expect.stringMatching(/^\/media\/news\/1\.svg\?e=\d+&s=/) },
      images: [
        { url: expect.stringMatching(/^\/media\/news\/1\.svg\?e=/) },
        { url: expect.stringMatching(/^\/media\/news\/2\.svg\?e=/) },
      ],
      videos: [{ url: expect.stringMatching(/^\/media\/news\/clip\.webm\?e=/) }],
      links: [{ label: 'Highlights https://youtu.be/dQw4w9WgXcQ', url: 'https://youtu.be/dQw4w9WgXcQ' }],
    });
    expect(second).toMatchObject({ coverPhoto: null, images: [], videos: [], links: [{ label: 'Results' }] });
  });

  it('answers the Summary: index, scoring average, strokes gained and last rounds with their counts', async () => {
    const body = (await get(paths.summary(ids.owner))).json();
    // Differentials (score − 72) × 113/130 of the thirteen 18-hole rounds; the lowest four of 13
    // (−2.6, −1.7, −0.9, 0.0) average −1.3 (WHS table: 12–14 scores use the lowest 4).
    expect(body.handicap.index).toBe(-1.3);
    expect(body.handicap.scoresUsed).toBe(13);
    expect(body.handicap.trend.points.length).toBeGreaterThan(1);
    // Twelve rounds in the last 12 months: (3 − 2 + 5 + 0 + 1 − 1 + 4 + 2 + 6 − 3 + 2 + 1) / 12 = 1.5.
    expect(body.scoringAverage).toEqual({ average: 73.5, averageToPar: 1.5, rounds: 12 });
    // −1.3 is nearest Scratch among the non-college levels.
    expect(body.standard).toEqual({ id: 'scratch', label: 'Scratch' });
    expect(body.recentRounds).toEqual({ count: 13, minimum: 5, maximum: 20 });
    expect(body.strokesGained.map((r: { key: string }) => r.key)).toEqual([
      'offTheTee',
      'approach',
      'aroundTheGreen',
      'putting',
      'total',
    ]);
    for (const row of body.strokesGained)
      if (row.gained !== null) expect(row.gained).toBeCloseTo(row.player - row.standard, 1);
    expect(body.lastRounds.map((r: { roundId: number }) => r.roundId)).toEqual([
      7100, 7011, 7010, 7009, 7008,
    ]);
    expect(body.lastRounds[0]).toMatchObject({
      holeCount: 9,
      score: 37,
      scoreToPar: 1,
      roundType: 'Practice',
    });
    const tour = (await get(paths.summary(ids.owner, { standard: 'pga-tour' }))).json();
    expect(tour.standard.label).toBe('PGA Tour');
    expect((await get(paths.summary(ids.owner, { standard: 'x' }))).statusCode).toBe(400);
  });

  it('says so when a player has too few rounds for strokes gained', async () => {
    const body = (await get(paths.summary(ids.other), 'manager')).json();
    expect(body.recentRounds.count).toBe(1);
    expect(body.strokesGained).toEqual([]);
    expect(body.handicap.index).toBeNull();
  });

  describe('media files', () => {
    const signed = (path: string) => t.app.mediaSigner.mediaUrl(path);

    it('serves a file at its signed address only: a guessed or altered one is a missing file', async () => {
      for (const url of [
        '/media/videos/swing.webm',
        `${signed('videos/swing.webm')}x`,
        signed('videos/swing.webm').replace('swing', 'old'),
        '/media/',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ code: 'NOT_FOUND', message: 'No such media file' });
      }
    });

    it('serves a swing video with its type, cache headers and byte ranges (seeking)', async () => {
      const whole = await t.app.inject({ method: 'GET', url: signed('videos/swing.webm') });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/webm');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['cache-control']).toBe('public, max-age=3600');
      expect(whole.rawPayload.length).toBe(video.length);
      const part = await t.app.inject({
        method: 'GET',
        url: signed('videos/swing.webm'),
        headers: { range: 'bytes=100-199' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
      expect([...part.rawPayload]).toEqual([...video.slice(100, 200)]);
      const tail = await t.app.inject({
        method: 'GET',
        url: signed('videos/swing.webm'),
        headers: { range: `bytes=${video.length + 10}-` },
      });
      expect(tail.statusCode).toBe(416);
    });

    it('answers 404 for a missing file, never a page', async () => {
      const res = await t.app.inject({ method: 'GET', url: signed('videos/none.webm') });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('organisations (spec 1 §2.4)', () => {
    it('serves the logo, and 404 when the file or the organisation is missing', async () => {
      const logo = await t.app.inject({ method: 'GET', url: apiPaths.organizationImage('fxa') });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(logo.headers['cache-control']).toBe('public, max-age=3600');
      expect((await t.app.inject({ method: 'GET', url: apiPaths.organizationImage('NLC') })).statusCode).toBe(
        404,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: apiPaths.organizationImage('nobody') })).statusCode,
      ).toBe(404);
    });

    it('lists a group’s players, each as much as their privacy lets the viewer see', async () => {
      const res = await get(apiPaths.organizationRoster('FXA'));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.groupName).toBe('All');
      const byId = new Map(body.members.map((m: { accountId: number }) => [m.accountId, m]));
      expect(body.members).toHaveLength(3);
      expect(byId.get(ids.owner)).toMatchObject({
        isPublic: true,
        hasFigures: true,
        gradYear: 2026,
        scoringAverage: 73.5,
        scoringRounds: 12,
        handicapIndex: -1.3,
      });
      // Summary private: the card links to the profile but shows no figures.
      expect(byId.get(ids.other)).toMatchObject({
        isPublic: true,
        hasFigures: false,
        scoringAverage: null,
        handicapIndex: null,
      });
      // Website private: the name only.
      expect(byId.get(privatePlayer)).toMatchObject({
        firstName: 'Pat',
        isPublic: false,
        username: null,
        imgUrl: null,
        gradYear: null,
        scoringAverage: null,
      });
      // A product manager sees everything.
      const pm = (await get(apiPaths.organizationRoster('FXA'), 'manager')).json();
      const pmById = new Map(pm.members.map((m: { accountId: number }) => [m.accountId, m]));
      expect(pmById.get(privatePlayer)).toMatchObject({
        isPublic: true,
        imgUrl: `/api/v1/accounts/${privatePlayer}/image`,
      });
      expect(pmById.get(ids.other)).toMatchObject({ hasFigures: true, scoringAverage: 79, scoringRounds: 1 });

      // Every page private (the website itself open): the profile would send a visitor home, so the card
      // is a name only and links nowhere; the player and a product manager still get the link.
      await setWebsiteSettings(
        t,
        ids.owner,
        LANDING_FEATURE_ORDER.map((f) => ({ featureId: PROFILE_FEATURE_IDS[f], isPublic: false })),
      );
      const closed = (await get(apiPaths.organizationRoster('FXA'))).json();
      expect(closed.members.find((m: { accountId: number }) => m.accountId === ids.owner)).toMatchObject({
        isPublic: false,
        username: null,
        hasFigures: false,
      });
      const own = (await get(apiPaths.organizationRoster('FXA'), 'owner')).json();
      expect(own.members.find((m: { accountId: number }) => m.accountId === ids.owner)).toMatchObject({
        isPublic: true,
        hasFigures: true,
      });
      // Search leaves such a profile out for the same reason, and lists it again once a page opens (a
      // player's profile type makes the account searchable at all).
      await t.db.db.insert(schema.accountProfiles).values({ accountId: ids.owner, profileTypeId: 4 });
      const { firstName } = closed.members.find((m: { accountId: number }) => m.accountId === ids.owner);
      const found = async () =>
        (await get(`/api/v1/accounts?q=${encodeURIComponent(firstName)}`))
          .json()
          .items.map((a: { accountId: number }) => a.accountId);
      expect(await found()).not.toContain(ids.owner);
      await setWebsiteSettings(t, ids.owner, [{ featureId: PROFILE_FEATURE_IDS.resume, isPublic: true }]);
      expect(await found()).toContain(ids.owner);
    });

    it('lists a roster by id and the coaches; unknown groups and rosters answer 4xx', async () => {
      const org = (await get(apiPaths.organizationByShort('FXA'))).json();
      const rosterId = org.roster[0].rosterId;
      const roster = (await get(apiPaths.organizationRoster('FXA', String(rosterId)))).json();
      expect(roster.groupName).toBe('Squad');
      expect(roster.members).toHaveLength(3);
      const coaches = (await get(apiPaths.organizationRoster('fxa', 'Coaches'))).json();
      expect(coaches.members.map((m: { accountId: number; role: string }) => [m.accountId, m.role])).toEqual([
        [ids.member, 'coach'],
      ]);
      expect((await get(apiPaths.organizationRoster('FXA', '999999'))).statusCode).toBe(404);
      expect((await get(apiPaths.organizationRoster('FXA', '9999999999'))).statusCode).toBe(404);
      expect((await get(apiPaths.organizationRoster('FXA', 'Bogus'))).statusCode).toBe(400);
      expect((await get(apiPaths.organizationRoster('nobody'))).statusCode).toBe(404);
      expect((await get(apiPaths.organizationRoster('NLC'))).json().members).toEqual([]);
    });

    it("lists the logged-in account's organisations with its role (every one to a product manager), and answers 401 to a visitor", async () => {
      const mine = (who?: Viewer) => get(apiPaths.auth('me/organizations'), who);
      expect((await mine('owner')).json()).toEqual({
        organizations: [{ organizationShort: 'FXA', organizationName: 'Fixture Academy', role: 'player' }],
      });
      expect((await mine('member')).json().organizations).toEqual([
        { organizationShort: 'FXA', organizationName: 'Fixture Academy', role: 'coach' },
      ]);
      expect((await mine('stranger')).json()).toEqual({ organizations: [] });
      // A product manager, on no roster, is given every organisation as staff (spec 2 §6 full access).
      expect((await mine('manager')).json().organizations).toEqual([
        { organizationShort: 'FXA', organizationName: 'Fixture Academy', role: 'staff' },
        { organizationShort: 'NLC', organizationName: 'No Logo Club', role: 'staff' },
      ]);
      const visitor = await mine();
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });
  });

  describe('authorisation (spec 2 §6)', () => {
    const calls = () =>
      [
        ['chart data', paths.bestTenChartData(ids.owner), F.resume],
        ['featured', paths.featuredCombined(ids.owner), F.resume],
        ['news', paths.newsFeed(ids.owner), F.resume],
        ['upcoming', paths.upcomingEvents(ids.owner), F.schedule],
        ['gallery', paths.gallery(ids.owner), F.gallery],
        ['swing videos', paths.swingVideos(ids.owner), F.gallery],
        ['summary', paths.summary(ids.owner), F.summary],
      ] as const;
    const everyone = ['owner', 'member', 'manager', 'stranger', undefined] as const;

    it('lets everyone see a site without settings', async () => {
      for (const [name, url] of calls())
        for (const who of everyone) expect((await get(url, who)).statusCode, `${name} ${who}`).toBe(200);
    });

    it('hides a private website from strangers and anonymous visitors as if missing', async () => {
      await setWebsiteSettings(t, ids.owner, [{ featureId: WEBSITE, isPublic: false }]);
      for (const [name, url] of calls())
        for (const who of everyone)
          expect((await get(url, who)).statusCode, `${name} ${who}`).toBe(
            who === 'stranger' || who === undefined ? 404 : 200,
          );
    });

    it('answers 403 for each call whose own feature is private, and only for it', async () => {
      for (const feature of Object.values(F)) {
        await setWebsiteSettings(t, ids.owner, [{ featureId: feature, isPublic: false }]);
        for (const [name, url, owner] of calls())
          for (const who of everyone) {
            const closed = owner === feature && (who === 'stranger' || who === undefined);
            expect((await get(url, who)).statusCode, `${name} ${who} with ${feature} private`).toBe(
              closed ? 403 : 200,
            );
          }
      }
    });
  });
});
