import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Histories, HistoryRound } from '@linksight/api-contract';
import type { QuickSet } from '@linksight/golf-core';
import { RoundsQuickSelect } from '../rounds-quick-select';
import { RoundsMenuDialog } from './rounds-menu-dialog';

/** A round as the histories call returns it (api-contract HistoryRound). */
const round = (
  id: number,
  date: string,
  label: string,
  fields: Partial<HistoryRound> & Pick<HistoryRound, 'courseId'>,
): HistoryRound => ({
  id,
  label,
  date,
  type: fields.tournamentId ? 'Tournament' : 'Practice',
  roundTypeId: fields.tournamentId ? 3 : 1,
  score: 72,
  par: 72,
  courseLength: 6800,
  tournamentId: null,
  roundNumber: 0,
  holeCount: 18,
  isCompleted: true,
  golfCourseId: fields.courseId,
  golfRoundId: id,
  ...fields,
});

const histories: Histories = {
  rounds: [
    round(101, '2025-04-05T14:00:00.000Z', 'Spring Invitational R1', {
      tournamentId: 10,
      roundNumber: 1,
      courseId: 2,
      score: 74,
    }),
    round(102, '2025-04-06T14:00:00.000Z', 'Spring Invitational Final', {
      tournamentId: 10,
      courseId: 2,
      score: 70,
    }),
    round(111, '2025-03-10T14:00:00.000Z', 'County Amateur R1', {
      tournamentId: 11,
      roundNumber: 1,
      courseId: 3,
    }),
    round(121, '2024-07-20T14:00:00.000Z', 'Junior Open R1', {
      tournamentId: 12,
      roundNumber: 1,
      courseId: 3,
    }),
    round(131, '2024-05-02T14:00:00.000Z', 'Old Classic R1', {
      tournamentId: 13,
      roundNumber: 1,
      courseId: 2,
    }),
    round(201, '2025-04-10T15:00:00.000Z', 'Pine Valley', { courseId: 1, score: 40, par: 36 }),
    round(202, '2025-02-14T15:00:00.000Z', 'Oak Hills', { courseId: 2 }),
  ],
  tournaments: [
    { id: 10, name: 'Spring Invitational' },
    { id: 11, name: 'County Amateur' },
    { id: 12, name: 'Junior Open' },
    { id: 13, name: 'Old Classic' },
  ],
  courses: [
    { id: 1, name: 'Pine Valley' },
    { id: 2, name: 'Oak Hills' },
    { id: 3, name: 'River Run' },
  ],
};

type HarnessProps = {
  source?: Histories;
  initialIds?: number[];
  onCustom?: (ids: number[]) => void;
  onQuickSet?: (q: QuickSet) => void;
  onClose?: () => void;
};

/** The dialog with its parent's selection state, as RoundsQuickSelect and the View-shots page hold it. */
function Harness({
  source = histories,
  initialIds = [],
  onCustom,
  onQuickSet,
  onClose = () => {},
}: HarnessProps) {
  const [ids, setIds] = useState(initialIds);
  const [quickSet, setQuickSet] = useState<QuickSet>('Last 6 Rounds');
  return (
    <RoundsMenuDialog
      source={source}
      quickSet={quickSet}
      selectedIds={ids}
      isQuickSetAvailable={(q) => q !== 'Past 30 Days'}
      onQuickSet={(q) => {
        onQuickSet?.(q);
        setQuickSet(q);
      }}
      onCustom={(next) => {
        onCustom?.(next);
        setIds(next);
        setQuickSet('Custom');
      }}
      onClose={onClose}
    />
  );
}

const dialog = () => screen.getByRole('dialog', { name: /Selected$/ });
const itemLabels = () =>
  within(dialog())
    .queryAllByTestId('round-list-item')
    .map((row) => row.querySelector('p')?.textContent);

const isChecked = (box: HTMLElement) => (box as HTMLInputElement).checked;

afterEach(() => vi.restoreAllMocks());

