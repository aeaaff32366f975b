import type { HoleFeatures } from '../features/hole-features';
import { roundTo } from '../format/score';

/** A round on a scorecard: its metadata plus hole features. */
export type ScorecardRound = {
  id: number;
  playedAt: string;
  label: string;
  courseId: number;
  courseName: string;
  tournamentId: number | null;
  tournamentName: string | null;
  holes: HoleFeatures[];
};

/** spec 3 §3 round data per column: score, scoreVsPar, excluded. Blank (null) for excluded holes. */
export type ColumnCell = { score: number | null; scoreVsPar: number | null; excluded: boolean };
export type ColumnAggregate = { par: number | null; scoreVsPar: number | null };

export const OUT = 'OUT';
export const IN = 'IN';
export const TOTAL = 'TOTAL';
const FRONT_NINE_LAST = 9;

/**
 * spec 3 §2: columns are holes 1-18, OUT, IN, TOTAL — front nine only (1-9, OUT, TOTAL) or back nine only
 * (10-18, IN, TOTAL) when the rounds hold only those course holes.
 */
export function scorecardColumns(rounds: readonly ScorecardRound[]): string[] {
  let hasFront = false;
  let hasBack = false;
  for (const r of rounds)
    for (const h of r.holes) {
      if (h.courseHoleNumber <= FRONT_NINE_LAST) hasFront = true;
      else hasBack = true;
    }
  const front = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
  const back = ['10', '11', '12', '13', '14', '15', '16', '17', '18'];
  if (hasFront && !hasBack) return [...front, OUT, TOTAL];
  if (hasBack && !hasFront) return [...back, IN, TOTAL];
  return [...front, ...back, OUT, IN, TOTAL];
}

function inColumn(h: HoleFeatures, column: string): boolean {
  if (column === TOTAL) return true;
  if (column === OUT) return h.courseHoleNumber <= FRONT_NINE_LAST;
  if (column === IN) return h.courseHoleNumber > FRONT_NINE_LAST;
  return h.courseHoleNumber === Number(column);
}

/** One round's cells: hole columns show the hole; OUT/IN/TOTAL sum the counted (not excluded) holes. */
export function roundColumnData(
  round: ScorecardRound,
  columns: readonly string[],
): Record<string, ColumnCell> {
  const cells: Record<string, ColumnCell> = {};
  for (const column of columns) {
    const holes = round.holes.filter((h) => inColumn(h, column));
    const isTotal = column === OUT || column === IN || column === TOTAL;
    if (!isTotal) {
      const h = holes[0];
      const excluded = h?.isExcluded ?? false;
      cells[column] = {
        score: h && !excluded ? h.score : null,
        scoreVsPar: h && !excluded ? h.scoreVsPar : null,
        excluded,
      };
      continue;
    }
    const counted = holes.filter((h) => !h.isExcluded && h.score !== null);
    cells[column] = {
      score: counted.length ? counted.reduce((s, h) => s + h.score!, 0) : null,
      scoreVsPar: counted.length ? counted.reduce((s, h) => s + h.scoreVsPar!, 0) : null,
      excluded: false,
    };
  }
  return cells;
}

/** The columns a hole counts in: its own, OUT or IN, and TOTAL. */
function columnsOf(h: HoleFeatures): [string, string, string] {
  return [String(h.courseHoleNumber), h.courseHoleNumber <= FRONT_NINE_LAST ? OUT : IN, TOTAL];
}

/**
 * Group column data: average par rounded (spec 3 §9) and average score to par at one decimal, over the
 * rounds that have a counted hole in the column. One pass over each round's holes. The Par row's TOTAL
 * is OUT + IN, so a group mixing 9- and 18-hole rounds still adds up (36 + 36 = 72, not an average 65).
 */
export function groupColumnData(
  rounds: readonly ScorecardRound[],
  columns: readonly string[],
): Record<string, ColumnAggregate> {
  const totals = new Map<string, { par: number; vsPar: number; rounds: number }>();
  for (const column of columns) totals.set(column, { par: 0, vsPar: 0, rounds: 0 });
  const perRound = new Map<string, { par: number; vsPar: number }>();
  for (const r of rounds) {
    perRound.clear();
    for (const h of r.holes) {
      if (h.isExcluded || h.score === null) continue;
      for (const column of columnsOf(h)) {
        const sum = perRound.get(column) ?? { par: 0, vsPar: 0 };
        sum.par += h.par;
        sum.vsPar += h.scoreVsPar!;
        perRound.set(column, sum);
      }
    }
    for (const [column, sum] of perRound) {
      const total = totals.get(column);
      if (total === undefined) continue;
      total.par += sum.par;
      total.vsPar += sum.vsPar;
      total.rounds++;
    }
  }
  const result: Record<string, ColumnAggregate> = {};
  for (const [column, t] of totals)
    result[column] = t.rounds
      ? { par: Math.round(t.par / t.rounds), scoreVsPar: roundTo(t.vsPar / t.rounds, 1) }
      : { par: null, scoreVsPar: null };
  const nines = [OUT, IN].map((c) => result[c]?.par).filter((p): p is number => typeof p === 'number');
  if (result[TOTAL] && nines.length > 0) result[TOTAL].par = nines.reduce((a, b) => a + b, 0);
  return result;
}
