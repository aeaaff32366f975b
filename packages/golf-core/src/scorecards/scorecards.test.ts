import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveHoleFeatures } from '../features/derive-hole-features';
import type { RoundInput } from '../model/round';
import { randomRound, scoreOnlyRound } from '../testing/fixtures';
import { groupAggregate } from './aggregates';
import { best10ConsecutiveRounds, best10Rounds } from './best-charts';
import {
  groupColumnData,
  nineTotalColumn,
  roundColumnData,
  scorecardColumns,
  type ScorecardRound,
} from './columns';
import { cycleExpansion, expansionState, shouldAnimate, toggleGroup } from './expansion';
import { groupScorecard, SCORECARD_GROUP_BYS } from './group-by';
import { roundAverages, roundsGridRow, tournamentLink } from './rounds-grid';
import { searchScorecardGroups } from './search';
import { filterHolesByStat, statFilterCards } from './stat-filter';

const toCard = (r: RoundInput): ScorecardRound => ({
  id: r.id,
  playedAt: r.playedAt,
  label: `Round ${r.id}`,
  courseId: r.courseId,
  courseName: r.courseName,
  tournamentId: r.tournamentId,
  tournamentName: r.tournamentName,
  holes: deriveHoleFeatures(r),
});

const dates = [
  '2024-01-15',
  '2024-04-10',
  '2024-05-02',
  '2024-07-20',
  '2024-12-28',
  '2025-01-05',
  '2025-03-03',
];
const rounds = dates.map((d, i) =>
  toCard(
    scoreOnlyRound(i + 1, `${d}T09:00:00Z`, Array(18).fill(i % 3), {
      tournamentId: i < 3 ? 100 : null,
      tournamentName: i < 3 ? 'Spring Open' : null,
      courseId: i % 2,
      courseName: i % 2 ? 'Oak Hill' : 'Pine Valley',
    }),
  ),
);

describe('columns (spec 3 §2)', () => {
  it('shows front nine, back nine or all columns', () => {
    const front = toCard(scoreOnlyRound(1, '2025-01-01T00:00:00Z', Array(9).fill(0)));
    expect(scorecardColumns([front])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'OUT', 'TOTAL']);
    const back = {
      ...front,
      holes: front.holes.map((h) => ({ ...h, courseHoleNumber: h.courseHoleNumber + 9 })),
    };
    expect(scorecardColumns([back]).slice(-2)).toEqual(['IN', 'TOTAL']);
    // A nine's total column follows its course holes (the report's back-nine scorecard said OUT).
    expect([nineTotalColumn(1), nineTotalColumn(9), nineTotalColumn(10), nineTotalColumn(18)]).toEqual([
      'OUT',
      'OUT',
      'IN',
      'IN',
    ]);
    expect(scorecardColumns([front, back])).toHaveLength(21);
  });
  it('blanks excluded holes and leaves them out of totals', () => {
    const r = scoreOnlyRound(1, '2025-01-01T00:00:00Z', Array(18).fill(1));
    r.holes[0]!.isExcluded = true;
    const card = toCard(r);
    const cells = roundColumnData(card, scorecardColumns([card]));
    expect(cells['1']).toEqual({ score: null, scoreVsPar: null, excluded: true });
    expect(cells['OUT']!.scoreVsPar).toBe(8);
    expect(cells['TOTAL']!.scoreVsPar).toBe(17);
    expect(cells['IN']!.score).toBe(36 + 9);
  });
});

