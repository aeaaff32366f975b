import { describe, expect, it } from 'vitest';
import type { HandicapScore } from '../handicap/player-index';
import { bestTenTournamentIds, featuredViewMore, FEATURED_PAGE_SIZE } from './featured-tournaments';
import {
  canViewLessNews,
  canViewMoreNews,
  initialNewsCount,
  isPortrait,
  newsLinkView,
  newsViewLess,
  newsViewMore,
} from './news';
import {
  handicapTrend,
  scoringAverage,
  standardForHandicap,
  strokesGainedVsStandard,
  type ScoredRound,
} from './summary';
import { upcomingCounts, upcomingStatusText } from '../schedule/statuses';

describe('upcoming events (spec 3 §4 statuses)', () => {
  it('counts confirmed (1, 3, 4) and considering (2, 6, 5)', () => {
    expect(upcomingCounts([1, 2, 3, 4, 5, 6, 1])).toEqual({ confirmed: 4, considering: 3 });
    expect(upcomingCounts([])).toEqual({ confirmed: 0, considering: 0 });
  });
  it('gives the row status text In Field or Considering', () => {
    expect([1, 3, 4].map((s) => upcomingStatusText(s as 1 | 3 | 4))).toEqual([
      'In Field',
      'In Field',
      'In Field',
    ]);
    expect([2, 5, 6].map((s) => upcomingStatusText(s as 2 | 5 | 6))).toEqual([
      'Considering',
      'Considering',
      'Considering',
    ]);
  });
});

describe('featured tournaments (spec 3 §9)', () => {
  const card = (tournamentId: number, averageToPar: number | null, day = 10) => ({
    tournamentId,
    averageToPar,
    startDate: `2025-01-${String(day).padStart(2, '0')}`,
  });
  it('tags nobody with 10 cards or fewer', () => {
    expect(bestTenTournamentIds(Array.from({ length: 10 }, (_, i) => card(i + 1, i))).size).toBe(0);
  });
  it('tags the 10 lowest averages to par with more than 10 cards, newer first on ties', () => {
    const cards = [
      ...Array.from({ length: 10 }, (_, i) => card(i + 1, i)),
      card(11, 9, 20),
      card(12, null),
      card(13, 12),
    ];
    const tagged = bestTenTournamentIds(cards);
    expect(tagged.size).toBe(10);
    // 10 (avg 9, Jan 10) and 11 (avg 9, Jan 20) tie for the tenth place: the newer one wins.
    expect(tagged.has(11)).toBe(true);
    expect(tagged.has(10)).toBe(false);
    expect(tagged.has(12)).toBe(false);
    expect(tagged.has(13)).toBe(false);
  });
  it('shows 8 more per View More, never past the total', () => {
    expect(featuredViewMore(FEATURED_PAGE_SIZE, 20)).toBe(16);
    expect(featuredViewMore(16, 20)).toBe(20);
  });
});

