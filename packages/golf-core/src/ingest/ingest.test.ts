import { describe, expect, it } from 'vitest';
import { deriveHoleFeatures } from '../features/derive-hole-features';
import { csvDate, csvToRounds, fieldSeparator, parseCsv, readCsv } from './csv';
import { csvTemplate, isTemplateExample } from './csv-template';
import { roundFingerprint } from './fingerprint';
import { csvIssueOf, parseImportJson } from './import-file';
import { toRoundInput, type CourseForRound } from './to-round-input';
import { validateCourseIngest } from './validate-course';
import { validateRoundIngest } from './validate-round';
import type { RoundIngest } from './types';

const NOW = new Date('2025-06-01T12:00:00Z');
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5];

function scoreOnly(holeCount: 9 | 18 = 18): RoundIngest {
  return {
    courseId: 1,
    teeName: 'Blue',
    playedAt: '2025-05-30T08:00:00Z',
    roundType: 1,
    holeCount,
    holes: PARS.slice(0, holeCount).map((par, i) => ({ number: i + 1, par, score: par, putts: 2 })),
  };
}

function withShots(): RoundIngest {
  const r = scoreOnly();
  r.holes[6] = {
    number: 7,
    par: 3,
    score: 3,
    shots: [
      {
        number: 1,
        start: { latitude: 40, longitude: -75 },
        end: { latitude: 40.0015, longitude: -75 },
        endLie: 'green',
      },
      {
        number: 2,
        start: { latitude: 40.0015, longitude: -75 },
        end: { latitude: 40.00155, longitude: -75 },
        isPutt: true,
      },
      {
        number: 3,
        start: { latitude: 40.00155, longitude: -75 },
        end: { latitude: 40.0016, longitude: -75 },
        isPutt: true,
      },
    ],
  };
  return r;
}

const issuesOf = (input: unknown) => validateRoundIngest(input, { now: NOW }).issues;

describe('validateRoundIngest: bad input names its JSON path (issue 20)', () => {
  it('accepts a score-only round and a round with shots', () => {
    expect(issuesOf(scoreOnly())).toEqual([]);
    const { round } = validateRoundIngest(withShots(), { now: NOW });
    expect(round?.holes[6]!.shots.map((s) => [s.startLie, s.endLie])).toEqual([
      ['tee', 'green'],
      ['green', 'green'],
      ['green', 'hole'],
    ]);
  });

  it('hole 7 shot 3: latitude out of range', () => {
    const r = withShots();
    r.holes[6]!.shots![2]!.start.latitude = 91;
    expect(issuesOf(r)).toEqual([
      {
        path: '$.holes[6].shots[2].start.latitude',
        message: 'hole 7 shot 3: latitude out of range (-90 to 90)',
      },
    ]);
  });

  it('duplicate hole number', () => {
    const r = scoreOnly();
    r.holes[5]!.number = 5;
    expect(issuesOf(r)).toContainEqual({
      path: '$.holes[5].number',
      message: 'hole 5: duplicate hole number (also at holes[4])',
    });
  });

  it.each([0, 21])('score %i is out of 1–20', (score) => {
    const r = scoreOnly();
    r.holes[2]!.score = score;
    expect(issuesOf(r)[0]).toMatchObject({ path: '$.holes[2].score' });
    expect(issuesOf(r)[0]!.message).toMatch(/^hole 3: score \d+ is (below|above) the allowed 1–20$/);
  });

  it.each([2, 7])('par %i is outside 3–6', (par) => {
    const r = scoreOnly();
    r.holes[0]!.par = par;
    expect(issuesOf(r)[0]).toMatchObject({ path: '$.holes[0].par' });
  });

  it('a date more than a day in the future', () => {
    expect(issuesOf({ ...scoreOnly(), playedAt: '2025-06-02T13:00:00Z' })).toEqual([
      { path: '$.playedAt', message: 'playedAt is more than a day in the future' },
    ]);
    expect(issuesOf({ ...scoreOnly(), playedAt: '2025-06-02T11:00:00Z' })).toEqual([]);
  });

  it('shots out of order', () => {
    const r = withShots();
    r.holes[6]!.shots![1]!.number = 3;
    r.holes[6]!.shots![2]!.number = 2;
    expect(issuesOf(r)).toContainEqual({
      path: '$.holes[6].shots[2].number',
      message: 'hole 7 shot 3: shots out of order: number 2 comes after 3',
    });
  });

  it('a 9-hole round with 18 holes', () => {
    expect(issuesOf({ ...scoreOnly(), holeCount: 9 })).toEqual([
      { path: '$.holes', message: 'a 9-hole round has at most 9 holes, got 18' },
    ]);
  });

  it('a score that does not match the shots', () => {
    const r = withShots();
    r.holes[6]!.score = 4;
    expect(issuesOf(r)).toContainEqual({
      path: '$.holes[6].score',
      message: 'hole 7: score 4 does not match the 3 strokes of its shots',
    });
  });

  it('missing course, wrong types and unknown round type', () => {
    const issues = issuesOf({ ...scoreOnly(), courseId: undefined, roundType: 2, isSimulator: 'no' });
    expect(issues.map((i) => i.path)).toEqual(['$.courseId', '$.roundType', '$.isSimulator']);
    // The codes are named, so a person can pick one.
    expect(issues[1]!.message).toBe(
      'roundType must be one of 1 (Practice), 3 (Tournament), 10 (Qualifier), 11 (Match)',
    );
    expect(issuesOf('nope')).toEqual([{ path: '$', message: 'round must be an object' }]);
  });
});