describe('group column data', () => {
  it('averages par and score v par per column over the rounds that played it; TOTAL par is OUT + IN', () => {
    const eighteen = toCard(scoreOnlyRound(1, '2025-01-01T00:00:00Z', Array(18).fill(1)));
    const nine = toCard(scoreOnlyRound(2, '2025-01-02T00:00:00Z', Array(9).fill(0)));
    const columns = scorecardColumns([eighteen, nine]);
    const data = groupColumnData([eighteen, nine], columns);
    const outPar = eighteen.holes.slice(0, 9).reduce((s, h) => s + h.par, 0);
    const inPar = eighteen.holes.slice(9).reduce((s, h) => s + h.par, 0);
    expect(data['1']).toEqual({ par: eighteen.holes[0]!.par, scoreVsPar: 0.5 });
    expect(data['10']).toEqual({ par: eighteen.holes[9]!.par, scoreVsPar: 1 });
    expect(data['OUT']!.par).toBe(outPar);
    expect(data['TOTAL']!.par).toBe(outPar + inPar);
    // Round totals: +18 and E, averaged.
    expect(data['TOTAL']!.scoreVsPar).toBe(9);
    expect(groupColumnData([], columns)['TOTAL']).toEqual({ par: null, scoreVsPar: null });
  });
  it("adds up the Par row's hole pars when a round stopped after four holes", () => {
    const full = toCard(scoreOnlyRound(1, '2025-01-01T00:00:00Z', Array(18).fill(0)));
    const stopped = { ...full, id: 2, holes: full.holes.slice(0, 4) };
    const columns = scorecardColumns([full, stopped]);
    const data = groupColumnData([full, stopped], columns);
    const front = full.holes.slice(0, 9).reduce((s, h) => s + h.par, 0);
    const shownFront = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].reduce((s, c) => s + data[c]!.par!, 0);
    expect(data['OUT']!.par).toBe(front);
    expect(data['OUT']!.par).toBe(shownFront);
    expect(data['TOTAL']!.par).toBe(full.holes.reduce((s, h) => s + h.par, 0));
  });
});

