import type { FairwayResult } from '../model/round';
import type { RoundIngest } from './types';

/**
 * The hole-by-hole CSV of the import page (issue 20; columns documented in the README): one row per hole.
 * Required columns, in any order: date, course, tee, hole, par, score, putts, fairway, gir, penalties.
 * Optional: rating and slope of the tee (used when the course is new to Linksight).
 */
export const CSV_COLUMNS = [
  'date',
  'course',
  'tee',
  'hole',
  'par',
  'score',
  'putts',
  'fairway',
  'gir',
  'penalties',
] as const;
export const CSV_OPTIONAL_COLUMNS = ['rating', 'slope'] as const;
type Column = (typeof CSV_COLUMNS)[number] | (typeof CSV_OPTIONAL_COLUMNS)[number];

/** The highest course rating a nine holes can have (WHS ratings of nine holes are about 30–40). */
const MAX_NINE_HOLE_RATING = 45;

/**
 * A tee's rating as a course stores it: for 18 holes (a nine-hole round is rated half of it: toRoundInput).
 * A nine-hole course's card prints its nine-hole rating (35.5), which a CSV's rating column gives as
 * printed; doubled here, or the course would be refused as "rating out of range (50 to 90)".
 */
export function eighteenHoleRating(rating: number, courseHoleCount: number): number {
  return courseHoleCount === 9 && rating <= MAX_NINE_HOLE_RATING ? Math.round(rating * 20) / 10 : rating;
}

/** A problem of the file, by row (1 = the header line) and column. */
export type CsvIssue = { row: number; field: string; message: string };

/**
 * RFC 4180 fields: commas, quotes doubled inside quoted fields, CRLF or LF line ends. A quote never closed
 * takes the rest of the file into one field: `unclosedQuoteLine` is the line it opened on (1-based).
 * A file whose header has no comma but semicolons or tabs is read with those (`fieldSeparator`): a
 * spreadsheet set to a comma-decimal language saves its "CSV" with semicolons, and "Text (tab delimited)"
 * with tabs; an outside audit's file was refused as one unknown column "date;course;score".
 */
export function readCsv(text: string): { rows: string[][]; unclosedQuoteLine: number | null } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const separator = fieldSeparator(body);
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '\n') line++;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') {
        i++;
        line++;
      }
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return {
    rows: rows.filter((r) => r.some((f) => f.trim() !== '')),
    unclosedQuoteLine: quoted ? quoteLine : null,
  };
}

/** The header line's field separator: a comma, else the semicolon or tab it has more of. */
export function fieldSeparator(text: string): ',' | ';' | '\t' {
  const header = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const count = (ch: string) => header.split(ch).length - 1;
  if (count(',') > 0) return ',';
  if (count(';') === 0 && count('\t') === 0) return ',';
  return count(';') >= count('\t') ? ';' : '\t';
}

/** The rows of a CSV text (readCsv without its finding). */
export const parseCsv = (text: string): string[][] => readCsv(text).rows;