describe('validateCourseIngest', () => {
  const course = {
    externalId: 'club-1',
    name: 'Test Links',
    location: { latitude: 40, longitude: -75 },
    tees: [{ name: 'Blue', rating: 71.5, slope: 128, yardages: PARS.slice(0, 9).map((p) => p * 100) }],
    holes: PARS.slice(0, 9).map((par, i) => ({
      number: i + 1,
      par,
      green: ['-75 40, -75.001 40, -75.001 40.001, -75 40.001'],
      fairway: [
        {
          type: 'Polygon',
          coordinates: [
            [
              [-75, 40],
              [-75.1, 40],
              [-75.1, 40.1],
              [-75, 40],
            ],
          ],
        },
      ],
      pin: { latitude: 40.0005, longitude: -75.0005 },
    })),
  };
  it('turns shapes into points strings and GeoJSON features', () => {
    const { course: valid, issues } = validateCourseIngest(course);
    expect(issues).toEqual([]);
    const hole = valid!.holes[0]!;
    expect(hole.points.green).toEqual(['-75 40, -75.001 40, -75.001 40.001, -75 40.001']);
    expect(hole.points.fairway).toEqual(['-75 40, -75.1 40, -75.1 40.1, -75 40']);
    expect(hole.geojson.features.map((f) => (f as { properties: { kind: string } }).properties.kind)).toEqual(
      ['green', 'fairway', 'pin'],
    );
  });
  it('names a bad points pair and a yardage list of the wrong length', () => {
    const bad = JSON.parse(JSON.stringify(course)) as typeof course;
    bad.holes[2]!.green = ['-75 40, oops'];
    bad.tees[0]!.yardages.pop();
    const { issues } = validateCourseIngest(bad);
    expect(issues).toEqual([
      { path: '$.holes[2].green[0]', message: 'hole 3 green 1: points pair 2 must be "longitude latitude"' },
      { path: '$.tees[0].yardages', message: 'tee Blue: yardages must list one value per hole (9)' },
    ]);
  });
});

