import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ReportDocument, ReportPage } from './report-document';
import { ReportHeader } from './report-header';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ReportDocument title="Test Report">
        <ReportPage label="Page one">
          <ReportHeader title="Test Report" playerName="Wes Haugen" standardLabel="Scratch" />
        </ReportPage>
      </ReportDocument>
    </MemoryRouter>,
  );
}

describe('ReportDocument', () => {
  it('lays pages out for the paper the query names (Letter unless A4)', () => {
    const { container, unmount } = renderAt('/cgr/x?paper=A4');
    expect(container.querySelector('.report-document')?.getAttribute('data-paper')).toBe('A4');
    unmount();
    const letter = renderAt('/cgr/x?paper=Legal');
    expect(letter.container.querySelector('.report-document')?.getAttribute('data-paper')).toBe('Letter');
  });

  it('shows the header with the player and the standard, only the parts given', () => {
    renderAt('/cgr/x');
    expect(screen.getByRole('heading', { name: 'Test Report' })).toBeTruthy();
    expect(screen.getByTestId('report-player').textContent).toBe('Wes Haugen');
    expect(screen.getByText('Compared with: Scratch')).toBeTruthy();
    expect(screen.queryByText(/^Rounds:/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Page one' })).toBeTruthy();
  });
});
