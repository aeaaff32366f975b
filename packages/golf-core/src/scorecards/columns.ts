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
  /** false for a round still in progress (absent: completed); see groupAggregate. */
  isCompleted?: boolean;
  holes: HoleFeatures[];
};

/** spec 3 §3 round data per column: score, scoreVsPar, excluded. Blank (null) for excluded holes. */
export type ColumnCell = { score: number | null; scoreVsPar: number | null; excluded: boolean };
export type ColumnAggregate = { par: number | null; scoreVsPar: number | null };

export const OUT = 'OUT';
export const IN = 'IN';
export const TOTAL = 'TOTAL';
const FRONT_NINE_LAST = 9;
const FRONT_HOLES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const BACK_HOLES = ['10', '11', '12', '13', '14', '15', '16', '17', '18'] as const;

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
  if (hasFront && !hasBack) return [...FRONT_HOLES, OUT, TOTAL];
  if (hasBack && !hasFront) return [...BACK_HOLES, IN, TOTAL];
  return [...FRONT_HOLES, ...BACK_HOLES, OUT, IN, TOTAL];
}

/** The total column of the nine a course hole is on: OUT for holes 1–9, IN for 10–18. */
export function nineTotalColumn(courseHoleNumber: number): typeof OUT | typeof IN {
  return courseHoleNumber <= FRONT_NINE_LAST ? OUT : IN;
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

/** Slots of the sums: holes 1–18 at 0–17, then OUT, IN and TOTAL. */
const HOLE_SLOTS = 18;
const SLOT_OF: Record<string, number> = { [OUT]: HOLE_SLOTS, [IN]: HOLE_SLOTS + 1, [TOTAL]: HOLE_SLOTS + 2 };
const slotOf = (column: string): number => SLOT_OF[column] ?? Number(column) - 1;

/**
 * Group column data: average par rounded (spec 3 §9) and average score to par at one decimal, over the
 * rounds that have a counted hole in the column. One pass over each round's holes into fixed slots
 * (it runs for every group of every group-by). The Par row's OUT and IN are the sums of its hole pars and
 * its TOTAL is OUT + IN, so a group mixing 9- and 18-hole rounds, or holding an unfinished round, still
 * adds up (36 + 36 = 72, not an average 65).
 */
export function groupColumnData(
  rounds: readonly ScorecardRound[],
  columns: readonly string[],
): Record<string, ColumnAggregate> {
  const slots = HOLE_SLOTS + 3;
  const zeros = (): number[] => new Array<number>(slots).fill(0);
  const [par, vsPar, played, roundPar, roundVsPar] = [zeros(), zeros(), zeros(), zeros(), zeros()];
  const add = (slot: number, holePar: number, holeVsPar: number) => {
    roundPar[slot]! += holePar;
    roundVsPar[slot]! += holeVsPar;
  };
  for (const r of rounds) {
    roundPar.fill(0);
    roundVsPar.fill(0);
    let counted = 0;
    for (const h of r.holes) {
      if (h.isExcluded || h.score === null) continue;
      const hole = h.courseHoleNumber;
      if (hole < 1 || hole > HOLE_SLOTS) continue;
      add(hole - 1, h.par, h.scoreVsPar!);
      add(hole <= FRONT_NINE_LAST ? HOLE_SLOTS : HOLE_SLOTS + 1, h.par, h.scoreVsPar!);
      add(HOLE_SLOTS + 2, h.par, h.scoreVsPar!);
      counted++;
    }
    if (counted === 0) continue;
    // A played slot has a positive par sum (every hole has a par of 3 to 5).
    for (let slot = 0; slot < slots; slot++) {
      if (roundPar[slot] === 0) continue;
      par[slot]! += roundPar[slot]!;
      vsPar[slot]! += roundVsPar[slot]!;
      played[slot]!++;
    }
  }
  const result: Record<string, ColumnAggregate> = {};
  for (const column of columns) {
    const slot = slotOf(column);
    const n = played[slot] ?? 0;
    result[column] = n
      ? { par: Math.round(par[slot]! / n), scoreVsPar: roundTo(vsPar[slot]! / n, 1) }
      : { par: null, scoreVsPar: null };
  }
  // The Par row reads as the course's par: OUT and IN add up the hole pars shown beside them, so a
  // round stopped after four holes does not pull the front nine's par to 32 (36 + 4 × 36) / 5.
  for (const [nine, holes] of [
    [OUT, FRONT_HOLES],
    [IN, BACK_HOLES],
  ] as const) {
    const shown = holes.map((c) => result[c]?.par).filter((p): p is number => typeof p === 'number');
    if (result[nine] && shown.length > 0) result[nine].par = shown.reduce((a, b) => a + b, 0);
  }
  const nines = [OUT, IN].map((c) => result[c]?.par).filter((p): p is number => typeof p === 'number');
  if (result[TOTAL] && nines.length > 0) result[TOTAL].par = nines.reduce((a, b) => a + b, 0);
  return result;
}
