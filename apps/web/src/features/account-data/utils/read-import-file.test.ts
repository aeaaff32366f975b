import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { NOT_TEXT, readImportFile, SPREADSHEET, unzipImportEntry } from './read-import-file';

const round = {
  courseId: 1,
  teeName: 'Blue',
  playedAt: '2025-05-01T08:00:00Z',
  roundType: 1,
  holeCount: 9,
  holes: [],
};

describe('import files (issue 20)', () => {
  it('reads rounds.json out of an export zip', () => {
    const zip = zipSync({ 'README.txt': strToU8('x'), 'rounds.json': strToU8('{"rounds":[]}') });
    expect(unzipImportEntry(zip)).toEqual({ name: 'rounds.json', text: '{"rounds":[]}' });
  });

  it('refuses a zip that unpacks past the limit while unpacking (a zip bomb)', () => {
    const bomb = zipSync({ 'rounds.json': new Uint8Array(200_000) }, { level: 9 });
    expect(bomb.length).toBeLessThan(2_000);
    expect(() => unzipImportEntry(bomb, 100_000)).toThrow(/unpacks to more than/);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const file = new File(['{}'], 'big.json');
    Object.defineProperty(file, 'size', { value: 21 * 1024 * 1024 });
    expect(await readImportFile(file)).toEqual({
      kind: 'unreadable',
      message: 'This file is 21.0 MB; files up to 20 MB can be imported.',
    });
  });

  it('reads JSON and CSV files', async () => {
    const json = await readImportFile(new File([JSON.stringify([round])], 'r.json'));
    expect(json).toMatchObject({ kind: 'json', document: { rounds: [round] } });
    const csv = await readImportFile(new File(['date,course\n'], 'r.csv'));
    expect(csv).toMatchObject({ kind: 'csv', rounds: [], issues: [{ row: 1, field: 'header' }] });
  });

  it('says an empty CSV is empty, not that its header is wrong', async () => {
    const csv = await readImportFile(new File([''], 'r.csv'));
    expect(csv).toMatchObject({ kind: 'csv', rounds: [], issues: [{ row: 1, field: 'file' }] });
    if (csv.kind !== 'csv') throw new Error('not a csv');
    expect(csv.issues[0]!.message).toMatch(/^the file is empty: expected date,course,/);
  });

  it('says a picture named .csv is not text instead of listing its bytes', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    expect(await readImportFile(new File([png], 'scores.csv'))).toEqual({
      kind: 'unreadable',
      message: NOT_TEXT,
    });
  });

  it('says a spreadsheet workbook must be saved as CSV first', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    expect(await readImportFile(new File([zip], 'Schedule.XLSX'))).toEqual({
      kind: 'unreadable',
      message: SPREADSHEET,
    });
  });
});