describe('toRoundInput: one derivation for seed and API', () => {
  const course: CourseForRound = {
    id: 1,
    name: 'Test Links',
    tee: { name: 'Blue', rating: 72.1, slope: 131, yardages: PARS.map((p) => p * 100) },
    holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: 18 - i, pin: null, tee: null })),
  };
  it("reads a tee's yardage 0 as not recorded: the hole's length is null, not 0 yards", () => {
    const { round } = validateRoundIngest(withShots(), { now: NOW });
    const unmeasured = { ...course, tee: { ...course.tee, yardages: PARS.map(() => 0) } };
    const input = toRoundInput(round!, { id: 5, accountId: 2, course: unmeasured, tournamentId: null });
    expect(input.holes.map((h) => h.lengthYards)).toEqual(PARS.map(() => null));
  });
  it('derives score-only holes with no shot stats and shot holes with distances from GPS', () => {
    const { round } = validateRoundIngest(withShots(), { now: NOW });
    const input = toRoundInput(round!, { id: 5, accountId: 2, course, tournamentId: null });
    expect(input.holes[6]!.shots[0]!.distanceToPinBeforeYards).toBeCloseTo(194.6, 0);
    expect(input.holes[6]!.strokeIndex).toBe(12);
    expect(input.holes[6]!.lengthYards).toBe(300);
    const features = deriveHoleFeatures(input);
    expect(features[0]!.sgTotal).toBeNull();
    expect(features[6]!.sgTotal).not.toBeNull();
    expect(features[6]!.puttCount).toBe(2);
  });
  it('halves the rating of a 9-hole round', () => {
    const { round } = validateRoundIngest(scoreOnly(9), { now: NOW });
    expect(toRoundInput(round!, { id: 1, accountId: 1, course, tournamentId: null }).courseRating).toBe(36.1);
  });
  it('gives the same round the same fingerprint', () => {
    const a = validateRoundIngest(scoreOnly(), { now: NOW }).round!;
    const b = validateRoundIngest(scoreOnly(), { now: NOW }).round!;
    expect(roundFingerprint(a, 1)).toBe(roundFingerprint(b, 1));
    b.holes[0]!.score = 5;
    expect(roundFingerprint(a, 1)).not.toBe(roundFingerprint(b, 1));
  });
  it('gives a CSV round the same fingerprint whether its course is named by externalId or by id', () => {
    // Issue 20: the import page names a course it creates by externalId, then by id once it exists.
    const text = [
      'date,course,tee,hole,par,score,putts,fairway,gir,penalties',
      ...PARS.slice(0, 9).map((p, i) => `2025-05-01,Pine Links,White,${i + 1},${p},${p + 1},2,hit,no,0`),
    ].join('\n');
    const { courseName: _name, ...csvRound } = csvToRounds(text).rounds[0]!.round;
    const first = validateRoundIngest(
      { ...csvRound, courseExternalId: 'csv:pine links' },
      { now: NOW },
    ).round!;
    const again = validateRoundIngest({ ...csvRound, courseId: 7 }, { now: NOW }).round!;
    expect(roundFingerprint(again, 7)).toBe(roundFingerprint(first, 7));
    expect(roundFingerprint(again, 8)).not.toBe(roundFingerprint(first, 7));
  });
});

