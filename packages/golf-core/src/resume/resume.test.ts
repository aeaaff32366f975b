import { describe, expect, it } from 'vitest';
import type { ChartRound } from '../charts/round-charts';
import { buildResumeCharts, resumeChartAvailability, resumeFeaturedTournaments } from './charts';
import { selectedResumeItems } from './cover';
import {
  applyResumeRules,
  chartWishesOf,
  defaultResumeSettings,
  updateChartWishes,
  withChartWishes,
  setOption,
  selectAllOptions,
  type ResumeAvailability,
  type ResumeSettings,
  type ResumeSources,
} from './settings';

// Twelve par-72 rounds, one a month in 2025 (R1 oldest). Rounds 5–6 are tournament 1, rounds 11–12 tournament 2.
const SCORES = [81, 75, 78, 72, 74, 90, 71, 76, 77, 73, 85, 70];
const ROUNDS: ChartRound[] = SCORES.map((score, i) => ({
  id: i + 1,
  playedAt: `2025-${String(i + 1).padStart(2, '0')}-15T15:00:00.000Z`,
  score,
  par: 72,
  yards: 6400 + i * 10,
  courseName: 'Pebble',
  tournamentId: i === 4 || i === 5 ? 1 : i >= 10 ? 2 : null,
  tournamentName: i === 4 || i === 5 ? 'Spring Open' : i >= 10 ? 'Fall Classic' : null,
  underParCount: score < 72 ? 3 : 1,
}));

const ALL: ResumeAvailability = {
  personalInformation: {
    picture: true,
    aboutMe: true,
    height: true,
    weight: false,
    ncaa: true,
    ghin: false,
    websiteLink: true,
    customLogo: false,
  },
  schoolInformation: {
    highSchoolName: true,
    highSchoolGraduationDate: true,
    highSchoolGPA: true,
    collegeName: false,
    collegeStartDate: false,
    collegeGraduationDate: false,
    collegeGPA: false,
  },
  charts: {
    bestRoundsChart: true,
    bestConsecutiveRoundsChart: true,
    lastRoundsChart: true,
    priorRoundsChart: true,
  },
};
const SOURCES: ResumeSources = {
  newsfeedItems: [
    { id: 7, name: 'Signed with State', hasNotes: false },
    { id: 8, name: 'Won the Open', hasNotes: false },
  ],
  pastRounds: [{ id: 3, name: 'Pebble 78', hasNotes: true }],
  pastTournaments: [],
  upcomingEvents: [{ id: 40, name: 'Junior Am', hasNotes: false }],
};
const NOW = new Date('2026-01-10T12:00:00Z');

function page(over: Partial<ResumeSettings['performanceChartsPage']> = {}) {
  return { ...defaultResumeSettings(1, ALL, SOURCES, NOW).performanceChartsPage, ...over };
}
const ALL_TIME = { start: null, end: null, label: 'All Time' };

