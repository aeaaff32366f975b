import { describe, expect, it } from 'vitest';
import {
  buildRoundChart,
  pickChartRounds,
  roundsInDateRange,
  summarizeTournaments,
  type ChartRound,
} from './round-charts';

/** Round i is played on day i of 2025 (1-based), par 72, 6,500 yd unless given. */
function round(i: number, toPar: number, extra: Partial<ChartRound> = {}): ChartRound {
  const day = String(i).padStart(2, '0');
  return {
    id: i,
    playedAt: `2025-01-${day}T14:00:00.000Z`,
    score: 72 + toPar,
    par: 72,
    yards: 6500,
    courseName: 'Pine Hollow',
    tournamentId: null,
    tournamentName: null,
    underParCount: 0,
    ...extra,
  };
}

// To par of rounds 1..12 in date order.
const TO_PAR = [5, 3, 8, 1, 0, 2, 7, 4, 6, 9, -1, 3];
const twelve = TO_PAR.map((t, i) => round(i + 1, t));

describe('pickChartRounds', () => {
  it('best ten: the ten lowest to par, from ten rounds up', () => {
    expect(pickChartRounds('bestTen', twelve.slice(0, 9))).toBeNull();
    // Sorted to par: -1(11) 0(5) 1(4) 2(6) 3(2) 3(12) 4(8) 5(1) 6(9) 7(7) | 8(3) 9(10) left out.
    expect(pickChartRounds('bestTen', twelve)!.map((r) => r.id)).toEqual([11, 5, 4, 6, 2, 12, 8, 1, 9, 7]);
  });

  it('best ten consecutive: the run of ten with the lowest total, only with more than ten rounds', () => {
    expect(pickChartRounds('bestTenConsecutive', twelve.slice(0, 10))).toBeNull();
    // Runs: 1-10 = 45, 2-11 = 39, 3-12 = 39 → the earliest of the lowest, 2-11.
    expect(pickChartRounds('bestTenConsecutive', twelve)!.map((r) => r.id)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });

  it('last ten and prior ten: the ten newest, and up to ten before them', () => {
    expect(pickChartRounds('lastTen', [])).toBeNull();
    expect(pickChartRounds('lastTen', twelve)!.map((r) => r.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(pickChartRounds('priorTen', twelve.slice(0, 10))).toBeNull();
    expect(pickChartRounds('priorTen', twelve)!.map((r) => r.id)).toEqual([2, 1]);
  });
});

describe('buildRoundChart', () => {
  it('labels the rounds R1… in date order and averages to one decimal', () => {
    const rounds = [round(3, 1, { yards: 6400 }), round(1, 2, { yards: 6501 }), round(2, 0, { yards: 6600 })];
    const chart = buildRoundChart('lastTen', rounds)!;
    expect(chart.title).toBe('Last 10 Rounds');
    expect(chart.bars).toEqual([
      { label: 'R1', roundId: 1, score: 74, scoreToPar: 2 },
      { label: 'R2', roundId: 2, score: 72, scoreToPar: 0 },
      { label: 'R3', roundId: 3, score: 73, scoreToPar: 1 },
    ]);
    // (74 + 72 + 73) / 3 = 73.0; to par 3 / 3 = 1.0; yards (6501 + 6600 + 6400) / 3 = 6500.33 → 6500.
    expect(chart.averageScore).toBe(73);
    expect(chart.averageScoreToPar).toBe(1);
    expect(chart.averageYards).toBe(6500);
  });

  it('rounds the average half away from zero at one decimal', () => {
    // 71, 72, 72, 72 → 71.75 → 71.8; to par -0.25 → -0.3.
    const chart = buildRoundChart('lastTen', [round(1, -1), round(2, 0), round(3, 0), round(4, 0)])!;
    expect(chart.averageScore).toBe(71.8);
    expect(chart.averageScoreToPar).toBe(-0.3);
  });

  it('averages yards over the rounds that have them; none recorded is null, not 0', () => {
    // A CSV import has no yardages: (6400 + 6600) / 2, not (6400 + 0 + 6600) / 3.
    const mixed = [round(1, 0, { yards: 6400 }), round(2, 0, { yards: null }), round(3, 0, { yards: 6600 })];
    expect(buildRoundChart('lastTen', mixed)!.averageYards).toBe(6500);
    const imported = [round(1, 0, { yards: null }), round(2, 0, { yards: null })];
    expect(buildRoundChart('lastTen', imported)!.averageYards).toBeNull();
  });

  it('answers null when the chart cannot be drawn', () => {
    expect(buildRoundChart('bestTen', twelve.slice(0, 5))).toBeNull();
  });
});

describe('roundsInDateRange', () => {
  it('compares by calendar day, ends included, null ends open', () => {
    const ids = (start: string | null, end: string | null) =>
      roundsInDateRange(twelve, { start, end }).map((r) => r.id);
    expect(ids('2025-01-03', '2025-01-05T00:00:00.000Z')).toEqual([3, 4, 5]);
    expect(ids(null, '2025-01-02')).toEqual([1, 2]);
    expect(ids('2025-01-11', null)).toEqual([11, 12]);
  });
});

describe('summarizeTournaments', () => {
  const t = (id: number) => ({ tournamentId: id, tournamentName: `Open ${id}` });
  const r1 = round(1, 2, { ...t(7), underParCount: 1 });
  const r2 = round(2, -1, { ...t(7), underParCount: 4 });
  const r3 = round(3, 4, t(7));
  const r4 = round(5, 0, t(9));
  const practice = round(4, -3);

  it('merges rounds of several charts once by id and recomputes totals, average and best', () => {
    // Chart A holds r1, r2 and r4; chart B holds r2 (again), r3 and the practice round.
    const [latest, first] = summarizeTournaments([r1, r2, r4, r2, r3, practice]);
    expect(latest!.tournamentId).toBe(9);
    expect(first).toMatchObject({
      tournamentId: 7,
      tournamentName: 'Open 7',
      totalScore: 74 + 71 + 76,
      totalToPar: 5,
      averageScore: 73.7, // 221 / 3 = 73.67
      averageToPar: 1.7,
      bestRoundScore: 71,
      bestRoundToPar: -1,
      underParCount: 5,
    });
    expect(first!.rounds.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('leaves out rounds outside tournaments', () => {
    expect(summarizeTournaments([practice])).toEqual([]);
  });
});
