import { describe, expect, it } from 'vitest';
import { csvTemplate, csvToRounds, validateCourseIngest } from '@linksight/golf-core';
import type { CourseSummary } from '@linksight/api-contract';
import { coursesFor, isSendable, planImport, TEMPLATE_EXAMPLE_MESSAGE } from './import-plan';

const NOW = new Date('2025-08-01T00:00:00Z');
const HEADER = 'date,course,tee,hole,par,score,putts,fairway,gir,penalties';
const rows = (date: string, course: string, scores: (number | string)[]) =>
  scores.map((s, i) => `${date},${course},White,${i + 1},4,${s},2,hit,yes,0`);

const known: CourseSummary = {
  courseId: 7,
  name: 'Known Links',
  city: null,
  state: null,
  country: null,
  latitude: null,
  longitude: null,
  isPrivate: false,
  isOwn: false,
  externalId: null,
  distanceKm: null,
  tees: [{ name: 'White', rating: 70, slope: 120, par: 72 }],
};

describe('planImport for a CSV (issue 20)', () => {
  it('names a known course by id and makes a private course for an unknown one', async () => {
    const text = [
      HEADER,
      ...rows('2025-07-01', 'known links', [4, 4, 4, 4, 4, 4, 4, 4, 4]),
      ...rows('2025-07-02', 'New Club', [5, 4, 4, 4, 4, 4, 4, 4, 4]),
    ].join('\n');
    const plan = await planImport(
      { kind: 'csv', ...csvToRounds(text) },
      async (q) => (q.toLowerCase() === 'known links' ? [known] : []),
      NOW,
    );
    expect(plan.rounds.map((r) => [r.payload.courseId, r.payload.courseExternalId])).toEqual([
      [7, undefined],
      [undefined, 'csv:new club'],
    ]);
    expect(plan.courses).toMatchObject([
      { externalId: 'csv:new club', name: 'New Club', tees: [{ name: 'White', rating: 72, slope: 113 }] },
    ]);
    expect(plan.rounds.every(isSendable)).toBe(true);
    // The preview says where each course name goes before anything is written.
    expect(plan.courseMatches).toEqual([
      {
        name: 'known links',
        rounds: 1,
        kind: 'existing',
        courseName: 'Known Links',
        place: null,
        isOwn: false,
      },
      { name: 'New Club', rounds: 1, kind: 'new' },
    ]);
  });

  it("takes a nine-hole course's printed rating (35.5) as the 18-hole rating a course stores (71)", async () => {
    const nine = [4, 5, 3, 4, 4, 3, 4, 5, 4];
    const text = [
      `${HEADER},rating,slope`,
      ...nine.map((par, i) => `2025-07-02,Short Nine,White,${i + 1},${par},${par},2,hit,yes,0,35.5,118`),
    ].join('\n');
    const plan = await planImport({ kind: 'csv', ...csvToRounds(text) }, async () => [], NOW);
    expect(plan.courses).toMatchObject([{ tees: [{ name: 'White', rating: 71, slope: 118 }] }]);
    expect(plan.fileProblems).toEqual([]);
    expect(validateCourseIngest(plan.courses[0]).issues).toEqual([]);
  });

  it('lists a bad row by row and field and keeps the other rounds', async () => {
    const text = [
      HEADER,
      ...rows('2025-07-01', 'Known Links', [4, 4, 4, 4, 4, 4, 4, 4, 4]),
      ...rows('2025-07-02', 'Known Links', [4, 4, 4, 25, 4, 4, 4, 4, 4]),
    ].join('\n');
    const plan = await planImport({ kind: 'csv', ...csvToRounds(text) }, async () => [known], NOW);
    expect(plan.rounds.map(isSendable)).toEqual([true, false]);
    expect(plan.rounds[1]!.problems).toEqual([
      {
        place: { kind: 'rows', rows: [14] },
        field: 'score',
        message: 'hole 4: score 25 is above the allowed 1–20',
      },
    ]);
  });

  it('counts in its courses list only the rounds that will be sent, and leaves out a course with none', async () => {
    const text = [
      HEADER,
      ...rows('2025-07-01', 'Known Links', [4, 4, 4, 4, 4, 4, 4, 4, 4]),
      ...rows('2025-07-02', 'Known Links', [4, 4, 4, 25, 4, 4, 4, 4, 4]),
      ...rows('2025-07-03', 'New Club', [4, 4, 4, 4, 4, 4, 4, 4, 0]),
    ].join('\n');
    const plan = await planImport(
      { kind: 'csv', ...csvToRounds(text) },
      async (q) => (q === 'Known Links' ? [known] : []),
      NOW,
    );
    expect(plan.rounds.map(isSendable)).toEqual([true, false, false]);
    expect(plan.courseMatches).toMatchObject([{ name: 'Known Links', rounds: 1, kind: 'existing' }]);
  });

  it("lists a round's other problems beside an unreadable cell, so one upload shows all there is to fix", async () => {
    const round = rows('2025-07-02', 'Known Links', [4, 4, 4, 25, 4, 4, 4, 4, 4]);
    round[1] = round[1]!.replace(',hit,', ',sideways,');
    const plan = await planImport(
      { kind: 'csv', ...csvToRounds([HEADER, ...round].join('\n')) },
      async () => [known],
      NOW,
    );
    expect(plan.fileProblems).toMatchObject([{ place: { rows: [3] }, field: 'fairway' }]);
    expect(plan.rounds[0]!.problems).toMatchObject([{ place: { rows: [5] }, field: 'score' }]);
    expect(isSendable(plan.rounds[0]!)).toBe(false);
  });

  it("lists a blank course cell as its row's problem without looking up an empty course name", async () => {
    const round = rows('2025-07-02', 'Known Links', [4, 4, 4, 4, 4, 4, 4, 4, 4]);
    round[2] = round[2]!.replace(',Known Links,', ',,');
    const names: string[] = [];
    const plan = await planImport(
      { kind: 'csv', ...csvToRounds([HEADER, ...round].join('\n')) },
      async (name) => {
        if (name.trim() === '') throw new Error('Give part of a course name');
        names.push(name);
        return [known];
      },
      NOW,
    );
    expect(names).toEqual(['Known Links']);
    expect(plan.fileProblems).toMatchObject([{ place: { rows: [4] }, field: 'course' }]);
    // The row without a course is a round of its own, blocked by that problem; the file is still checked.
    expect(plan.rounds.map((r) => r.isBlocked ?? false)).toEqual([false, true]);
  });

  it('names a hole number problem by its column, hole', async () => {
    const round = rows('2025-07-02', 'Known Links', [4, 4, 4, 4, 4, 4, 4, 4, 4]);
    round[8] = round[8]!.replace(',White,9,', ',White,3,');
    const plan = await planImport(
      { kind: 'csv', ...csvToRounds([HEADER, ...round].join('\n')) },
      async () => [known],
      NOW,
    );
    expect(plan.rounds[0]!.problems.length).toBeGreaterThan(0);
    expect(plan.rounds[0]!.problems.map((p) => p.field)).toContain('hole');
    expect(plan.rounds[0]!.problems.map((p) => p.field)).not.toContain('number');
  });

  it("names a CSV round's problem by the file's column on the round's rows, not by the JSON field", async () => {
    const future = rows('2025-09-01', 'Known Links', [4, 4, 4, 4, 4, 4, 4, 4, 4]);
    const plan = await planImport(
      { kind: 'csv', ...csvToRounds([HEADER, ...future].join('\n')) },
      async () => [known],
      NOW,
    );
    expect(plan.rounds[0]!.problems).toEqual([
      {
        place: { kind: 'rows', rows: [2, 3, 4, 5, 6, 7, 8, 9, 10] },
        field: 'date',
        message: 'date is more than a day in the future',
      },
    ]);
  });

  it('lists an unreadable date once per row, without the same date again as the round field playedAt', async () => {
    const bad = rows('2025-13-45', 'Known Links', [4, 4, 4, 4, 4, 4, 4, 4, 4]);
    const plan = await planImport(
      { kind: 'csv', ...csvToRounds([HEADER, ...bad].join('\n')) },
      async () => [known],
      NOW,
    );
    expect(plan.fileProblems.map((p) => p.field)).toEqual(Array(9).fill('date'));
    expect(plan.rounds[0]!.problems).toEqual([]);
    expect(isSendable(plan.rounds[0]!)).toBe(false);
  });
});

