import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ScheduleResults } from '@linksight/api-contract';
import { BEST_METRICS_NOTE, BestMetrics, ResultRoundsTable } from './results-tables';

const NONE: ScheduleResults['bestMetrics'] = {
  recordCount: 0,
  score: null,
  scoreToPar: null,
  yards: null,
  fir: null,
  gir: null,
  upDown: null,
  putts: null,
  onePutts: null,
  firstPuttDist: null,
  birdieOrBetter: null,
  doubleOverOrHigher: null,
};

describe('BestMetrics', () => {
  it('says there is nothing to average when no round is listed, instead of ten bare dashes', () => {
    render(<BestMetrics metrics={NONE} highlighted={[]} />);
    expect(screen.getByText(BEST_METRICS_NOTE.none)).toBeTruthy();
    expect(screen.queryByText(BEST_METRICS_NOTE.averages)).toBeNull();
  });

  it('shows yards and first-putt distance the rounds never recorded (a CSV import) as "—"', () => {
    render(<BestMetrics metrics={{ ...NONE, recordCount: 1, score: 74.3, putts: 31 }} highlighted={[]} />);
    const card = (statName: string) =>
      screen.getByText(statName).parentElement!.firstElementChild!.textContent;
    expect(card('Yards')).toBe('—');
    expect(card('First Putt Distance')).toBe('—');
    expect(card('Putts')).toBe('31.0');
  });

  it('says what the figures average when rounds are listed', () => {
    render(<BestMetrics metrics={{ ...NONE, recordCount: 3, score: 74.3 }} highlighted={[]} />);
    expect(screen.getByText('74.3')).toBeTruthy();
    expect(screen.getByText(BEST_METRICS_NOTE.averages)).toBeTruthy();
  });
});

type Round = ScheduleResults['rounds'][number];
const featured = (roundId: number, day: number): Round =>
  ({
    roundId,
    playedAt: `2026-09-${String(day).padStart(2, '0')}T15:00:00.000Z`,
    courseName: 'Pine Valley',
    tournamentName: null,
    tournamentUrl: null,
    holeCount: 18,
    yards: 6400,
    score: 74,
    scoreToPar: 2,
    isFeatured: true,
  }) as Round;

/** The Featured view: unfeaturing a round takes its row out of the list. */
function FeaturedRounds() {
  const [rounds, setRounds] = useState([featured(1, 14), featured(2, 10), featured(3, 3)]);
  return (
    <ResultRoundsTable
      rounds={rounds}
      onToggleFeatured={(roundId) => setRounds((all) => all.filter((r) => r.roundId !== roundId))}
    />
  );
}

describe('ResultRoundsTable', () => {
  it('keeps the keyboard focus in the table when an unfeatured round leaves it', async () => {
    const user = userEvent.setup();
    render(<FeaturedRounds />);
    screen.getByRole('button', { name: 'Unfeature round of 09/10/2026' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Unfeature round of 09/10/2026' })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Unfeature round of 09/03/2026' }),
    );
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Unfeature round of 09/14/2026' }),
    );
  });
});
