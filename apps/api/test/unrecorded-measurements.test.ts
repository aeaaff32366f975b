import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  apiPaths,
  type CourseIngestBody,
  type ResumeData,
  type ResumeSettingsResponse,
  type RoundImportResponse,
  type RoundsTableResponse,
} from '@linksight/api-contract';
import { csvToRounds, type HoleFeatures } from '@linksight/golf-core';
import { migrationsFolder, schema } from '../src/db/client';
import { insertRounds } from '../src/repositories/rounds-writer';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import { closeQuietly } from './player-fixtures';
import { makeRound } from './round-fixtures';

const paths = apiPaths.players;
const NOW = new Date('2025-06-01T12:00:00Z');
const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4];
/** The course of the round with yardages: 100 yd per stroke of par, 7200 yd in all. */
const KNOWN_YARDS = PARS.reduce((s, p) => s + p * 100, 0);
const CSV_COURSE = 'Example Links';

/**
 * A CSV of scores, as the import page's template has it: scores, putts, fairways and GIR, no yardages and
 * no shots (so no putt lengths).
 */
const CSV = [
  'date,course,tee,hole,par,score,putts,fairway,gir,penalties',
  ...PARS.map(
    (par, i) => `2025-05-02,${CSV_COURSE},White,${i + 1},${par},${par + (i % 4 === 0 ? 1 : 0)},2,hit,yes,0`,
  ),
].join('\n');

/** What the import page sends for a course it does not know: yardages 0 ("unknown" in the format). */
const csvCourse: CourseIngestBody = {
  externalId: 'csv:example links',
  name: CSV_COURSE,
  visibility: 'private',
  tees: [{ name: 'White', rating: 71.2, slope: 128, yardages: PARS.map(() => 0) }],
  holes: PARS.map((par, i) => ({ number: i + 1, par })),
};
const knownCourse: CourseIngestBody = {
  externalId: 'known',
  name: 'Measured Links',
  location: { latitude: 40, longitude: -75 },
  visibility: 'private',
  tees: [{ name: 'White', rating: 71.2, slope: 128, yardages: PARS.map((p) => p * 100) }],
  holes: PARS.map((par, i) => ({ number: i + 1, par })),
};

