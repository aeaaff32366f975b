import { useCallback, useState } from 'react';
import type { ScheduleExportRequest } from '@linksight/api-contract';
import { SCHEDULE_SPREADSHEET_FILE_NAME } from '@linksight/golf-core';
import { saveBlob } from '../../../lib/download-pdf';
import { useSnackbar, type SnackbarService } from '../../../lib/snackbar';
import { postScheduleExport } from '../api/schedule-api';

/** spec 3 §8: the spreadsheet's snackbar, with a Dismiss action. */
export const EXPORT_MESSAGE = 'Exporting Schedule (Spreadsheet)...';

/**
 * spec 3 §7 schedule export / §8: "Exporting Schedule (Spreadsheet)..." with Dismiss while it runs, the
 * file saved as Schedule; on failure the generating flag is cleared and the snackbar dismissed, with no
 * message. Answers whether the file was saved.
 */
export async function exportSchedule(make: () => Promise<Blob>, snackbar: SnackbarService): Promise<boolean> {
  const running = snackbar.show({
    message: EXPORT_MESSAGE,
    severity: 'info',
    durationMs: null,
    hasDismiss: true,
  });
  try {
    saveBlob(await make(), SCHEDULE_SPREADSHEET_FILE_NAME);
    return true;
  } catch {
    return false;
  } finally {
    snackbar.dismiss(running);
  }
}

export function useSpreadsheetExport(accountId: number) {
  const snackbar = useSnackbar();
  const [isExporting, setExporting] = useState(false);
  const exportSpreadsheet = useCallback(
    async (request: ScheduleExportRequest) => {
      setExporting(true);
      try {
        return await exportSchedule(() => postScheduleExport(accountId, request), snackbar);
      } finally {
        setExporting(false);
      }
    },
    [accountId, snackbar],
  );
  return { exportSpreadsheet, isExporting };
}
