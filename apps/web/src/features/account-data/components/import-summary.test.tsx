import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportSummary } from './import-summary';

const counts = { imported: 0, duplicates: 1, failed: 2 };

describe('import summary (issue 20)', () => {
  it('says before an import what will happen, not that rounds failed', () => {
    render(<ImportSummary counts={counts} isDone={false} ready={3} />);
    const summary = screen.getByLabelText('Check summary');
    expect(summary.textContent).toBe('Ready to import3Duplicates to skip1Cannot be imported2');
    expect(summary.textContent).not.toMatch(/Failed|Skipped/);
  });

  it('says after an import what happened', () => {
    render(<ImportSummary counts={{ ...counts, imported: 3 }} isDone />);
    expect(screen.getByLabelText('Import summary').textContent).toBe(
      'Imported3Skipped as duplicates1Not imported2',
    );
  });
});