describe('RoundsMenuDialog (spec 3 §2 My Rounds menu dialog)', () => {
  it('opens on Event view: tournament groups, the first 3 shown, the rest behind Show 1 more', async () => {
    render(<Harness />);
    expect(dialog().contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'View By: Event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sort By: Date' })).toBeTruthy();
    expect(itemLabels()).toEqual([
      'Non-Tournament Rounds',
      'Spring Invitational',
      'County Amateur',
      'Junior Open',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 more' }));
    expect(itemLabels()).toContain('Old Classic');
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  });

  it('expands a group from its arrow button, showing its rounds with hint badges and long dates', async () => {
    render(<Harness />);
    const arrow = screen.getByRole('button', { name: 'Spring Invitational rounds' });
    expect(arrow.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: /^Spring Invitational R1/ })).toBeNull();
    arrow.focus();
    await userEvent.keyboard('{Enter}');
    expect(arrow.getAttribute('aria-expanded')).toBe('true');
    const r1 = screen.getByRole('checkbox', { name: 'Spring Invitational R1, April 5, 2025' });
    const row = r1.closest('[data-testid="round-list-item"]')!;
    expect(row.querySelector('[data-hint-class]')?.getAttribute('data-hint-class')).toBe('tournament');
    expect(row.querySelector('[data-hint-class]')?.textContent).toBe('R1');
    // The group's badge: 72 on average against par 72.
    const group = arrow.closest('[data-testid="round-list-item"]')!;
    expect(group.querySelector('[data-hint-class]')?.textContent).toBe('E');
  });

  it('a parent box is tri-state: partly selected shows indeterminate, a click selects all, the next clears', async () => {
    const onCustom = vi.fn();
    render(<Harness initialIds={[101, 201]} onCustom={onCustom} />);
    const spring = screen.getByRole('checkbox', { name: 'Spring Invitational' });
    expect(spring.getAttribute('data-indeterminate')).toBe('true');
    expect(isChecked(spring)).toBe(false);

    await userEvent.click(spring);
    expect(onCustom).toHaveBeenLastCalledWith([101, 201, 102]);
    expect(isChecked(spring)).toBe(true);
    expect(spring.getAttribute('data-indeterminate')).toBe('false');
    expect(screen.getByRole('heading', { name: '3 Rounds Selected' })).toBeTruthy();

    await userEvent.click(spring);
    expect(onCustom).toHaveBeenLastCalledWith([201]);
    expect(isChecked(spring)).toBe(false);
    expect(screen.getByRole('heading', { name: '1 Round Selected' })).toBeTruthy();
  });

  it('the All box selects every round unless all are selected, then clears', async () => {
    const onCustom = vi.fn();
    render(<Harness initialIds={[201]} onCustom={onCustom} />);
    const all = screen.getByRole('checkbox', { name: 'All' });
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    await userEvent.click(all);
    // Hidden tournaments (Old Classic) count too.
    expect([...onCustom.mock.lastCall![0]].sort()).toEqual([101, 102, 111, 121, 131, 201, 202]);
    await userEvent.click(all);
    expect(onCustom).toHaveBeenLastCalledWith([]);
  });

  it('Clear Selections empties the selection through onCustom([])', async () => {
    const onCustom = vi.fn();
    render(<Harness initialIds={[101, 102]} onCustom={onCustom} />);
    expect(isChecked(screen.getByRole('checkbox', { name: 'Spring Invitational' }))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Selections' }));
    expect(onCustom).toHaveBeenCalledWith([]);
    expect(isChecked(screen.getByRole('checkbox', { name: 'Spring Invitational' }))).toBe(false);
    expect(screen.getByRole('heading', { name: '0 Rounds Selected' })).toBeTruthy();
  });

  it('switching View By changes the list and the default sort', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'View By: Event' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Course' }));
    expect(itemLabels()).toEqual(['Pine Valley', 'Oak Hills', 'River Run']);

    await userEvent.click(screen.getByRole('button', { name: 'View By: Course' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Round #-Event' }));
    expect(screen.getByRole('button', { name: 'Sort By: Label' })).toBeTruthy();
    expect(itemLabels()).toEqual(['Round 1', 'Final Round']);

    await userEvent.click(screen.getByRole('button', { name: 'View By: Round #-Event' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Round' }));
    expect(screen.getByRole('button', { name: 'Sort By: Date' })).toBeTruthy();
    expect(itemLabels()).toHaveLength(7);
    expect(itemLabels()[0]).toBe('Pine Valley');

    await userEvent.click(screen.getByRole('button', { name: 'Sort By: Date' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Label' }));
    expect(itemLabels()).toEqual([
      'County Amateur R1',
      'Junior Open R1',
      'Oak Hills',
      'Old Classic R1',
      'Pine Valley',
      'Spring Invitational Final',
      'Spring Invitational R1',
    ]);
  });

  it('search filters by fuzzy label after a 200 ms pause and opens groups to show matching rounds', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search rounds' }), 'oak hills');
    // Debounced: the list has not changed yet.
    expect(itemLabels()).toContain('Spring Invitational');
    await waitFor(() => expect(itemLabels()).toEqual(['Non-Tournament Rounds', 'Oak Hills']));
    expect(
      screen.getByRole('button', { name: 'Non-Tournament Rounds rounds' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search rounds' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search rounds' }), 'zzz');
    expect(await screen.findByText('No rounds match.')).toBeTruthy();
  });

  it('Selected Rounds picks a quick set, its empty options disabled; Custom keeps the current rounds', async () => {
    const onQuickSet = vi.fn();
    const onCustom = vi.fn();
    render(<Harness initialIds={[202]} onQuickSet={onQuickSet} onCustom={onCustom} />);
    await userEvent.click(screen.getByRole('button', { name: 'Selected Rounds: Last 6 Rounds' }));
    expect(screen.getByRole('menuitem', { name: 'Past 30 Days' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Past 12 Months' }));
    expect(onQuickSet).toHaveBeenCalledWith('Past 12 Months');
    await userEvent.click(screen.getByRole('button', { name: 'Selected Rounds: Past 12 Months' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Custom' }));
    expect(onCustom).toHaveBeenCalledWith([202]);
  });

  it('closes with Esc and with Close', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('logs rounds left out: a missing tournament as debug, a missing course as a warning', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: Histories = {
      ...histories,
      rounds: [
        ...histories.rounds,
        round(301, '2025-01-01T14:00:00.000Z', 'Ghost Open R1', {
          tournamentId: 99,
          roundNumber: 1,
          courseId: 2,
        }),
        round(302, '2025-01-02T14:00:00.000Z', 'Nowhere', { courseId: 98 }),
      ],
    };
    render(<Harness source={broken} />);
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('tournament 99'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('course 98'));
    expect(screen.queryByRole('checkbox', { name: /^Ghost Open/ })).toBeNull();
  });
});

describe('RoundsQuickSelect', () => {
  it('opens the My Rounds menu dialog from the chip with the histories lists (spec 3 §2)', async () => {
    const onCustom = vi.fn();
    render(
      <RoundsQuickSelect
        quickSet="Last 6 Rounds"
        rounds={histories.rounds}
        tournaments={histories.tournaments}
        courses={histories.courses}
        selectedIds={[202]}
        metas={[]}
        isAvailable={() => true}
        onQuickSet={() => {}}
        onCustom={onCustom}
      />,
    );
    await userEvent.click(screen.getByTestId('rounds-quick-select'));
    expect(screen.getByRole('heading', { name: '1 Round Selected' })).toBeTruthy();
    expect(itemLabels()).toContain('Spring Invitational');
    await userEvent.click(screen.getByRole('checkbox', { name: 'County Amateur' }));
    expect(onCustom).toHaveBeenCalledWith([202, 111]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
