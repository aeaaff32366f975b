import { isRecord } from './checks';
import type { CsvRound } from './csv';
import type { IngestIssue } from './types';

/** The JSON file format's name and version (docs/round-import.schema.json). */
export const IMPORT_FORMAT = 'linksight-rounds';
export const IMPORT_FORMAT_VERSION = 1;

/** Files larger than this are refused before they are read (the import page, issue 20). */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
/** A zip's unpacked contents may not exceed this (a zip bomb is refused, issue 20). */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

export type ImportDocument = { courses: unknown[]; rounds: unknown[] };

/**
 * Reads an import file's JSON: `{ format, version, courses?, rounds }` (what the export writes), a bare
 * list of rounds, or one round. Returns an issue when the text is not such a document.
 */
export function parseImportJson(text: string): { document: ImportDocument } | { issue: IngestIssue } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { issue: { path: '$', message: `not valid JSON (${(error as Error).message})` } };
  }
  if (Array.isArray(data)) return { document: { courses: [], rounds: data } };
  if (!isRecord(data)) return { issue: { path: '$', message: 'expected an object or a list of rounds' } };
  if (Array.isArray(data.rounds)) {
    if (data.courses !== undefined && !Array.isArray(data.courses))
      return { issue: { path: '$.courses', message: 'courses must be a list' } };
    return { document: { courses: (data.courses as unknown[] | undefined) ?? [], rounds: data.rounds } };
  }
  if (Array.isArray(data.holes)) return { document: { courses: [], rounds: [data] } };
  return { issue: { path: '$.rounds', message: 'no rounds: expected a "rounds" list' } };
}

/** The CSV column of a round field whose name differs (the file says "date", the round "playedAt"). */
const CSV_COLUMN_OF_FIELD: Record<string, string> = {
  playedAt: 'date',
  courseId: 'course',
  courseExternalId: 'course',
  teeName: 'tee',
  holeCount: 'hole',
  holes: 'hole',
  number: 'hole',
  penaltyStrokes: 'penalties',
  isGreenInRegulation: 'gir',
};

/** A round's issue placed in its CSV file: the rows it is on (1 = the header line) and the column. */
export type CsvRoundIssue = { rows: number[]; field: string; message: string };

/**
 * Where an issue of a CSV round is in the file, in the file's words: `$.holes[3].score` is the row of
 * hole 4, column score; a round-wide field (`$.playedAt`, `$.teeName`) is on every row of the round. The
 * message names the column too ("date is more than a day in the future", not "playedAt …").
 */
export function csvIssueOf(round: CsvRound, issue: IngestIssue): CsvRoundIssue {
  const hole = /^\$\.holes\[(\d+)\](?:\.(\w+))?/.exec(issue.path);
  const field = hole ? (hole[2] ?? 'number') : (/^\$\.?(\w*)/.exec(issue.path)?.[1] ?? '');
  const column = CSV_COLUMN_OF_FIELD[field] ?? field;
  const holeRow = hole ? round.rows[Number(hole[1])] : undefined;
  // "hole 4: penaltyStrokes 5 is …" → "hole 4: penalties 5 is …"
  const named =
    field === '' || column === field
      ? issue.message
      : issue.message.replace(new RegExp(`^((?:hole \\d+: )?)${field}\\b`), `$1${column}`);
  // "hole 25: hole 25 is above …" (the hole's own number, named after its column) → "hole 25 is above …"
  const once = named.replace(/^hole (\d+): hole \1\b/, 'hole $1');
  // "duplicate hole number (also at holes[2])" → "(also at row 4)"
  const message = once.replace(/\bholes\[(\d+)\]/g, (at, i: string) => {
    const row = round.rows[Number(i)];
    return row === undefined ? at : `row ${row}`;
  });
  return {
    rows: holeRow === undefined ? [...round.rows] : [holeRow],
    field: column || 'round',
    message,
  };
}
