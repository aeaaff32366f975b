import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '../../../lib/theme';
import { AddEventDialog } from './add-event-dialog';
import { ENDED_EVENT_HINT } from './tournament-fields';

beforeEach(() => {
  // jsdom lays nothing out: Add scrolls the first invalid field into view.
  Element.prototype.scrollIntoView = vi.fn();
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

function renderDialog(onClose: () => void = () => {}, scheduledIds: ReadonlySet<number> = new Set()) {
  render(
    <ThemeProvider theme={createAppTheme({ name: 'default-theme', isDark: false })}>
      <QueryClientProvider client={new QueryClient()}>
        <AddEventDialog accountId={1} scheduledIds={scheduledIds} today="2026-11-29" onClose={onClose} />
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

  it('says a new event that has already ended goes to Historical Events', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'New tournament' }));
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: '2026-12-05' } });
    expect(screen.queryByText(ENDED_EVENT_HINT)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: '2020-01-02' } });
    expect(screen.getByText(ENDED_EVENT_HINT)).toBeTruthy();
  });

  it('keeps a typed tournament on a click beside the dialog; asks for empty dates by name', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog(onClose);
    const backdrop = () => document.querySelector('.MuiBackdrop-root')!;
    await user.click(screen.getByRole('tab', { name: 'New tournament' }));
    await user.type(screen.getByRole('textbox', { name: /^Tournament name/ }), 'Spring Open');
    fireEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Enter the start date')).toBeTruthy();
    expect(screen.getByText('Enter the end date')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click beside it while nothing was typed', () => {
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves the focus on the tab when the user switches back to the list', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'New tournament' }));
    await user.click(screen.getByRole('tab', { name: 'From the list' }));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'From the list' }));
  });

  it('makes the list of tournaments one Tab stop, walked with the arrow keys past those already scheduled', async () => {
    const tournament = (id: number, name: string) => ({
      tournamentId: id,
      tournamentName: name,
      tournamentUrl: null,
      startDate: '2027-03-01',
      endDate: '2027-03-02',
      city: null,
      state: null,
    });
    const list = [tournament(1, 'Alpha Open'), tournament(2, 'Beta Open'), tournament(3, 'Gamma Open')];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ tournaments: list }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const user = userEvent.setup();
    renderDialog(() => {}, new Set([2]));
    const option = async (name: string) => screen.findByRole('option', { name: new RegExp(`^${name}`) });
    await option('Alpha Open');
    await user.tab();
    expect(document.activeElement).toBe(await option('Alpha Open'));
    await user.keyboard('{ArrowDown}');
    // Beta Open is on the schedule already: the arrow goes past it.
    expect(document.activeElement).toBe(await option('Gamma Open'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(await option('Alpha Open'));
    await user.tab();
    expect(screen.getAllByRole('option').includes(document.activeElement as HTMLElement)).toBe(false);
  });
});