describe("planImport of the CSV template's example round", () => {
  it('leaves the example out with a warning on its rows, and imports the rounds typed beside it', async () => {
    const text = `${csvTemplate('2025-07-01')}${rows('2025-07-02', 'Known Links', [4, 4, 4, 4, 4, 4, 4, 4, 4]).join('\n')}`;
    const names: string[] = [];
    const plan = await planImport(
      { kind: 'csv', ...csvToRounds(text) },
      async (name) => {
        names.push(name);
        return name === 'Known Links' ? [known] : [];
      },
      NOW,
    );
    expect(plan.rounds.map(isSendable)).toEqual([false, true]);
    expect(plan.rounds[0]!.problems).toEqual([
      {
        place: { kind: 'rows', rows: Array.from({ length: 18 }, (_, i) => i + 2) },
        field: '',
        message: TEMPLATE_EXAMPLE_MESSAGE,
      },
    ]);
    // Its made-up course is not looked up, nor made for the player.
    expect(names).toEqual(['Known Links']);
    expect(plan.courses).toEqual([]);
  });
});

describe('planImport of a course made from CSV rows', () => {
  const RATED = `${HEADER},rating,slope`;
  const rated = (date: string, tee: string, slope: number) =>
    [4, 4, 4, 4, 4, 4, 4, 4, 4].map(
      (s, i) => `${date},New Club,${tee},${i + 1},4,${s},2,hit,yes,0,36,${slope}`,
    );

  it("names a tee's bad slope by the rows and column it came from, and sends the course without that tee", async () => {
    const text = [RATED, ...rated('2025-07-01', 'Blue', 200), ...rated('2025-07-02', 'White', 120)].join(
      '\n',
    );
    const plan = await planImport({ kind: 'csv', ...csvToRounds(text) }, async () => [], NOW);
    expect(plan.rounds.map(isSendable)).toEqual([false, true]);
    expect(plan.rounds[0]!.problems).toEqual([
      {
        place: { kind: 'rows', rows: [2, 3, 4, 5, 6, 7, 8, 9, 10] },
        field: 'slope',
        message: 'tee Blue: slope 200 is above the allowed 55–155',
      },
    ]);
    expect(plan.courses).toMatchObject([{ name: 'New Club', tees: [{ name: 'White', slope: 120 }] }]);
    expect(coursesFor(plan.courses, plan.rounds.filter(isSendable))).toHaveLength(1);
  });

  it('does not create a course none of whose rounds can be imported', async () => {
    const text = [RATED, ...rated('2025-07-01', 'Blue', 200)].join('\n');
    const plan = await planImport({ kind: 'csv', ...csvToRounds(text) }, async () => [], NOW);
    expect(plan.rounds.map(isSendable)).toEqual([false]);
    expect(plan.courses).toEqual([]);
  });

  it('sends only the courses that the rounds being sent name', async () => {
    const text = [HEADER, ...rows('2025-07-01', 'New Club', [4, 4, 4, 25, 4, 4, 4, 4, 4])].join('\n');
    const plan = await planImport({ kind: 'csv', ...csvToRounds(text) }, async () => [], NOW);
    expect(plan.courses).toHaveLength(1);
    expect(coursesFor(plan.courses, plan.rounds.filter(isSendable))).toEqual([]);
  });
});

describe('planImport of a round with an unreadable cell on a course with a problem', () => {
  it('lists the cell once and the course problem beside it', async () => {
    const text = [
      `${HEADER},rating,slope`,
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `2026-13-01,New Club,Blue,${n},4,4,2,hit,yes,0,36,200`),
    ].join('\n');
    const plan = await planImport({ kind: 'csv', ...csvToRounds(text) }, async () => [], NOW);
    expect(plan.rounds[0]!.problems.map((p) => p.field)).toEqual(['slope']);
    expect(plan.fileProblems.every((p) => p.field === 'date')).toBe(true);
  });
});