const FAIRWAY_WORDS: Record<string, FairwayResult> = {
  hit: 'hit',
  yes: 'hit',
  y: 'hit',
  left: 'left',
  l: 'left',
  right: 'right',
  r: 'right',
  short: 'short',
  long: 'long',
  // A miss without a side counts as a missed fairway (stored as "short": no side).
  no: 'short',
  n: 'short',
  miss: 'short',
};
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How a US spreadsheet saves a date (month first, four-digit year): 10/4/2026. */
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A row's date as ISO 8601 (YYYY-MM-DD): written so, or as MM/DD/YYYY, the form a US spreadsheet saves
 * (an outside audit's file lost its rounds to "10/10/2026"); null when it is not a calendar day.
 * Two-digit years are refused: "10/4/26" does not say its century.
 */
export function csvDate(text: string): string | null {
  const us = US_DATE.exec(text);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
  if (!DATE.test(iso)) return null;
  const day = new Date(`${iso}T12:00:00Z`);
  // The round trip refuses days a month does not have (2026-02-30), which Date would roll over.
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A CSV round: the round in the open format plus the file row of each of its holes and its tee data. */
export type CsvRound = {
  round: Omit<RoundIngest, 'courseId' | 'courseExternalId'> & { courseName: string };
  /** File row (1-based, header = 1) of holes[i]. */
  rows: number[];
  rating: number | null;
  slope: number | null;
};

function numberOrBlank(
  value: string,
  issues: CsvIssue[],
  row: number,
  field: string,
): number | null | undefined {
  const v = value.trim();
  if (v === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(v)) {
    issues.push({ row, field, message: `"${v}" is not a number` });
    return undefined;
  }
  return Number(v);
}

/**
 * Reads the CSV into rounds (rows of the same date, course and tee form one round, in file order). Only
 * the file's own problems are reported here (header, unreadable cells); the round rules are
 * `validateRoundIngest`'s, whose paths the caller maps back to rows with `rows`.
 */
export function csvToRounds(text: string): { rounds: CsvRound[]; issues: CsvIssue[] } {
  const { rows: table, unclosedQuoteLine } = readCsv(text);
  const issues: CsvIssue[] = [];
  // Everything after an unclosed quote is one cell: the rows it swallowed would be reported as nonsense
  // (a course named after the next lines), so the quote is the one problem said.
  if (unclosedQuoteLine !== null) {
    issues.push({
      row: unclosedQuoteLine,
      field: 'file',
      message: `a quote (") opened on line ${unclosedQuoteLine} is never closed, so the rest of the file reads as one cell: close or remove it`,
    });
    return { rounds: [], issues };
  }
  const header = (table[0] ?? []).map((h) => h.trim().toLowerCase());
  const known = new Set<string>([...CSV_COLUMNS, ...CSV_OPTIONAL_COLUMNS]);
  const missing = CSV_COLUMNS.filter((c) => !header.includes(c));
  const unknown = header.filter((h) => !known.has(h));
  if (table.length === 0) {
    issues.push({ row: 1, field: 'file', message: `the file is empty: expected ${CSV_COLUMNS.join(',')}` });
    return { rounds: [], issues };
  }
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0
        ? `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u}"`).join(', ')}`
        : '',
    ].filter(Boolean);
    issues.push({
      row: 1,
      field: 'header',
      message: `Wrong header (${parts.join('; ')}): expected ${CSV_COLUMNS.join(',')}`,
    });
    return { rounds: [], issues };
  }
  const col = (cells: string[], name: Column) => {
    const i = header.indexOf(name);
    return i < 0 ? '' : (cells[i] ?? '').trim();
  };
  const byKey = new Map<string, CsvRound>();
  for (let r = 1; r < table.length; r++) {
    const cells = table[r]!;
    const row = r + 1;
    const written = col(cells, 'date');
    const date = csvDate(written) ?? written;
    const course = col(cells, 'course');
    const tee = col(cells, 'tee');
    if (csvDate(written) === null)
      issues.push({ row, field: 'date', message: `"${written}" is not a date (YYYY-MM-DD or MM/DD/YYYY)` });
    if (course === '') issues.push({ row, field: 'course', message: 'course is required' });
    if (tee === '') issues.push({ row, field: 'tee', message: 'tee is required' });
    const hole = numberOrBlank(col(cells, 'hole'), issues, row, 'hole');
    const par = numberOrBlank(col(cells, 'par'), issues, row, 'par');
    const score = numberOrBlank(col(cells, 'score'), issues, row, 'score');
    const putts = numberOrBlank(col(cells, 'putts'), issues, row, 'putts');
    const penalties = numberOrBlank(col(cells, 'penalties'), issues, row, 'penalties');
    const rating = numberOrBlank(col(cells, 'rating'), issues, row, 'rating');
    const slope = numberOrBlank(col(cells, 'slope'), issues, row, 'slope');
    const fairwayText = col(cells, 'fairway').toLowerCase();
    const fairway = fairwayText === '' || fairwayText === 'n/a' ? null : FAIRWAY_WORDS[fairwayText];
    if (fairway === undefined)
      issues.push({
        row,
        field: 'fairway',
        message: `"${fairwayText}" is not hit, left, right, short, long, yes, no or blank`,
      });
    const girText = col(cells, 'gir').toLowerCase();
    const gir = girText === '' ? null : YES.has(girText) ? true : NO.has(girText) ? false : undefined;
    if (gir === undefined)
      issues.push({ row, field: 'gir', message: `"${girText}" is not yes, no or blank` });
    if (hole === null) issues.push({ row, field: 'hole', message: 'hole is required' });
    if (par === null) issues.push({ row, field: 'par', message: 'par is required' });
    const key = `${date}|${course.toLowerCase()}|${tee.toLowerCase()}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        round: {
          courseName: course,
          teeName: tee,
          playedAt: `${date}T12:00:00Z`,
          roundType: 1,
          holeCount: 18,
          holes: [],
        },
        rows: [],
        rating: null,
        slope: null,
      };
      byKey.set(key, entry);
    }
    entry.rating ??= rating ?? null;
    entry.slope ??= slope ?? null;
    entry.round.holes.push({
      number: hole as number,
      par: par as number,
      score: score ?? null,
      putts: putts ?? null,
      fairway: fairway ?? null,
      penaltyStrokes: penalties ?? null,
      isGreenInRegulation: gir ?? null,
    });
    entry.rows.push(row);
  }
  const rounds = [...byKey.values()];
  // A round of up to 9 holes is a 9-hole round (front or back nine).
  for (const r of rounds) r.round.holeCount = r.round.holes.length <= 9 ? 9 : 18;
  return { rounds, issues };
}
