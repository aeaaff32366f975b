import { useCallback, useState } from 'react';
import type { PdfData } from '@linksight/api-contract';
import { isApiClientError } from './api-client';
import { isOffline, OFFLINE_MESSAGE } from './offline';
import { SNACKBAR_DURATION_MS, useSnackbar, type SnackbarService } from './snackbar';

/** spec 2 §8: the PDF messages, word for word. */
export const PDF_MESSAGES = {
  generating: 'Generating PDF Export...',
  /** spec 3 §8: the schedule reports' wording. */
  generatingReport: 'Generating PDF Report...',
  success: 'PDF Downloaded, Success!',
  failure: (status: number | string) =>
    `Uh-oh, there was a problem generating PDF. Response status: ${status}`,
  offline: OFFLINE_MESSAGE,
  noGenerator: 'No generator function provided',
} as const;

/** A PDF as the API answers it: `{ data: <base64> }` (spec 2 §7) or the bytes. */
export type PdfResult = PdfData | Blob;

export type DownloadPdfOptions = {
  /** Makes the PDF; spec 2 §8: without one, the error "No generator function provided". */
  generate: (() => Promise<PdfResult>) | undefined;
  fileName: string;
  /** The message while it runs (the schedule says "Generating PDF Report..."). */
  generatingMessage?: string;
  /** A Dismiss action on the running message (spec 3 §8: the schedule's snackbars have one). */
  hasDismiss?: boolean;
};

export function pdfBlob(result: PdfResult): Blob {
  if (result instanceof Blob) return result;
  const bytes = Uint8Array.from(atob(result.data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Saves a file under `fileName` the way a download link does. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the click is handled; keep it a moment for slow ones.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * spec 2 §8 once for every PDF of the product: "Generating PDF Export..." while it runs, then
 * "PDF Downloaded, Success!" (3000 ms) and the file saved, or the failure or offline message (3000 ms).
 * Answers whether the file was saved.
 */
export async function downloadPdf(options: DownloadPdfOptions, snackbar: SnackbarService): Promise<boolean> {
  if (options.generate === undefined) throw new Error(PDF_MESSAGES.noGenerator);
  const running = snackbar.show({
    message: options.generatingMessage ?? PDF_MESSAGES.generating,
    severity: 'info',
    durationMs: null,
    hasDismiss: options.hasDismiss,
  });
  try {
    const result = await options.generate();
    saveBlob(pdfBlob(result), options.fileName);
    snackbar.show({ message: PDF_MESSAGES.success, severity: 'success', durationMs: SNACKBAR_DURATION_MS });
    return true;
  } catch (error) {
    snackbar.dismiss(running);
    snackbar.show({
      message: isOffline(error)
        ? PDF_MESSAGES.offline
        : PDF_MESSAGES.failure(isApiClientError(error) ? error.status : 'unknown'),
      severity: 'error',
      durationMs: SNACKBAR_DURATION_MS,
    });
    return false;
  }
}

/** `downloadPdf` bound to the app's snackbar, with whether a download is running (to disable the button). */
export function useDownloadPdf() {
  const snackbar = useSnackbar();
  const [isDownloading, setIsDownloading] = useState(false);
  const download = useCallback(
    async (options: DownloadPdfOptions) => {
      setIsDownloading(true);
      try {
        return await downloadPdf(options, snackbar);
      } finally {
        setIsDownloading(false);
      }
    },
    [snackbar],
  );
  return { download, isDownloading };
}
