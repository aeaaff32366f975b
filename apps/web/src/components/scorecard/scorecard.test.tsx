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
    const table = screen.getByRole('grid', { name: 'Scorecard' });
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

  it('is one Tab stop whose arrows move between headers and cells; Enter and Space select (issue 23)', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const second = {
      ...round,
      id: 2,
      label: 'Oak Hill',
      holes: round.holes.map((h) => ({ ...h, roundId: 2 })),
    };
    render(
      <>
        <Scorecard groups={groupScorecard([round, second], 'Tournament')} onSelect={onSelect} />
        <button type="button">After</button>
      </>,
    );
    expect(screen.getByRole('grid', { name: 'Scorecard' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hole 1' }));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hole 2' }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ courseHoleNumber: 2 }));
    // Down passes the Par row; Down again reaches the next round; Up comes back.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^(Pine Valley|Oak Hill), hole 2:/);
    const firstRow = document.activeElement?.getAttribute('aria-label');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).not.toBe(firstRow);
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/, hole 2:/);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(firstRow);
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ courseHoleNumber: 2 }));
    // Home is the round's name, End its TOTAL; Ctrl+Home the first hole's header.
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toMatch(/May 3, 2026/);
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/, TOTAL: 11$/);
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hole 1' }));
    // Tab leaves the scorecard; Shift+Tab comes back to the cell last focused.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hole 3' }));
  });

  it('starts the Tab stop on the selected cell', async () => {
    const user = userEvent.setup();
    render(
      <Scorecard
        groups={groupScorecard([round], 'By Round')}
        onSelect={() => undefined}
        selected={{ roundId: 1, courseHoleNumber: 3 }}
      />,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pine Valley, hole 3: 4' }));
  });

  it('draws no buttons when nothing can be selected', () => {
    render(<Scorecard groups={groupScorecard([round], 'By Round')} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('table', { name: 'Scorecard' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '1' })).toBeTruthy();
  });
});
