import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MapRound } from '@linksight/api-contract';
import { mapRound } from './map-round-fixtures';
import { ShotMapToolbar } from './shot-map-toolbar';

const round = mapRound(1, true);
const hole = round.holes[0]!;

const toolbar = (current: { round: MapRound; hole: typeof hole } | null) => (
  <ShotMapToolbar
    current={current}
    isLoading={current === null}
    mode="hole"
    showYards={false}
    roundsLabel="Showing All Rounds"
    onStep={vi.fn()}
    onMode={vi.fn()}
    onShowYards={vi.fn()}
    onRounds={vi.fn()}
  />
);

describe('ShotMapToolbar', () => {
  it('turns its controls on when the shots come, keeping the live hole info where it was', () => {
    const view = render(toolbar(null));
    const info = screen.getByTestId('shot-map-hole');
    expect(info.textContent).toBe('Loading the shots…');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);

    view.rerender(toolbar({ round, hole }));
    // The controls are mounted anew (issue 23), one of each; the aria-live region is the same element, so
    // a screen reader announces the hole.
    expect(screen.getAllByRole('button', { name: 'Previous' })).toHaveLength(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Hole View' }).disabled).toBe(false);
    expect(screen.getByTestId('shot-map-hole')).toBe(info);
    expect(info.textContent).toContain('Hole 1 · Par 4 · 400 yds');
  });
});
