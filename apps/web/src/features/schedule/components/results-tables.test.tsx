import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduleResults } from '@linksight/api-contract';
import { BEST_METRICS_NOTE, BestMetrics } from './results-tables';

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
