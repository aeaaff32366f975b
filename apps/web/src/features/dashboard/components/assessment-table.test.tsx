import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OverviewData } from '@linksight/golf-core';
import type { DashboardOverview } from '../utils/overview-model';
import { AssessmentTable } from './assessment-table';

const data: OverviewData = {
  byCategory: [],
  byView: { Scorecard: 40, Score: 20, Drive: 75, Approach: null, Save: null, Putt: null },
  stats: [],
  strengths: [],
  weaknesses: [],
};

const overview = (state: DashboardOverview['state']): DashboardOverview => ({
  key: 'Last 6 Rounds',
  filterName: 'Last 6 Rounds',
  details: 'Recent Performance',
  color: '#0072b2',
  isHidden: false,
  state,
  data: state === 'loaded' ? data : null,
  error: null,
  golfRoundIds: [1, 2],
});

const table = (o: DashboardOverview) => (
  <AssessmentTable
    overviews={[o]}
    category="Scorecard"
    standardLabel={null}
    onToggle={vi.fn()}
    onToggleAll={vi.fn()}
    onViewShots={vi.fn()}
  />
);

describe('AssessmentTable (issue 23: a row is replaced whole when its figures come)', () => {
  it('shows one busy placeholder across a loading row, then a new row with a cell per column', () => {
    const view = render(table(overview('loading')));
    const loadingRow = screen.getByTestId('assessment-row');
    const busy = within(loadingRow).getAllByRole('cell');
    expect(busy).toHaveLength(1);
    expect(busy[0]!.getAttribute('aria-busy')).toBe('true');

    view.rerender(table(overview('loaded')));
    const loadedRow = screen.getByTestId('assessment-row');
    // Built anew off the page and inserted once, not patched cell by cell in place.
    expect(loadedRow).not.toBe(loadingRow);
    expect(loadingRow.isConnected).toBe(false);
    const cells = within(loadedRow).getAllByRole('cell');
    expect(cells.length).toBeGreaterThan(1);
    expect(cells.some((c) => c.textContent === '40%')).toBe(true);
    expect(loadedRow.querySelector('[aria-busy]')).toBeNull();
  });

  it('keeps a loaded row when only its hidden state changes (the eye button keeps the focus)', () => {
    const view = render(table(overview('loaded')));
    const row = screen.getByTestId('assessment-row');
    view.rerender(table({ ...overview('loaded'), isHidden: true }));
    expect(screen.getByTestId('assessment-row')).toBe(row);
  });

  it('offers View shots only where the visitor may see the shots (My Rounds open, spec 2 §4)', () => {
    const view = render(table(overview('loaded')));
    expect(screen.getByRole('button', { name: 'View shots for Last 6 Rounds' })).toBeTruthy();
    view.rerender(
      <AssessmentTable
        overviews={[overview('loaded')]}
        category="Scorecard"
        standardLabel={null}
        onToggle={vi.fn()}
        onToggleAll={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'View shots for Last 6 Rounds' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide Last 6 Rounds' })).toBeTruthy();
  });
});
