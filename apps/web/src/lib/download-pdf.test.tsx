import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { SnackbarProvider } from '../components/ui/snackbar-provider';
import { ApiClientError } from './api-client';
import { PDF_MESSAGES, useDownloadPdf, type DownloadPdfOptions } from './download-pdf';

/** spec 2 §8 messages around a PDF download, and the saved file. */
let download: (options: DownloadPdfOptions) => Promise<boolean>;

const saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved.length = 0;
  // jsdom implements neither object URLs nor downloads: record what the link would save.
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  const { result } = renderHook(() => useDownloadPdf(), { wrapper: SnackbarProvider });
  download = (options) => result.current.download(options);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloadPdf', () => {
  it('shows the generating message while it runs, then saves the decoded file and says so', async () => {
    let finish: (value: { data: string }) => void = () => {};
    let done!: Promise<boolean>;
    act(() => {
      done = download({
        generate: () => new Promise((resolve) => (finish = resolve)),
        fileName: 'Wes-Haugen-Resume.pdf',
      });
    });
    expect(await screen.findByText('Generating PDF Export...')).toBeTruthy();
    await act(async () => finish({ data: btoa('%PDF-1.7 test') }));
    expect(await done).toBe(true);
    expect(await screen.findByText('PDF Downloaded, Success!')).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('Wes-Haugen-Resume.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]!.blob);
    });
    expect(text).toBe('%PDF-1.7 test');
  });

  it('uses the caller’s generating message', async () => {
    act(() => {
      void download({
        generate: () => new Promise(() => {}),
        fileName: 'x.pdf',
        generatingMessage: 'Generating PDF Report...',
      });
    });
    expect(await screen.findByText('Generating PDF Report...')).toBeTruthy();
  });

  it('names the response status of a failure and saves nothing', async () => {
    await act(async () => {
      expect(
        await download({
          generate: async () => {
            throw new ApiClientError('PDF_BUSY', 503, 'busy');
          },
          fileName: 'x.pdf',
        }),
      ).toBe(false);
    });
    expect(await screen.findByText(PDF_MESSAGES.failure(503))).toBeTruthy();
    expect(screen.getByText('Uh-oh, there was a problem generating PDF. Response status: 503')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('says the user is offline when nothing answered', async () => {
    await act(async () => {
      await download({
        generate: async () => {
          throw new ApiClientError('NetworkError', 0, 'Network error');
        },
        fileName: 'x.pdf',
      });
    });
    expect(
      await screen.findByText(
        "Uh-oh, it seems like you're offline. Please check your connection and try again.",
      ),
    ).toBeTruthy();
  });

  it('refuses to run without a generator', async () => {
    await expect(download({ generate: undefined, fileName: 'x.pdf' })).rejects.toThrow(
      'No generator function provided',
    );
  });
});