describe('CSV of hole-by-hole scores', () => {
  const header = 'date,course,tee,hole,par,score,putts,fairway,gir,penalties';
  it('parses quoted fields and CRLF', () => {
    expect(parseCsv('a,"b, c","d ""e"""\r\n1,2,3\r\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });
  it('groups rows into rounds and maps round issues back to rows', () => {
    const rows = PARS.slice(0, 9).map(
      (p, i) => `2025-05-01,"Pine, Links",White,${i + 1},${p},${p},2,hit,yes,0`,
    );
    rows[3] = '2025-05-01,"Pine, Links",White,4,5,25,2,hit,yes,0';
    const { rounds, issues } = csvToRounds([header, ...rows].join('\n'));
    expect(issues).toEqual([]);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]!.round).toMatchObject({
      courseName: 'Pine, Links',
      holeCount: 9,
      playedAt: '2025-05-01T12:00:00Z',
    });
    const { issues: roundIssues } = validateRoundIngest({ ...rounds[0]!.round, courseId: 1 }, { now: NOW });
    expect(roundIssues.map((i) => csvIssueOf(rounds[0]!, i))).toEqual([
      { rows: [5], field: 'score', message: 'hole 4: score 25 is above the allowed 1–20' },
    ]);
  });
  it("names a round's issue by the CSV's column, not the round's field, on the rows it concerns", () => {
    const rows = PARS.slice(0, 9).map((p, i) => `2025-06-03,Pine,White,${i + 1},${p},${p},2,hit,yes,0`);
    rows[3] = `2025-06-03,Pine,White,2,${PARS[3]},${PARS[3]},2,hit,yes,0`;
    rows[5] = `2025-06-03,Pine,White,6,${PARS[5]},${PARS[5]},2,hit,yes,12`;
    const [round] = csvToRounds([header, ...rows].join('\n')).rounds;
    const { issues } = validateRoundIngest({ ...round!.round, courseId: 1 }, { now: NOW });
    expect(issues.map((i) => csvIssueOf(round!, i))).toEqual([
      { rows: [2, 3, 4, 5, 6, 7, 8, 9, 10], field: 'date', message: 'date is more than a day in the future' },
      { rows: [5], field: 'hole', message: 'hole 2: duplicate hole number (also at row 3)' },
      { rows: [7], field: 'penalties', message: 'hole 6: penalties 12 is above the allowed 0–10' },
    ]);
    // The server's issues of a round (a dry run) go through the same mapping.
    expect(
      csvIssueOf(round!, { path: '$.teeName', message: 'Pine has no tee "White" (tees: Blue)' }),
    ).toEqual({
      rows: [2, 3, 4, 5, 6, 7, 8, 9, 10],
      field: 'tee',
      message: 'Pine has no tee "White" (tees: Blue)',
    });
    // A hole's own number is not said twice ("hole 25: hole 25 is above …").
    expect(
      csvIssueOf(round!, {
        path: '$.holes[8].number',
        message: 'hole 25: number 25 is above the allowed 1–18',
      }),
    ).toEqual({ rows: [10], field: 'hole', message: 'hole 25 is above the allowed 1–18' });
  });
  it('refuses a wrong header and reports unreadable cells by row and column', () => {
    expect(csvToRounds('date,course,hole\n').issues[0]).toMatchObject({ row: 1, field: 'header' });
    expect(csvToRounds(`${header},Course Name\n`).issues[0]!.message).toMatch(
      /^Wrong header \(unknown column "course name"\): expected date,course,/,
    );
    const { issues } = csvToRounds(`${header}\n2025-13-45,X,W,1,4,x,2,sideways,maybe,0`);
    expect(issues.map((i) => [i.row, i.field])).toEqual([
      [2, 'date'],
      [2, 'score'],
      [2, 'fairway'],
      [2, 'gir'],
    ]);
  });
});

describe('a quote never closed', () => {
  const header = 'date,course,tee,hole,par,score,putts,fairway,gir,penalties';
  it('is the one problem said, on the line it opened, and no round is read', () => {
    const text = `${header}\n"Foo,White,1,4,5,2,hit,yes,0\n2025-10-01,Foo,White,2,4,5,2,hit,yes,0\n`;
    expect(csvToRounds(text)).toEqual({
      rounds: [],
      issues: [
        {
          row: 2,
          field: 'file',
          message:
            'a quote (") opened on line 2 is never closed, so the rest of the file reads as one cell: close or remove it',
        },
      ],
    });
    expect(readCsv('a,b\r\n1,"x\r\n2').unclosedQuoteLine).toBe(2);
    expect(readCsv('a,"b ""c"""\n').unclosedQuoteLine).toBeNull();
  });
});

describe('parseImportJson', () => {
  it('reads a document, a list and one round', () => {
    expect(parseImportJson('{"rounds":[1],"courses":[2]}')).toEqual({
      document: { courses: [2], rounds: [1] },
    });
    expect(parseImportJson('[1,2]')).toEqual({ document: { courses: [], rounds: [1, 2] } });
    expect(parseImportJson(JSON.stringify(scoreOnly()))).toMatchObject({ document: { rounds: [{}] } });
    expect(parseImportJson('{oops')).toMatchObject({ issue: { path: '$' } });
  });
});

describe('CSV field separators', () => {
  it('reads a semicolon or tab file whose header has no comma, and keeps commas otherwise', () => {
    expect(fieldSeparator('date,course;x\n')).toBe(',');
    expect(fieldSeparator('date;course;tee\n1,5;2\n')).toBe(';');
    expect(fieldSeparator('date\tcourse\ttee')).toBe('\t');
    expect(fieldSeparator('"a;b"\n')).toBe(',');
    const template = csvTemplate('2026-10-04').replaceAll('Example Links', 'Pine Hollow');
    for (const sep of [';', '\t']) {
      const { rounds, issues } = csvToRounds(template.replaceAll(',', sep));
      expect(issues).toEqual([]);
      expect(rounds.map((r) => r.round.holes.length)).toEqual([18]);
    }
    expect(readCsv('a;"b;c"\n1;2').rows).toEqual([
      ['a', 'b;c'],
      ['1', '2'],
    ]);
  });
});

describe('CSV dates', () => {
  it('reads ISO dates and the MM/DD/YYYY a US spreadsheet saves, and refuses days that do not exist', () => {
    expect(csvDate('2026-10-04')).toBe('2026-10-04');
    expect(csvDate('10/4/2026')).toBe('2026-10-04');
    expect(csvDate('01/31/2026')).toBe('2026-01-31');
    for (const bad of ['2026-02-30', '2/30/2026', '31/01/2026', '10/4/26', '2026/10/04', '', 'May 3'])
      expect(csvDate(bad), bad).toBeNull();
  });
  it('makes one round of a US-dated file, played on the ISO day, and says which forms it reads', () => {
    const lines = csvTemplate('2026-10-04').split('\n');
    const us = lines.map((line, i) => (i === 0 ? line : line.replace('2026-10-04', '10/4/2026'))).join('\n');
    const { rounds, issues } = csvToRounds(us.replaceAll('Example Links', 'Pine Hollow'));
    expect(issues).toEqual([]);
    expect(rounds.map((r) => r.round.playedAt)).toEqual(['2026-10-04T12:00:00Z']);
    const refused = csvToRounds(us.replace('10/4/2026', '4.10.2026'));
    expect(refused.issues[0]?.message).toBe('"4.10.2026" is not a date (YYYY-MM-DD or MM/DD/YYYY)');
  });
});

describe('the CSV template (issue 20 import page)', () => {
  it('reads back as one 18-hole round with every column and no problem', () => {
    const { rounds, issues } = csvToRounds(csvTemplate('2026-05-02'));
    expect(issues).toEqual([]);
    expect(rounds).toHaveLength(1);
    const [only] = rounds;
    expect(only!.round.courseName).toBe('Example Links');
    expect(only!.round.holes.map((h) => h.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(only!.round.holes.reduce((s, h) => s + h.par, 0)).toBe(72);
    expect([only!.rating, only!.slope]).toEqual([71.2, 128]);
  });
  it("knows its example round, on any date, but not once a score is the player's own", () => {
    const example = (text: string) => isTemplateExample(csvToRounds(text).rounds[0]!);
    expect(example(csvTemplate())).toBe(true);
    expect(example(csvTemplate('2025-04-20'))).toBe(true);
    const lines = csvTemplate().split('\n');
    lines[5] = lines[5]!.replace(/^(([^,]*,){5})\d+/, '$17');
    expect(example(lines.join('\n'))).toBe(false);
    expect(example(csvTemplate().replaceAll('Example Links', 'Pine Hollow'))).toBe(false);
  });
});
