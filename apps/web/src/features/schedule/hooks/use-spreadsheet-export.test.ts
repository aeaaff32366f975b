import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnackbarOptions, SnackbarService } from '../../../lib/snackbar';
import { EXPORT_MESSAGE, exportSchedule } from './use-spreadsheet-export';

/** A snackbar that records what a person would see. */
function recordingSnackbar() {
  const shown: SnackbarOptions[] = [];
  const dismissed: (number | undefined)[] = [];
  const service: SnackbarService = {
    show: (options) => shown.push(options),
    dismiss: (id) => void dismissed.push(id),
  };
  return { service, shown, dismissed };
}

describe('exportSchedule (spec 3 §7 schedule export, §8 snackbars and failure rules)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the exporting snackbar with Dismiss, saves the file as Schedule.xlsx, then dismisses it', async () => {
    const snackbar = recordingSnackbar();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = () => 'blob:schedule';
    URL.revokeObjectURL = () => undefined;
    const ok = await exportSchedule(async () => new Blob(['xlsx']), snackbar.service);
    expect(ok).toBe(true);
    expect(snackbar.shown).toEqual([
      { message: EXPORT_MESSAGE, severity: 'info', durationMs: null, hasDismiss: true },
    ]);
    expect(saved).toEqual(['Schedule.xlsx']);
    expect(snackbar.dismissed).toEqual([1]);
  });

  it('on failure dismisses the snackbar and shows no message', async () => {
    const snackbar = recordingSnackbar();
    const ok = await exportSchedule(() => Promise.reject(new Error('500')), snackbar.service);
    expect(ok).toBe(false);
    expect(snackbar.shown.map((s) => s.message)).toEqual([EXPORT_MESSAGE]);
    expect(snackbar.dismissed).toEqual([1]);
  });
});
