import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResumeData } from '@linksight/api-contract';
import { ResumeChartsPage } from './resume-charts-page';

/** A charts page with no bar chart drawn (too few rounds in the range) and the Handicap block asked for. */
const data = (handicap: ResumeData['handicap']): ResumeData =>
  ({
    playerName: 'Jamie Rivera',
    barChartsDateRangeLabel: 'Last 24 Months',
    bestTenRoundsChart: null,
    bestTenConsecutiveRoundsChart: null,
    lastTenRoundsChart: null,
    priorTenRoundsChart: null,
    barChartsTournaments: [],
    featuredTournaments: [],
    handicap,
  }) as unknown as ResumeData;

describe('ResumeChartsPage', () => {
  it('says how many rounds strokes gained needs, without a count beside "not enough"', () => {
    render(
      <ResumeChartsPage
        data={data({ index: 2.5, scoresUsed: 3, strokesGainedRounds: 3, strokesGained: [] })}
      />,
    );
    expect(screen.getByText('Strokes gained per round vs scratch')).toBeTruthy();
    expect(
      screen.getByText(
        /Too few rounds: strokes gained need 5 completed 18-hole rounds tracked shot by shot in this date range; there are 3\./,
      ),
    ).toBeTruthy();
    // The Handicap block is a chart the player chose: the page does not also say none was.
    expect(screen.queryByText('No charts selected.')).toBeNull();
  });

  it('says no charts were selected when nothing is drawn', () => {
    render(<ResumeChartsPage data={data(null)} />);
    expect(screen.getByText('No charts selected.')).toBeTruthy();
  });
});