describe('news list (spec 3 §4, §9)', () => {
  it('starts with 4, or 3 under 1050 px', () => {
    expect(initialNewsCount(1440)).toBe(4);
    expect(initialNewsCount(1050)).toBe(4);
    expect(initialNewsCount(1049)).toBe(3);
    expect(initialNewsCount(375)).toBe(3);
  });
  it('adds 4 up to the total and removes 4 down to 4', () => {
    expect(newsViewMore(4, 10)).toBe(8);
    expect(newsViewMore(8, 10)).toBe(10);
    expect(newsViewMore(3, 5)).toBe(5);
    expect(newsViewLess(10)).toBe(6);
    expect(newsViewLess(6)).toBe(4);
    expect(newsViewLess(5)).toBe(4);
  });
  it('offers View More while items are hidden and View Less above 4', () => {
    expect(canViewMoreNews(4, 5)).toBe(true);
    expect(canViewMoreNews(5, 5)).toBe(false);
    expect(canViewLessNews(4)).toBe(false);
    expect(canViewLessNews(5)).toBe(true);
  });
  it('embeds a link whose label holds a video address, anchors the rest', () => {
    expect(newsLinkView({ label: 'https://youtu.be/dQw4w9WgXcQ', url: 'https://example.com' })).toEqual({
      kind: 'video',
      videoId: 'dQw4w9WgXcQ',
      label: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(
      newsLinkView({ label: 'Highlights https://www.youtube.com/shorts/abcdefghijk', url: 'x' }).kind,
    ).toBe('video');
    expect(newsLinkView({ label: 'Results', url: 'https://results.example/1' })).toEqual({
      kind: 'anchor',
      label: 'Results',
      url: 'https://results.example/1',
    });
  });
  it('calls an image portrait when it is taller than wide', () => {
    expect(isPortrait({ width: 600, height: 900 })).toBe(true);
    expect(isPortrait({ width: 900, height: 600 })).toBe(false);
    expect(isPortrait({ width: 500, height: 500 })).toBe(false);
  });
});

describe('summary figures', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const round = (playedAt: string, score: number | null, extra: Partial<ScoredRound> = {}): ScoredRound => ({
    playedAt,
    holeCount: 18,
    isCompleted: true,
    score,
    par: 72,
    ...extra,
  });
  it('averages completed 18-hole rounds of the last 12 months', () => {
    const result = scoringAverage(
      [
        round('2025-05-01T10:00:00Z', 74),
        round('2025-01-01T10:00:00Z', 77),
        round('2024-07-01T10:00:00Z', 72),
        round('2024-05-31T10:00:00Z', 60), // more than 12 months ago
        round('2025-05-02T10:00:00Z', 36, { holeCount: 9, par: 36 }),
        round('2025-05-03T10:00:00Z', 90, { isCompleted: false }),
        round('2025-05-04T10:00:00Z', null),
      ],
      now,
    );
    // (74 + 77 + 72) / 3 = 74.33 → 74.3; to par (2 + 5 + 0) / 3 = 2.33 → 2.3.
    expect(result).toEqual({ average: 74.3, averageToPar: 2.3, rounds: 3 });
    expect(scoringAverage([], now)).toEqual({ average: null, averageToPar: null, rounds: 0 });
  });
  it('gives strokes gained per round against the standard by category', () => {
    const rows = strokesGainedVsStandard(
      {
        'sg-off-the-tee': -1.2,
        'sg-approach': -2.5,
        'sg-around-the-green': -0.4,
        'sg-putting': null,
        'sg-total': -4.1,
      },
      {
        'sg-off-the-tee': -1.0,
        'sg-approach': -3.0,
        'sg-around-the-green': -0.4,
        'sg-putting': -0.9,
        'sg-total': -5.3,
      },
    );
    expect(rows.map((r) => [r.key, r.gained])).toEqual([
      ['offTheTee', -0.2],
      ['approach', 0.5],
      ['aroundTheGreen', 0],
      ['putting', null],
      ['total', 1.2],
    ]);
  });
  it('draws the index trend from the index standing a year ago', () => {
    const score = (playedAt: string, indexAfter: number | null): HandicapScore => ({
      roundIds: [1],
      playedAt,
      adjustedGrossScore: 80,
      differential: 8,
      indexAfter,
    });
    const trend = handicapTrend(
      [
        score('2024-01-01T00:00:00Z', null),
        score('2024-03-01T00:00:00Z', 9.1),
        score('2024-05-01T00:00:00Z', 8.8),
        score('2024-09-01T00:00:00Z', 8.0),
        score('2025-04-01T00:00:00Z', 6.5),
      ],
      now,
    );
    expect(trend.points).toEqual([
      { date: '2024-06-01T12:00:00.000Z', index: 8.8 },
      { date: '2024-09-01T00:00:00Z', index: 8.0 },
      { date: '2025-04-01T00:00:00Z', index: 6.5 },
    ]);
    expect(trend.change).toBe(-2.3);
    expect(handicapTrend([], now)).toEqual({ points: [], change: null });
  });
  it('picks the benchmark nearest the index, never a college level', () => {
    expect(standardForHandicap(null)).toBe('scratch');
    expect(standardForHandicap(-5)).toBe('pga-tour');
    expect(standardForHandicap(-3.9)).toBe('plus-4');
    expect(standardForHandicap(-1.5)).toBe('scratch');
    expect(standardForHandicap(1.2)).toBe('scratch');
    expect(standardForHandicap(3)).toBe('hcp-5');
    expect(standardForHandicap(12.6)).toBe('hcp-15');
    expect(standardForHandicap(40)).toBe('hcp-25');
  });
});
