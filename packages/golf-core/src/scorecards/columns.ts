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

/** Group column data: average par rounded (spec 3 §9) and average score to par at one decimal. */
export function groupColumnData(
  rounds: readonly ScorecardRound[],
  columns: readonly string[],
): Record<string, ColumnAggregate> {
  const result: Record<string, ColumnAggregate> = {};
  for (const column of columns) {
    let parSum = 0;
    let vsParSum = 0;
    let n = 0;
    for (const r of rounds) {
      const counted = r.holes.filter((h) => inColumn(h, column) && !h.isExcluded && h.score !== null);
      if (counted.length === 0) continue;
      parSum += counted.reduce((s, h) => s + h.par, 0);
      vsParSum += counted.reduce((s, h) => s + h.scoreVsPar!, 0);
      n++;
    }
    result[column] = n
      ? { par: Math.round(parSum / n), scoreVsPar: roundTo(vsParSum / n, 1) }
      : { par: null, scoreVsPar: null };
  }
  return result;
}
