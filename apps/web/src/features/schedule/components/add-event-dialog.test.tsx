import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '../../../lib/theme';
import { AddEventDialog } from './add-event-dialog';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ tournaments: [] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  render(
    <ThemeProvider theme={createAppTheme({ name: 'default-theme', isDark: false })}>
      <QueryClientProvider client={new QueryClient()}>
        <AddEventDialog accountId={1} scheduledIds={new Set()} onClose={() => {}} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('Add Event dialog', () => {
  it('opens with the focus in the search box, where typing starts', async () => {
    const user = userEvent.setup();
    renderDialog();
    const search = screen.getByRole('textbox', { name: 'Search tournaments' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.keyboard('Spring');
    expect((search as HTMLInputElement).value).toBe('Spring');
  });

  it('leaves the focus on the tab when the user switches back to the list', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'New tournament' }));
    await user.click(screen.getByRole('tab', { name: 'From the list' }));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'From the list' }));
  });
});