describe('group-bys', () => {
  it('produces every group-by with all rounds accounted for', () => {
    for (const by of SCORECARD_GROUP_BYS) {
      const groups = groupScorecard(rounds, by);
      expect(groups.length).toBeGreaterThan(0);
      const ids = groups.flatMap((g) => g.rounds.map((r) => r.id));
      if (!by.includes('Best 5')) expect(new Set(ids).size).toBe(rounds.length);
    }
  });
  it('names months and seasons, and nests years', () => {
    expect(groupScorecard(rounds, 'Month-Year')[0]!.name).toBe('March 2025');
    const seasons = groupScorecard(rounds, 'Season-Year').map((g) => g.name);
    expect(seasons).toEqual(['Spring 2025', 'Winter 2024', 'Summer 2024', 'Spring 2024', 'Winter 2023']);
    const years = groupScorecard(rounds, 'Year-Season');
    expect(years.map((y) => y.name)).toEqual(['2025', '2024', '2023']);
    expect(years[1]!.subgroups!.map((s) => s.name)).toEqual(['Winter 2024', 'Summer 2024', 'Spring 2024']);
    expect(groupScorecard(rounds, 'Clusters of 6').map((g) => g.rounds.length)).toEqual([1, 6]);
    expect(groupScorecard(rounds, 'Tournament').map((g) => g.name)).toEqual([
      'Non-Tournament Rounds',
      'Spring Open',
    ]);
    expect(groupScorecard(rounds, 'Course')).toHaveLength(2);
  });
  it('keeps the 5 lowest scores in Best 5 groups', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      toCard(scoreOnlyRound(i + 1, `2024-06-0${i + 1}T09:00:00Z`, Array(18).fill(i % 4))),
    );
    const [june] = groupScorecard(many, 'Month-Year Best 5');
    expect(june!.rounds.map((r) => r.holes[0]!.scoreVsPar).sort()).toEqual([0, 0, 1, 1, 2]);
  });
  it('aggregates the group bar', () => {
    const agg = groupScorecard(rounds, 'Tournament')[1]!.aggregateData; // rounds 1–3: +0, +18, +36
    expect(agg.avgScoreVsPar).toBe(18);
    expect(agg.avgScoreVsParText).toBe('+18.0');
    expect(agg.puttCount).toBe(36);
    expect(agg.columnData['TOTAL']).toEqual({ par: 72, scoreVsPar: 18 });
  });
  it('leaves a round in progress out of the per-round figures, not out of the hole rates', () => {
    const finished = [1, 2].map((id) =>
      toCard(scoreOnlyRound(id, '2025-01-0' + id + 'T09:00:00Z', Array(18).fill(1))),
    );
    const started = toCard(scoreOnlyRound(3, '2025-01-03T09:00:00Z', Array(4).fill(0)));
    const columns = scorecardColumns([...finished, started]);
    const all = groupAggregate([...finished, { ...started, isCompleted: false }], columns);
    expect(all.avgScoreVsPar).toBe(18);
    expect(all.puttCount).toBe(36);
    // Counted as a finished round it would pull both down.
    const mixed = groupAggregate([...finished, started], columns);
    expect(mixed.avgScoreVsPar).toBeLessThan(18);
  });
  it('puts a 9-hole round on the 18-hole scale of the stats catalogue, not beside an 18 as a round', () => {
    const eighteen = toCard(scoreOnlyRound(1, '2025-02-01T09:00:00Z', Array(18).fill(1)));
    const nine = toCard(scoreOnlyRound(2, '2025-02-02T09:00:00Z', Array(9).fill(1)));
    const agg = groupAggregate([eighteen, nine], scorecardColumns([eighteen, nine]));
    // +18 over 18 holes and +9 over 9: +18 per 18 holes (a plain mean of the two rounds said +13.5).
    expect(agg.avgScoreVsPar).toBe(18);
    expect(agg.puttCount).toBe(36);
  });
  it('recomputes group aggregates from the rounds (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1e6 }), { minLength: 1, maxLength: 8 }), (seeds) => {
        const cards = seeds.map((s, i) =>
          toCard(randomRound(i + 1, s, 18, `2024-0${(i % 9) + 1}-01T00:00:00Z`)),
        );
        for (const g of groupScorecard(cards, 'Year-Month')) {
          const again = groupAggregate(g.rounds, g.columns);
          expect(g.aggregateData).toEqual(again);
          for (const pct of [again.fir, again.gir, again.upDown])
            if (pct !== null) expect(pct >= 0 && pct <= 100).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('expansion and search', () => {
  const years = groupScorecard(rounds, 'Year-Month');
  it('cycles collapsed → expanded → collapsed, and mixed collapses', () => {
    expect(expansionState(years)).toBe('collapsed');
    const open = cycleExpansion(years);
    expect(expansionState(open)).toBe('expanded');
    expect(expansionState(cycleExpansion(open))).toBe('collapsed');
    const mixed = toggleGroup(years, years[0]!.key);
    expect(expansionState(mixed)).toBe('mixed');
    expect(mixed[0]!.subgroups!.every((s) => s.expanded)).toBe(true);
    expect(expansionState(cycleExpansion(mixed))).toBe('collapsed');
  });
  it('opens the parent when a subgroup opens', () => {
    const sub = years[1]!.subgroups![0]!;
    const next = toggleGroup(years, sub.key);
    expect(next[1]!.expanded).toBe(true);
    expect(next[1]!.subgroups![0]!.expanded).toBe(true);
    expect(shouldAnimate(19)).toBe(true);
    expect(shouldAnimate(20)).toBe(false);
  });
  it('keeps only the best match', () => {
    expect(searchScorecardGroups(years, '').length).toBe(years.length);
    const [hit] = searchScorecardGroups(years, 'july 2024');
    expect(hit!.name).toBe('2024');
    expect(hit!.subgroups!.map((s) => s.name)).toEqual(['July 2024']);
    expect(searchScorecardGroups(years, '2025').map((g) => g.name)).toEqual(['2025']);
    expect(searchScorecardGroups(years, 'zzzz')).toEqual([]);
  });
});

describe('Filter Holes by Stat', () => {
  const holes = rounds.flatMap((r) => r.holes);
  it('ANDs flags and hides zero-match cards', () => {
    expect(filterHolesByStat(holes, ['madePar', 'isPar3']).every((h) => h.madePar && h.isPar3)).toBe(true);
    expect(filterHolesByStat(holes, []).length).toBe(holes.length);
    const cards = statFilterCards(holes, ['madePar']);
    expect(cards.find((c) => c.flag === 'madeBirdie')).toBeUndefined();
    const par = cards.find((c) => c.flag === 'madePar')!;
    expect(par).toMatchObject({ isChecked: true, count: 54, total: 126, percent: 43 });
  });
  it('counts the holes played: a round in progress adds only the holes it has reached', () => {
    const reached = holes.slice(0, 4);
    const notYet = holes.slice(4, 18).map((h) => ({ ...h, score: null, madePar: false }));
    const cards = statFilterCards([...reached, ...notYet]);
    const played = reached.filter((h) => h.score !== null).length;
    expect(cards.every((c) => c.total === played)).toBe(true);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.percent).toBe(Math.round((c.count / played) * 100));
  });
});

describe('rounds grid and best charts', () => {
  it('builds rows and Round Averages with the spec rounding', () => {
    const rows = [randomRound(1, 5), randomRound(2, 6)].map((r) =>
      roundsGridRow({
        startDate: r.playedAt,
        tournament: null,
        tournamentURL: 'example.org/t',
        course: r.courseName,
        yards: 7001,
        isCompleted: true,
        holes: deriveHoleFeatures(r),
      }),
    );
    expect(rows[0]!.tournamentURL).toBe('https://example.org/t');
    expect(tournamentLink('http://x.y')).toBe('http://x.y');
    expect(tournamentLink(null)).toBeNull();
    const avg = roundAverages(rows);
    expect(avg.yards).toBe(7001);
    expect(Number.isInteger(avg.gir ?? 0)).toBe(true);
    expect(avg.putts).toBe(Math.round(((rows[0]!.putts! + rows[1]!.putts!) / 2) * 10) / 10);
  });
  it('leaves a round in progress out of Round Averages, keeping its row', () => {
    const row = (id: number, holes: number[], isCompleted: boolean) => {
      const r = scoreOnlyRound(id, `2025-01-0${id}T09:00:00Z`, holes);
      return roundsGridRow({
        startDate: r.playedAt,
        tournament: null,
        tournamentURL: null,
        course: r.courseName,
        yards: 7000,
        isCompleted,
        holes: deriveHoleFeatures(r),
      });
    };
    const finished = [row(1, Array(18).fill(1), true), row(2, Array(18).fill(0), true)];
    const started = row(3, Array(4).fill(0), false);
    expect(started.isCompleted).toBe(false);
    expect(roundAverages([...finished, started]).scoreToPar).toBe(9);
    expect(roundAverages([...finished, started]).score).toBe(roundAverages(finished).score);
    // Counted as a whole round, 4 holes at E would pull the average to +6.
    expect(roundAverages([...finished, { ...started, isCompleted: true }]).scoreToPar).toBe(6);
  });
  it("leaves a CSV round's yards and putt feet unrecorded (null, not 0) and out of Round Averages", () => {
    const row = (r: RoundInput, yards: number | null) =>
      roundsGridRow({
        startDate: r.playedAt,
        tournament: null,
        tournamentURL: null,
        course: r.courseName,
        yards,
        isCompleted: true,
        holes: deriveHoleFeatures(r),
      });
    const tracked = row(randomRound(1, 5), 7001);
    const imported = row(scoreOnlyRound(2, '2025-01-02T09:00:00Z', Array(18).fill(0)), null);
    expect(imported).toMatchObject({
      yards: null,
      putts: 36,
      madeFeetPutt: null,
      totalFeetPutt: null,
      madeFeetPuttPercentage: null,
    });
    expect(tracked.totalFeetPutt).toBeGreaterThan(0);
    const avg = roundAverages([tracked, imported]);
    expect(avg.yards).toBe(7001);
    expect(avg.totalFeetPutt).toBe(Math.round(tracked.totalFeetPutt! * 10) / 10);
    expect(avg.putts).toBe(Math.round(((tracked.putts! + 36) / 2) * 10) / 10);
    expect(roundAverages([imported])).toMatchObject({ yards: null, madeFeetPutt: null, totalFeetPutt: null });
  });
  it('needs 10 rounds for best 10 and more than 10 for consecutive', () => {
    const mk = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: i,
        playedAt: `2024-01-${String(i + 1).padStart(2, '0')}`,
        score: 72 + ((i * 7) % 5),
        scoreVsPar: (i * 7) % 5,
      }));
    expect(best10Rounds(mk(9))).toBeNull();
    expect(best10Rounds(mk(12))!.map((r) => r.scoreVsPar)).toEqual([0, 0, 0, 1, 1, 2, 2, 2, 3, 3]);
    expect(best10ConsecutiveRounds(mk(10))).toBeNull();
    const run = best10ConsecutiveRounds(mk(12))!;
    expect(run).toHaveLength(10);
    expect(run[0]!.id).toBe(0);
  });
});
