import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { ApiClientError } from './api-client';
import { useReportReady } from './report-ready';

function Page({ isReady, error }: { isReady: boolean; error?: unknown }) {
  useReportReady(isReady, error);
  return <img alt="" src="" />;
}

afterEach(() => {
  delete document.body.dataset.reportReady;
});

describe('useReportReady', () => {
  it('declares nothing until ready, then true after the page was drawn', async () => {
    const { rerender, unmount } = render(<Page isReady={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.body.dataset.reportReady).toBeUndefined();
    rerender(<Page isReady />);
    await waitFor(() => expect(document.body.dataset.reportReady).toBe('true'));
    unmount();
    expect(document.body.dataset.reportReady).toBeUndefined();
  });

  it('declares an error at once, with what failed', () => {
    render(<Page isReady={false} error={new ApiClientError('FORBIDDEN', 403, 'Not public')} />);
    expect(document.body.dataset.reportReady).toBe('error');
    expect(document.body.dataset.reportError).toBe('Not public (status 403)');
  });
});
