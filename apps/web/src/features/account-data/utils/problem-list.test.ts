import { describe, expect, it } from 'vitest';
import { arrangeProblems, describePlace, type ImportProblem } from './problem-list';

const onRow = (row: number, field: string, message: string): ImportProblem => ({
  place: { kind: 'rows', rows: [row] },
  field,
  message,
});

describe('the problem list of an import (issue 20)', () => {
  it('shows a problem repeated on every row of a round once, with its rows as a range', () => {
    const perRow = Array.from({ length: 18 }, (_, i) =>
      onRow(i + 2, 'date', '"2025-13-45" is not a date (YYYY-MM-DD)'),
    );
    const lines = arrangeProblems(perRow);
    expect(lines).toHaveLength(1);
    expect(describePlace(lines[0]!.place)).toBe('Rows 2–19');
  });

  it('keeps problems that differ in column or message apart', () => {
    const lines = arrangeProblems([
      onRow(2, 'score', '"x" is not a number'),
      onRow(3, 'score', '"y" is not a number'),
      onRow(3, 'putts', '"x" is not a number'),
    ]);
    expect(lines).toHaveLength(3);
  });

  it('lists problems by row, then by column in the order of the file', () => {
    const lines = arrangeProblems([
      onRow(14, 'score', 'hole 4: score 25 is above the allowed 1–20'),
      onRow(3, 'gir', '"maybe" is not yes, no or blank'),
      onRow(3, 'date', '"2025-02-30" is not a date (YYYY-MM-DD)'),
      { place: { kind: 'rows', rows: [20, 21] }, field: 'tee', message: 'tee is required' },
      onRow(5, 'putts', 'hole 4: putts (6) cannot exceed the score (5)'),
    ]);
    expect(lines.map((p) => `${describePlace(p.place)} ${p.field}`)).toEqual([
      'Row 3 date',
      'Row 3 gir',
      'Row 5 putts',
      'Row 14 score',
      'Rows 20–21 tee',
    ]);
  });

  it("lists a JSON file's courses before its rounds, by number, and a problem found twice once", () => {
    const course = {
      place: { kind: 'course', number: 1 },
      field: 'tees[0].slope',
      message: 'tee White: slope 200 is above the allowed 55–155',
    } as const;
    const lines = arrangeProblems([
      { place: { kind: 'round', number: 3 }, field: 'playedAt', message: 'playedAt is before 1900' },
      { place: { kind: 'round', number: 1 }, field: 'holes[0].score', message: 'hole 1: score is required' },
      course,
      // The server's dry run finds the course's problem again.
      course,
    ]);
    expect(lines.map((p) => describePlace(p.place))).toEqual(['Course 1', 'Round 1', 'Round 3']);
  });

  it('names rows apart, in ranges, and a long list by its first ranges', () => {
    expect(describePlace({ kind: 'rows', rows: [14] })).toBe('Row 14');
    expect(describePlace({ kind: 'rows', rows: [3, 5, 6, 7, 9] })).toBe('Rows 3, 5–7, 9');
    expect(describePlace({ kind: 'rows', rows: [2, 4, 6, 8, 10, 11, 12] })).toBe(
      'Rows 2, 4, 6, 8 and 3 more',
    );
  });
});
