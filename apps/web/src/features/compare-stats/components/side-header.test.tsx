import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompareSide } from '@linksight/api-contract';
import { NINE_HOLE_NOTE } from '../../../components/ui/nine-hole-note';
import { SideHeader } from './side-header';

const side = (holeCount: 9 | 18) =>
  ({
    ok: true,
    player: { accountId: 1, playerName: 'Wes Haugen' },
    label: 'Last 12 Months',
    selections: { holeCount },
    roundCount: 19,
    rounds: [],
    figures: {},
  }) as unknown as CompareSide;

describe('SideHeader', () => {
  it('says a side of 9-hole rounds is shown per 18 holes, on screen and so in the PDF', () => {
    render(<SideHeader side="left" data={side(9)} fallbackName="" />);
    expect(screen.getByTestId('left-summary').textContent).toBe('Last 12 Months · 19 rounds of 9 holes');
    expect(screen.getByTestId('left-nine-hole-note').textContent).toBe(NINE_HOLE_NOTE);
  });

  it('adds nothing to a side of 18-hole rounds', () => {
    render(<SideHeader side="right" data={side(18)} fallbackName="" />);
    expect(screen.getByTestId('right-summary').textContent).toBe('Last 12 Months · 19 rounds');
    expect(screen.queryByTestId('right-nine-hole-note')).toBeNull();
  });
});