describe('resume charts (spec 2 §3, §4, §9)', () => {
  it('builds the four charts with one-decimal averages and R1… labels', () => {
    const { charts } = buildResumeCharts(
      ROUNDS,
      page({
        barChartsDateRange: ALL_TIME,
        lastRoundsChart: true,
        priorRoundsChart: true,
      }),
    );
    // best ten leaves out 90 and 85: 747 / 10
    expect(charts.bestRoundsChart?.averageScore).toBe(74.7);
    expect(charts.bestRoundsChart?.bars.map((b) => b.label)).toEqual([
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
      'R6',
      'R7',
      'R8',
      'R9',
      'R10',
    ]);
    // consecutive: rounds 3–12 total 766 beat rounds 1–10 (767) and 2–11 (771)
    expect(charts.bestConsecutiveRoundsChart?.rounds.map((r) => r.id)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(charts.bestConsecutiveRoundsChart?.averageScore).toBe(76.6);
    expect(charts.lastRoundsChart?.averageScore).toBe(76.6);
    // prior ten: the two before the last ten, 81 and 75
    expect(charts.priorRoundsChart?.averageScore).toBe(78);
    expect(charts.priorRoundsChart?.averageScoreToPar).toBe(6);
    expect(charts.priorRoundsChart?.averageYards).toBe(6405);
  });

  it('leaves unselected charts out, and every chart when the page is off', () => {
    const { charts } = buildResumeCharts(ROUNDS, page({ barChartsDateRange: ALL_TIME }));
    expect(charts.lastRoundsChart).toBeNull();
    expect(charts.bestRoundsChart).not.toBeNull();
    const off = buildResumeCharts(ROUNDS, page({ barChartsDateRange: ALL_TIME, isSelected: false }));
    expect(Object.values(off.charts).every((c) => c === null)).toBe(true);
  });

  it('draws from the bar-chart date range only (by calendar day, both ends included)', () => {
    const range = { start: '2025-03-15', end: '2025-12-15', label: 'Custom' };
    const { charts } = buildResumeCharts(ROUNDS, page({ barChartsDateRange: range, lastRoundsChart: true }));
    // rounds 3–12: exactly ten, 766 / 10; too few for ten consecutive out of eleven
    expect(charts.bestRoundsChart?.averageScore).toBe(76.6);
    expect(charts.bestConsecutiveRoundsChart).toBeNull();
    expect(resumeChartAvailability(ROUNDS, range)).toEqual({
      bestRoundsChart: true,
      bestConsecutiveRoundsChart: false,
      lastRoundsChart: true,
      priorRoundsChart: false,
    });
  });

  it('merges a tournament across charts: each round once, totals recomputed', () => {
    const bestOnly = buildResumeCharts(
      ROUNDS,
      page({ barChartsDateRange: ALL_TIME, bestConsecutiveRoundsChart: false }),
    );
    // best ten has round 5 (74) of the Spring Open and round 12 (70) of the Fall Classic only
    expect(bestOnly.tournaments.map((t) => [t.tournamentId, t.totalScore])).toEqual([
      [2, 70],
      [1, 74],
    ]);
    const merged = buildResumeCharts(ROUNDS, page({ barChartsDateRange: ALL_TIME, lastRoundsChart: true }));
    const spring = merged.tournaments.find((t) => t.tournamentId === 1)!;
    expect(spring.rounds.map((r) => r.id)).toEqual([5, 6]);
    expect([spring.totalScore, spring.averageScore, spring.bestRoundScore, spring.bestRoundToPar]).toEqual([
      164, 82, 74, 2,
    ]);
    const fall = merged.tournaments.find((t) => t.tournamentId === 2)!;
    expect([fall.totalScore, fall.averageScore, fall.totalToPar, fall.bestRoundToPar]).toEqual([
      155, 77.5, 11, -2,
    ]);
  });
});

describe('featured tournaments (spec 2 §4)', () => {
  const entries = [
    { tournamentId: 1, dateStarted: '2024-05-01', notes: 'T3 finish' },
    { tournamentId: 2, dateStarted: '2025-06-30', notes: null },
    { tournamentId: 3, dateStarted: '2025-07-01', notes: 'Won' },
  ];
  const range = { start: '2025-01-01', end: '2025-06-30', label: 'Custom' };
  it('keeps the range, drops notes unless shown, none unless favourites are on', () => {
    const base = { isSelected: true, includedTournamentsDateRange: range, showAllFavoriteTournaments: true };
    expect(resumeFeaturedTournaments(entries, { ...base, showTournamentNotes: false })).toEqual([
      { tournamentId: 2, dateStarted: '2025-06-30', notes: null },
    ]);
    const all = { ...base, includedTournamentsDateRange: ALL_TIME, showTournamentNotes: true };
    expect(resumeFeaturedTournaments(entries, all).map((e) => e.notes)).toEqual(['T3 finish', null, 'Won']);
    expect(
      resumeFeaturedTournaments(entries, { ...all, showTournamentNotes: false }).map((e) => e.notes),
    ).toEqual([null, null, null]);
    expect(resumeFeaturedTournaments(entries, { ...all, showAllFavoriteTournaments: false })).toEqual([]);
  });
});

describe('settings rules (spec 2 §4)', () => {
  const defaults = defaultResumeSettings(1, ALL, SOURCES, NOW);
  it('has the spec defaults, with missing data off', () => {
    expect(defaults.coverPage.personalInformation).toEqual({
      picture: true,
      aboutMe: true,
      ncaa: true,
      ghin: false, // missing: off
      websiteLink: true,
      height: false,
      weight: false,
      customLogo: false,
    });
    expect(Object.values(defaults.coverPage.schoolInformation).some(Boolean)).toBe(false);
    expect(defaults.coverPage.newsfeedItems.isSelected).toBe(true);
    expect(defaults.coverPage.upcomingEvents.options[0]?.isSelected).toBe(true);
    expect(defaults.coverPage.pastRounds.isSelected).toBe(false);
    expect(defaults.coverPage.pastRounds.options[0]).toEqual({
      id: 3,
      name: 'Pebble 78',
      isSelected: false,
      includeNotes: true,
    });
    expect(defaults.coverPage.pastTournaments).toEqual({ isSelected: false, options: [] });
    const p = defaults.performanceChartsPage;
    expect([
      p.isSelected,
      p.bestRoundsChart,
      p.bestConsecutiveRoundsChart,
      p.lastRoundsChart,
      p.priorRoundsChart,
    ]).toEqual([true, true, true, false, false]);
    expect(p.barChartsDateRange).toEqual({ start: '2024-01-10', end: '2026-01-10', label: 'Last 24 Months' });
    expect([p.showAllFavoriteTournaments, p.showTournamentNotes]).toEqual([false, false]);
  });

  it('turns the charts page off when no chart can be drawn', () => {
    const none = {
      ...ALL,
      charts: {
        bestRoundsChart: false,
        bestConsecutiveRoundsChart: false,
        lastRoundsChart: false,
        priorRoundsChart: false,
      },
    };
    expect(defaultResumeSettings(1, none, SOURCES, NOW).performanceChartsPage.isSelected).toBe(false);
  });

  it('makes a master switch follow its items', () => {
    const news = defaults.coverPage.newsfeedItems;
    const one = setOption(news, 7, { isSelected: false });
    expect(one.isSelected).toBe(true);
    expect(setOption(one, 8, { isSelected: false }).isSelected).toBe(false);
    expect(selectAllOptions(news, false).options.every((o) => !o.isSelected)).toBe(true);
    expect(selectAllOptions({ isSelected: false, options: [] }, true).isSelected).toBe(false);
  });

  it('forces missing fields off and drops items the player no longer has', () => {
    const tampered = JSON.parse(JSON.stringify(defaults)) as ResumeSettings;
    tampered.coverPage.personalInformation.weight = true;
    tampered.coverPage.newsfeedItems.options.push({
      id: 99,
      name: 'gone',
      isSelected: true,
      includeNotes: true,
    });
    const ruled = applyResumeRules(tampered, ALL, SOURCES);
    expect(ruled.coverPage.personalInformation.weight).toBe(false);
    expect(ruled.coverPage.newsfeedItems.options.map((o) => o.id)).toEqual([7, 8]);
  });
});

describe('chart wishes (spec 2 §4)', () => {
  it('keeps a chart the rules turned off wished for, and follows the switches the player changes', () => {
    const loaded = defaultResumeSettings(1, ALL, SOURCES, NOW);
    const wishes = chartWishesOf(loaded);
    const noCharts = { ...ALL, charts: { ...ALL.charts, bestRoundsChart: false } };
    const ruled = applyResumeRules(loaded, noCharts, SOURCES);
    expect(ruled.performanceChartsPage.bestRoundsChart).toBe(false);
    // A change of something else carries the ruled-off switch, which is not the player's doing.
    const other = { ...ruled, coverPage: { ...ruled.coverPage, isSelected: false } };
    const kept = updateChartWishes(wishes, ruled, other);
    expect(kept.bestRoundsChart).toBe(loaded.performanceChartsPage.bestRoundsChart);
    expect(
      applyResumeRules(withChartWishes(other, kept), ALL, SOURCES).performanceChartsPage.bestRoundsChart,
    ).toBe(loaded.performanceChartsPage.bestRoundsChart);
    // The player's own switch is theirs.
    const off = {
      ...other,
      performanceChartsPage: { ...other.performanceChartsPage, lastRoundsChart: true },
    };
    expect(updateChartWishes(kept, other, off).lastRoundsChart).toBe(true);
  });
});

describe('cover page items (spec 2 §4)', () => {
  it('keeps selected items, with notes only when Include Note is ticked', () => {
    const list = {
      isSelected: true,
      options: [
        { id: 1, name: 'a', isSelected: true, includeNotes: false },
        { id: 2, name: 'b', isSelected: false, includeNotes: true },
        { id: 3, name: 'c', isSelected: true, includeNotes: true },
      ],
    };
    const items = [1, 2, 3].map((id) => ({ id, notes: `note ${id}` }));
    expect(selectedResumeItems(list, items, true)).toEqual([
      { id: 1, notes: null },
      { id: 3, notes: 'note 3' },
    ]);
    expect(selectedResumeItems(list, items, false)).toEqual([]);
  });
});
