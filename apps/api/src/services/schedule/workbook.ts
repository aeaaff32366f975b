import ExcelJS from 'exceljs';
import type { SpreadsheetSheet } from '@linksight/golf-core';

/**
 * Writes golf-core `scheduleWorkbook` sheets as a real .xlsx (spec 3 §7 schedule export; issue 18): one
 * worksheet per sheet, the header row bold and frozen, column widths and number formats as given, cells
 * typed as given (dates are Dates, numbers numbers, null empty).
 */
export async function writeWorkbook(sheets: readonly SpreadsheetSheet[], created: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Linksight';
  workbook.created = created;
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name, {
      views: [{ state: 'frozen', ySplit: sheet.frozenRows, xSplit: 0 }],
    });
    ws.columns = sheet.columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.width,
      ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) ws.addRow(row.map((cell) => cell ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
