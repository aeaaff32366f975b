import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResumeChart } from '@linksight/api-contract';
import { ResumeBarChart } from './resume-bar-chart';

const chart = (averageYards: number | null): ResumeChart => ({
  kind: 'lastTen',
  title: 'Last 10 Rounds',
  averageScore: 73,
  averageScoreToPar: 1,
  averageYards,
  includedTournaments: [],
  bars: [
    {
      label: 'R1',
      roundId: 1,
      playedAt: '2025-05-02T12:00:00Z',
      courseName: 'Example Links',
      score: 74,
      scoreToPar: 2,
    },
    {
      label: 'R2',
      roundId: 2,
      playedAt: '2025-05-09T12:00:00Z',
      courseName: 'Pine Valley',
      score: 72,
      scoreToPar: 0,
    },
  ],
});

const caption = (averageYards: number | null) =>
  render(<ResumeBarChart chart={chart(averageYards)} />).container.querySelector('figcaption span')!
    .textContent;

describe('ResumeBarChart (the resume page and its PDF)', () => {
  it('shows an average length none of whose rounds recorded one as "—", never "0 yds"', () => {
    expect(caption(null)).toBe('Avg 73.0 (+1.0) · —');
    expect(caption(6616)).toBe('Avg 73.0 (+1.0) · 6616 yds');
  });
});
