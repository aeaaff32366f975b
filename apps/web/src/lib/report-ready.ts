import { useEffect } from 'react';
import { isApiClientError } from './api-client';

/** What a failed report says in `data-report-error` (read by the PDF service into its error message). */
function describe(error: unknown): string {
  if (isApiClientError(error)) return `${error.message} (status ${error.status})`;
  return error instanceof Error ? error.message : String(error);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Every image of the page loaded (or failed): a photo must be in the PDF, not its empty box. */
function imagesSettled(): Promise<unknown> {
  return Promise.all(
    [...document.images]
      .filter((image) => !image.complete)
      .map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
  );
}

/**
 * A report page declares when it can be printed (ARCHITECTURE §6): `document.body.dataset.reportReady` is
 * `'true'` once `isReady` holds, its images are loaded and two frames were drawn (charts measure their
 * size in the first), `'error'` (with `reportError`) as soon as `error` is set; the PDF service waits for
 * one of the two.
 */
export function useReportReady(isReady: boolean, error?: unknown): void {
  const hasError = error !== undefined && error !== null && error !== false;
  useEffect(() => {
    const data = document.body.dataset;
    let isCurrent = true;
    if (hasError) {
      data.reportError = describe(error);
      data.reportReady = 'error';
    } else if (isReady) {
      void (async () => {
        await nextFrame();
        await imagesSettled();
        await nextFrame();
        if (isCurrent) data.reportReady = 'true';
      })();
    }
    return () => {
      isCurrent = false;
      delete data.reportReady;
      delete data.reportError;
    };
  }, [isReady, hasError, error]);
}
