import { Unzip, UnzipInflate, strFromU8 } from 'fflate';
import {
  MAX_IMPORT_FILE_BYTES,
  MAX_UNPACKED_BYTES,
  csvToRounds,
  parseImportJson,
  type CsvIssue,
  type CsvRound,
  type ImportDocument,
} from '@linksight/golf-core';

/** What a chosen file holds: the JSON document, the CSV's rounds, or why it cannot be read. */
export type ImportSource =
  | { kind: 'json'; document: ImportDocument }
  | { kind: 'csv'; rounds: CsvRound[]; issues: CsvIssue[] }
  | { kind: 'unreadable'; message: string };

const MB = 1024 * 1024;
/** How much of a file is looked at to tell text from binary. */
const BINARY_SNIFF_CHARS = 4096;
/** A NUL or an undecodable byte (U+FFFD) does not occur in a text file. */
const isBinary = (text: string) => text.includes('\u0000') || text.includes('\uFFFD');
export const NOT_TEXT =
  'This file is not a rounds file: it is not text. Choose the .json, .csv or .zip of your rounds.';
/** A workbook: the spreadsheet itself, not its CSV (an outside audit chose an .xlsx and read "not text"). */
export const SPREADSHEET =
  'This is a spreadsheet workbook. Save it as CSV (File › Save As › CSV) and choose the .csv file.';
const WORKBOOK = /\.(xlsx|xlsm|xls|ods|numbers)$/;

/**
 * Reads the JSON or CSV out of a zip (an export's rounds.json, else the first .json or .csv), counting the
 * bytes actually inflated: a zip whose contents grow past MAX_UNPACKED_BYTES is refused as it unpacks,
 * whatever sizes its directory claims (issue 20: a zip bomb).
 */
export function unzipImportEntry(
  bytes: Uint8Array,
  maxUnpackedBytes: number = MAX_UNPACKED_BYTES,
): { name: string; text: string } {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let chosen: string | null = null;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    const name = file.name.toLowerCase();
    const isWanted = name.endsWith('rounds.json') || (chosen === null && /\.(json|csv)$/.test(name));
    if (!isWanted || (chosen !== null && !name.endsWith('rounds.json'))) return;
    chosen = file.name;
    chunks.length = 0;
    file.ondata = (error, chunk) => {
      if (error) failure = error;
      total += chunk.length;
      if (total > maxUnpackedBytes) {
        failure = new Error(
          `The zip unpacks to more than ${Math.round((maxUnpackedBytes / MB) * 10) / 10} MB, which is over the limit.`,
        );
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.push(bytes, true);
  if (failure) throw failure;
  if (chosen === null) throw new Error('The zip holds no .json or .csv file.');
  const joined = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    joined.set(c, at);
    at += c.length;
  }
  return { name: chosen, text: strFromU8(joined) };
}

/** A file's bytes (FileReader: available in every browser and in the test DOM). */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('This file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads an import file: JSON (the documented format), CSV of hole-by-hole scores, or a zip of either. */
export async function readImportFile(file: File): Promise<ImportSource> {
  if (file.size > MAX_IMPORT_FILE_BYTES)
    return {
      kind: 'unreadable',
      message: `This file is ${(file.size / MB).toFixed(1)} MB; files up to ${MAX_IMPORT_FILE_BYTES / MB} MB can be imported.`,
    };
  let name = file.name.toLowerCase();
  if (WORKBOOK.test(name)) return { kind: 'unreadable', message: SPREADSHEET };
  let text: string;
  try {
    if (name.endsWith('.zip')) {
      const entry = unzipImportEntry(await readBytes(file));
      name = entry.name.toLowerCase();
      text = entry.text;
    } else text = strFromU8(await readBytes(file));
  } catch (error) {
    return { kind: 'unreadable', message: (error as Error).message || 'This file could not be read.' };
  }
  // A picture or a spreadsheet renamed .csv decodes to NULs and replacement characters: say what it is
  // instead of listing its bytes as an "unknown" header.
  if (isBinary(text.slice(0, BINARY_SNIFF_CHARS))) return { kind: 'unreadable', message: NOT_TEXT };
  if (name.endsWith('.csv')) return { kind: 'csv', ...csvToRounds(text) };
  const parsed = parseImportJson(text);
  if ('issue' in parsed)
    return { kind: 'unreadable', message: `This file is not a rounds file: ${parsed.issue.message}` };
  return { kind: 'json', document: parsed.document };
}
