import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportProblem } from '../utils/problem-list';
import { ImportProblems } from './import-problems';

const onRow = (row: number, field: string, message: string): ImportProblem => ({
  place: { kind: 'rows', rows: [row] },
  field,
  message,
});

describe('import problems table (issue 20)', () => {
  it("shows a bad date of a round's 18 rows as one line, after a problem on an earlier row", () => {
    const date = Array.from({ length: 18 }, (_, i) =>
      onRow(i + 20, 'date', '"2025-13-45" is not a date (YYYY-MM-DD)'),
    );
    render(
      <ImportProblems
        problems={[...date, onRow(14, 'score', 'hole 4: score 25 is above the allowed 1–20')]}
      />,
    );
    expect(screen.getByText('2 problems found')).toBeTruthy();
    const [, first, second] = within(screen.getByRole('table', { name: 'Problems' })).getAllByRole('row');
    expect(first!.textContent).toBe('Row 14scorehole 4: score 25 is above the allowed 1–20');
    expect(second!.textContent).toBe('Rows 20–37date"2025-13-45" is not a date (YYYY-MM-DD)');
  });
});
