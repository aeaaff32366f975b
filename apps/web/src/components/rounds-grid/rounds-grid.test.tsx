import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  RoundAverages,
  RoundsTableRequest,
  RoundsTableResponse,
  RoundsTableRow,
} from '@linksight/api-contract';
import { RoundsGrid } from './rounds-grid';
import { RoundsGridTable } from './rounds-grid-table';

const row = (golfRoundId: number, more: Partial<RoundsTableRow> = {}): RoundsTableRow => ({
  golfRoundId,
  startDate: '2025-05-28T15:00:00.000Z',
  tournament: null,
  tournamentURL: null,
  course: 'Pine Valley',
  yards: 6571,
  isCompleted: true,
  score: 73,
  scoreToPar: 1,
  birdieOrBetter: 3,
  onePutts: 6,
  fir: 50,
  gir: 61,
  upDown: 43,
  approachProxAfter: 31.5,
  girPuttProxStart: 28.636363636363637,
  scrambleFirstPuttProxStart: 7.285714285714286,
  putts: 30,
  madeFeetPutt: 138,
  totalFeetPutt: 384.5,
  madeFeetPuttPercentage: 36,
  ...more,
});

const averages: RoundAverages = {
  yards: 6575.3,
  score: 74,
  scoreToPar: -1.5,
  birdieOrBetter: 3.1,
  onePutts: 5,
  fir: 55,
  gir: 60,
  upDown: null,
  approachProxAfter: 31.9,
  girPuttProxStart: 27.24,
  scrambleFirstPuttProxStart: 8,
  putts: 30.8,
  madeFeetPutt: 121.1,
  totalFeetPutt: 377,
  madeFeetPuttPercentage: 32,
};

const HEADERS = [
  'Date',
  'Tournament',
  'Course',
  'Yards',
  'Score',
  'To Par',
  'Holes Under Par',
  '1 Putts',
  'FIR %',
  'GIR %',
  'Up/Down %',
  'Approach Prox ft',
  'GIR Putt Prox ft',
  'Scramble 1st Putt Prox ft',
  'Putts',
  'Made Putt ft',
  'Total Putt ft',
  'Made Putt %',
];

const cellsOf = (tr: Element) =>
  Object.fromEntries(
    [...tr.querySelectorAll('[data-column]')].map((c) => [c.getAttribute('data-column'), c]),
  );

