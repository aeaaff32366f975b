import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { groupScorecard, type HoleFeatures, type ScorecardRound } from '@linksight/golf-core';
import { Scorecard } from './scorecard';

const holeRow = (n: number, score: number | null, par: 3 | 4 | 5, isExcluded = false) =>
  ({
    roundId: 1,
    roundHoleNumber: n,
    courseHoleNumber: n,
    par,
    score,
    scoreVsPar: score === null ? null : score - par,
    isExcluded,
    puttCount: 2,
  }) as HoleFeatures;

const round: ScorecardRound = {
  id: 1,
  playedAt: '2026-05-03T15:00:00.000Z',
  label: 'Pine Valley',
  courseId: 1,
  courseName: 'Pine Valley',
  tournamentId: null,
  tournamentName: null,
  holes: [holeRow(1, 5, 4), holeRow(2, 2, 3), holeRow(3, 4, 4), holeRow(4, 9, 5, true)],
};

describe('Scorecard', () => {
  it('draws over par as a box, under par as a circle, excluded holes blank, and totals OUT/TOTAL', async () => {
    const onSelect = vi.fn();
    render(<Scorecard groups={groupScorecard([round], 'By Round')} onSelect={onSelect} />);
    const table = screen.getByRole('table', { name: 'Scorecard' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Hole', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'OUT', 'TOTAL']);

    const row = table.querySelector('[data-round-id="1"]')!;
    const cell = (column: string) => row.querySelector(`[data-column="${column}"]`)!;
    expect(cell('1').querySelector('[data-shape]')?.getAttribute('data-shape')).toBe('box');
    expect(cell('2').querySelector('[data-shape]')?.getAttribute('data-shape')).toBe('circle');
    expect(cell('3').querySelector('[data-shape]')?.getAttribute('data-shape')).toBe('plain');
    expect(cell('4').textContent).toBe('');
    expect(cell('OUT').textContent).toBe('11');
    expect(cell('TOTAL').textContent).toBe('11');
    expect(row.textContent).toContain('May 3, 2026');

    await userEvent.click(within(cell('2') as HTMLElement).getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith({ roundId: 1, courseHoleNumber: 2 });
  });

  it('reaches hole headers and score cells by keyboard: Enter and Space select like a click (issue 23)', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Scorecard groups={groupScorecard([round], 'By Round')} onSelect={onSelect} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hole 1' }));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({ roundId: 1, courseHoleNumber: 2 });
    screen.getByRole('button', { name: 'Pine Valley, hole 3: 4' }).focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith({ roundId: 1, courseHoleNumber: 3 });
  });

  it('draws no buttons when nothing can be selected', () => {
    render(<Scorecard groups={groupScorecard([round], 'By Round')} />);
    expect(screen.queryByRole('button', { name: 'Hole 1' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '1' })).toBeTruthy();
  });
});
