import { CSV_COLUMNS, CSV_OPTIONAL_COLUMNS } from '@linksight/golf-core';

/** Where a problem is: rows of a CSV file (1 = the header line), a round or course of a JSON file, the file. */
export type ProblemPlace =
  | { kind: 'rows'; rows: number[] }
  | { kind: 'round'; number: number }
  | { kind: 'course'; number: number }
  | { kind: 'file' };

/** One problem as the page lists it: where in the file, which field (a CSV column or a JSON path), what. */
export type ImportProblem = { place: ProblemPlace; field: string; message: string };

/** Row ranges named before "and N more": a problem on the rows of many rounds still fits its cell. */
const SHOWN_RANGES = 4;

/** "File", "Course 2", "Round 3", "Row 14", "Rows 2–19", "Rows 2–19, 38–55 and 18 more". */
export function describePlace(place: ProblemPlace): string {
  switch (place.kind) {
    case 'file':
      return 'File';
    case 'course':
      return `Course ${place.number}`;
    case 'round':
      return `Round ${place.number}`;
    case 'rows': {
      if (place.rows.length === 1) return `Row ${place.rows[0]}`;
      const ranges: [number, number][] = [];
      for (const row of place.rows) {
        const last = ranges.at(-1);
        if (last && row === last[1] + 1) last[1] = row;
        else ranges.push([row, row]);
      }
      const shown = ranges.slice(0, SHOWN_RANGES).map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`));
      const hidden = ranges.slice(SHOWN_RANGES).reduce((n, [a, b]) => n + b - a + 1, 0);
      return `Rows ${shown.join(', ')}${hidden > 0 ? ` and ${hidden} more` : ''}`;
    }
  }
}

/** A file's problems first, then its courses', then its rounds' (JSON) or rows' (CSV). */
const PLACE_ORDER: Record<ProblemPlace['kind'], number> = { file: 0, course: 1, round: 2, rows: 2 };
const COLUMNS: readonly string[] = [...CSV_COLUMNS, ...CSV_OPTIONAL_COLUMNS];

const firstOf = (place: ProblemPlace) =>
  place.kind === 'rows' ? (place.rows[0] ?? 0) : place.kind === 'file' ? 0 : place.number;
/** A CSV's columns in the template's order; a problem of no column (the file, the round) after them. */
const columnOf = (problem: ImportProblem) => {
  const i = problem.place.kind === 'rows' ? COLUMNS.indexOf(problem.field) : 0;
  return i < 0 ? COLUMNS.length : i;
};

/**
 * The problems as the page lists them: each once, a CSV problem repeated on several rows (a bad date on
 * every hole of a round) as one line naming its rows, in file order (by row, then column). A JSON
 * round's problems keep the order they were found in.
 */
export function arrangeProblems(problems: readonly ImportProblem[]): ImportProblem[] {
  const byKey = new Map<string, { problem: ImportProblem; rows: Set<number> }>();
  for (const p of problems) {
    const where = p.place.kind === 'rows' ? 'rows' : describePlace(p.place);
    const key = JSON.stringify([where, p.field, p.message]);
    const entry = byKey.get(key) ?? { problem: p, rows: new Set<number>() };
    if (p.place.kind === 'rows') for (const row of p.place.rows) entry.rows.add(row);
    byKey.set(key, entry);
  }
  return [...byKey.values()]
    .map(({ problem, rows }) =>
      problem.place.kind === 'rows'
        ? { ...problem, place: { kind: 'rows' as const, rows: [...rows].sort((a, b) => a - b) } }
        : problem,
    )
    .sort(
      (a, b) =>
        PLACE_ORDER[a.place.kind] - PLACE_ORDER[b.place.kind] ||
        firstOf(a.place) - firstOf(b.place) ||
        columnOf(a) - columnOf(b),
    );
}
