import { isRecord } from './checks';
import type { CsvIssue, CsvRound } from './csv';
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

/** Where an issue of a CSV round is in the file: `$.holes[3].score` → the row of hole 4, column score. */
/** The CSV column of a round field whose name differs (the file says "hole", the round "number"). */
const ROUND_FIELD_COLUMNS: Record<string, string> = {
  number: 'hole',
  penaltyStrokes: 'penalties',
  isGreenInRegulation: 'gir',
};

export function csvIssueOf(round: CsvRound, issue: IngestIssue): CsvIssue {
  const match = /^\$\.holes\[(\d+)\](?:\.(\w+))?/.exec(issue.path);
  const hole = match ? Number(match[1]) : -1;
  const field = match?.[2] ?? issue.path.replace(/^\$\.?/, '');
  const column = ROUND_FIELD_COLUMNS[field] ?? field;
  return { row: round.rows[hole] ?? round.rows[0] ?? 1, field: column || 'round', message: issue.message };
}