describe('RoundsGridTable (spec 3 §3 rounds grid)', () => {
  it('shows the columns in the spec order and formats a round', () => {
    const rows = [
      row(1, {
        tournament: 'Spring Open',
        tournamentURL: 'https://springopen.example.com',
        scoreToPar: 0,
        upDown: null,
      }),
      row(2, { scoreToPar: -2, putts: null, isCompleted: false }),
    ];
    render(<RoundsGridTable rows={rows} averages={averages} total={2} page={0} onPage={() => {}} />);
    const table = screen.getByRole('table', { name: 'Rounds' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(HEADERS);

    const first = cellsOf(table.querySelector('[data-round-id="1"]')!);
    expect(first.startDate!.textContent).toBe('5/28/25');
    const link = within(first.tournament as HTMLElement).getByRole('link', { name: /Spring Open/ });
    expect(link.getAttribute('href')).toBe('https://springopen.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(first.course!.textContent).toBe('Pine Valley');
    expect(first.scoreToPar!.textContent).toBe('E');
    expect(first.upDown!.textContent).toBe('—');
    expect(first.girPuttProxStart!.textContent).toBe('28.64');
    expect(first.scrambleFirstPuttProxStart!.textContent).toBe('7.29');
    expect(first.totalFeetPutt!.textContent).toBe('384.5');
    expect(first.fir!.textContent).toBe('50');

    const second = cellsOf(table.querySelector('[data-round-id="2"]')!);
    // A round still being played is marked under its date, as on its scorecard row.
    expect(second.startDate!.textContent).toBe('5/28/25in progress');
    expect(second.scoreToPar!.textContent).toBe('-2');
    expect(second.putts!.textContent).toBe('—');
    expect(second.tournament!.textContent).toBe('—');
    expect(within(second.tournament as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('adds the https:// prefix to a tournament link stored without one', () => {
    render(
      <RoundsGridTable
        rows={[row(1, { tournament: 'Club Cup', tournamentURL: 'clubcup.example.com' })]}
        averages={averages}
        total={1}
        page={0}
        onPage={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: /Club Cup/ }).getAttribute('href')).toBe(
      'https://clubcup.example.com',
    );
  });

  it('ends with a Round Averages row: percents whole, proximities 2 decimals, counts 1 decimal', () => {
    render(<RoundsGridTable rows={[row(1)]} averages={averages} total={1} page={0} onPage={() => {}} />);
    const averagesRow = screen.getByRole('rowheader', { name: 'Round Averages' }).closest('tr')!;
    const cells = cellsOf(averagesRow);
    expect(cells.yards!.textContent).toBe('6575.3');
    expect(cells.score!.textContent).toBe('74.0');
    expect(cells.scoreToPar!.textContent).toBe('-1.5');
    expect(cells.onePutts!.textContent).toBe('5.0');
    expect(cells.fir!.textContent).toBe('55');
    expect(cells.upDown!.textContent).toBe('—');
    expect(cells.approachProxAfter!.textContent).toBe('31.90');
    expect(cells.scrambleFirstPuttProxStart!.textContent).toBe('8.00');
    expect(cells.totalFeetPutt!.textContent).toBe('377.0');
    expect(cells.madeFeetPuttPercentage!.textContent).toBe('32');
  });

  it('pages by 10 through the pagination buttons', async () => {
    const onPage = vi.fn();
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 1));
    const { rerender } = render(
      <RoundsGridTable rows={rows} averages={averages} total={12} page={0} onPage={onPage} />,
    );
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPage).toHaveBeenCalledWith(1);

    rerender(
      <RoundsGridTable rows={rows.slice(0, 2)} averages={averages} total={12} page={1} onPage={onPage} />,
    );
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(0);
  });
});

describe('RoundsGrid (spec 3 §5, §7 Rounds table)', () => {
  let requests: RoundsTableRequest[];
  let answer: (body: RoundsTableRequest) => Response;

  beforeEach(() => {
    requests = [];
    answer = (body) => {
      const all = Array.from({ length: 12 }, (_, i) => row(100 - i));
      const page = body.page ?? 0;
      const response: RoundsTableResponse = {
        rows: all.slice(page * 10, page * 10 + 10),
        total: all.length,
        averages,
        page,
        pageSize: 10,
      };
      return new Response(JSON.stringify(response), { status: 200 });
    };
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as RoundsTableRequest;
      requests.push(body);
      return Promise.resolve(answer(body));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderGrid = (roundIds: number[], holeCount: number) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return render(<RoundsGrid accountId={7} roundIds={roundIds} holeCount={holeCount} />, { wrapper });
  };

  it('requests the first page of 10, then the next page on Next', async () => {
    renderGrid([100, 99, 98], 18);
    expect(screen.getByRole('status', { name: 'Loading rounds' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Rounds' });
    expect(requests).toEqual([{ roundIds: [100, 99, 98], holeCount: 18, page: 0, pageSize: 10 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('11–12 of 12');
    await waitFor(() => expect(document.querySelector('[data-round-id="90"]')).toBeTruthy());
    expect(requests.at(-1)).toMatchObject({ page: 1 });
  });

  it('makes no request for all holes (918) or an empty selection', async () => {
    renderGrid([100], 918);
    expect(screen.getByText('No rounds to show.')).toBeTruthy();
    renderGrid([], 18);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it('shows "Invalid hole count value" for a value that is no hole count, without a request', async () => {
    renderGrid([100], 27);
    expect(screen.getByRole('alert').textContent).toBe('Invalid hole count value');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it("shows the API's message when the call fails", async () => {
    answer = () =>
      new Response(JSON.stringify({ code: 'BAD_REQUEST', message: 'Round 5 is not a round of player 7' }), {
        status: 400,
      });
    renderGrid([5], 18);
    expect((await screen.findByRole('alert')).textContent).toBe('Round 5 is not a round of player 7');
  });

  it('shows the empty state when no selected round has the hole count', async () => {
    answer = () =>
      new Response(JSON.stringify({ rows: [], total: 0, averages, page: 0, pageSize: 10 }), { status: 200 });
    renderGrid([100], 9);
    expect(await screen.findByText('No rounds to show.')).toBeTruthy();
  });
});