describe.each(testDatabases)('measurements a CSV import never recorded are null, not 0, on %s', (kind) => {
  let t: TestApp;
  let player: number;
  let token: string;
  let csvRoundId: number;
  let knownRoundId: number;
  let csvCourseId: number;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    vi.spyOn(t.app.clock, 'now').mockReturnValue(NOW);
    const [row] = await t.db.db
      .insert(schema.accounts)
      .values({ username: `csv-measures-${kind}`, accountGuid: 'm' })
      .returning({ id: schema.accounts.id });
    player = row!.id;
    token = (await t.app.auth.sessions.issueSession(player)).accessToken;
    const { rounds, issues } = csvToRounds(CSV);
    expect(issues).toEqual([]);
    const res = await call('POST', paths.roundsImport(player), {
      courses: [csvCourse, knownCourse],
      rounds: [
        ...rounds.map(({ round: { courseName: _name, ...round } }) => ({
          ...round,
          courseExternalId: csvCourse.externalId,
        })),
        {
          courseExternalId: knownCourse.externalId,
          teeName: 'White',
          playedAt: '2025-05-09T08:00:00Z',
          roundType: 1,
          holeCount: 18,
          holes: PARS.map((par, i) => ({ number: i + 1, par, score: par, putts: 2 })),
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<RoundImportResponse>();
    expect(body.rounds.map((r) => r.status)).toEqual(['imported', 'imported']);
    [csvRoundId, knownRoundId] = body.rounds.map((r) => r.roundId!) as [number, number];
    csvCourseId = body.courses[0]!.courseId!;
  });
  afterAll(async () => closeQuietly(t));

  it('stores the unknown hole lengths and course length as null', async () => {
    const holes = await t.db.db
      .select({ lengthYards: schema.roundHoles.lengthYards })
      .from(schema.roundHoles)
      .where(eq(schema.roundHoles.roundId, csvRoundId));
    expect(holes).toHaveLength(18);
    expect(holes.every((h) => h.lengthYards === null)).toBe(true);
    const [round] = await t.db.db
      .select({ yards: schema.rounds.courseLengthYards })
      .from(schema.rounds)
      .where(eq(schema.rounds.id, csvRoundId));
    expect(round!.yards).toBeNull();
  });

  it('answers the rounds grid with null yards and putt feet; Round Averages count only recorded yards', async () => {
    const res = await call('POST', paths.roundsTable(player), {
      roundIds: [csvRoundId, knownRoundId],
      holeCount: 18,
    });
    expect(res.statusCode).toBe(200);
    const { rows, averages } = res.json<RoundsTableResponse>();
    const csvRow = rows.find((r) => r.golfRoundId === csvRoundId)!;
    expect(csvRow).toMatchObject({
      yards: null,
      putts: 36,
      madeFeetPutt: null,
      totalFeetPutt: null,
      madeFeetPuttPercentage: null,
    });
    expect(rows.find((r) => r.golfRoundId === knownRoundId)!.yards).toBe(KNOWN_YARDS);
    // Not (7200 + 0) / 2: the round without yardages is left out of the average.
    expect(averages.yards).toBe(KNOWN_YARDS);
    expect(averages.totalFeetPutt).toBeNull();
  });

  it('answers hole stats, the shot map, the round list and the course with null lengths', async () => {
    const stats = (await call('POST', paths.holeStats(player), { golfRoundIds: [csvRoundId] })).json<{
      holes: HoleFeatures[];
    }>();
    expect(stats.holes).toHaveLength(18);
    for (const h of stats.holes)
      expect(h).toMatchObject({ lengthYards: null, puttFeetTotal: null, puttCount: 2 });

    const map = (await call('POST', paths.holeCoordinates(player), { golfRoundIds: [csvRoundId] })).json<{
      rounds: { holes: { lengthYards: number | null }[] }[];
    }>();
    expect(map.rounds[0]!.holes.map((h) => h.lengthYards)).toEqual(PARS.map(() => null));

    const histories = (await call('GET', paths.histories(player))).json<{
      rounds: { id: number; courseLength: number | null }[];
    }>();
    expect(histories.rounds.find((r) => r.id === csvRoundId)!.courseLength).toBeNull();
    expect(histories.rounds.find((r) => r.id === knownRoundId)!.courseLength).toBe(KNOWN_YARDS);

    const courses = (await call('POST', paths.courseDetails(player), { golfCourseIds: [csvCourseId] })).json<{
      courses: { teesList: { ydsHole: (number | null)[] }[] }[];
    }>();
    expect(courses.courses[0]!.teesList[0]!.ydsHole).toEqual(PARS.map(() => null));
  });

  it("averages the resume chart's yards over the rounds that have them", async () => {
    const { settings } = (await call('GET', paths.resumeSettings(player))).json<ResumeSettingsResponse>();
    settings.performanceChartsPage.lastRoundsChart = true;
    const res = await call('POST', paths.resumePreview(player), settings);
    expect(res.statusCode).toBe(200);
    const chart = res.json<ResumeData>().lastTenRoundsChart!;
    expect(chart.bars).toHaveLength(2);
    expect(chart.averageYards).toBe(KNOWN_YARDS);
  });

  it('the migration turns the 0 of rounds stored before it into null', async () => {
    // A round written the old way: 0 for every unknown length and for the putt feet of score-only holes.
    // Hole 18 keeps its shots: its putt feet were measured, and a measured 0 (a chip-in) stays 0.
    const fixture = makeRound(
      { id: 990_001, accountId: player, playedAt: '2025-04-01T08:00:00Z', holeCount: 18, seed: 0 },
      csvCourseId,
    );
    const old = {
      ...fixture,
      holes: fixture.holes.map((h) => ({
        ...h,
        lengthYards: 0,
        shots: h.roundHoleNumber === 18 ? h.shots : [],
      })),
    };
    await t.db.db.transaction((tx) => insertRounds(tx, [old], { teeIdOf: () => null }));
    await t.db.db.execute(
      sql`UPDATE hole_stats SET features = jsonb_set(features, '{puttFeetTotal}', '0'::jsonb) WHERE round_id = ${old.id}`,
    );
    await t.db.db.execute(sql`UPDATE rounds SET course_length_yards = 0 WHERE id = ${old.id}`);

    const file = await readFile(path.join(migrationsFolder, '0004_unrecorded_yardages.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await t.db.db.execute(sql.raw(statement));

    const [round] = await t.db.db
      .select({ yards: schema.rounds.courseLengthYards })
      .from(schema.rounds)
      .where(eq(schema.rounds.id, old.id));
    expect(round!.yards).toBeNull();
    const holes = await t.db.db
      .select({ lengthYards: schema.roundHoles.lengthYards })
      .from(schema.roundHoles)
      .where(eq(schema.roundHoles.roundId, old.id));
    expect(holes.map((h) => h.lengthYards)).toEqual(PARS.map(() => null));
    const rows = await t.db.db
      .select({ f: schema.holeStats.features })
      .from(schema.holeStats)
      .where(eq(schema.holeStats.roundId, old.id));
    const byHole = new Map(rows.map(({ f }) => [f.roundHoleNumber, f]));
    expect(byHole.size).toBe(18);
    for (let n = 1; n <= 17; n++)
      expect(byHole.get(n)).toMatchObject({ lengthYards: null, puttFeetTotal: null });
    expect(byHole.get(18)).toMatchObject({ lengthYards: null, puttFeetTotal: 0 });
  });
});
