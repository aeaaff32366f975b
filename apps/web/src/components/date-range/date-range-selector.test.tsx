import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultRangeOptions, type LabelledDateRange } from '@linksight/golf-core';
import { DateRangeSelector } from './date-range-selector';

const now = new Date('2025-04-15T12:00:00Z');

function Harness({ onChange }: { onChange: (range: LabelledDateRange) => void }) {
  const first = defaultRangeOptions(now)[0]!;
  const [value, setValue] = useState<LabelledDateRange>({ label: first.label, ...first.dateRange });
  return (
    <DateRangeSelector
      value={value}
      now={now}
      onChange={(range) => {
        onChange(range);
        setValue(range);
      }}
    />
  );
}

describe('DateRangeSelector (spec 3 §2, §4, §5)', () => {
  it('offers the defaults with a check on the selected one and reads "10 weeks" after a pause', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Last 12 Months' }));
    const popup = await screen.findByRole('dialog', { name: 'Date range' });
    expect(popup.querySelectorAll('[role="button"]').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('button', { name: 'Last 12 Months' }).className).toMatch(/Mui-selected/);
    const search = screen.getByRole('searchbox', { name: 'Custom Range' });
    expect(search.getAttribute('placeholder')).toBe('Custom Range: 10 Weeks, 6 Months, etc.');
    await user.type(search, '10 weeks');
    await screen.findByRole('button', { name: 'Last 10 Weeks' });
    expect(screen.queryByRole('button', { name: 'All Time' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Last 10 Weeks' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const range = onChange.mock.calls[0]![0] as LabelledDateRange;
    expect(range.label).toBe('Last 10 Weeks');
    expect(range.start!.toISOString()).toBe('2025-02-04T12:00:00.000Z');
    expect(screen.getByRole('button', { name: 'Last 10 Weeks' })).toBeTruthy();
  });

  it('changes nothing when the chosen range equals the current one by day, or on Cancel', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Last 12 Months' }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Last 12 Months' }));
    await user.click(await screen.findByRole('button', { name: 'All Time' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks a custom range on the calendar and shows its short dates', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Last 12 Months' }));
    await user.click(await screen.findByRole('button', { name: /^Custom/ }));
    await user.click(screen.getByRole('button', { name: '2025-04-02' }));
    await user.click(screen.getByRole('button', { name: '2025-04-09' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: /^Custom/ }).textContent).toContain('4/2/25 - 4/9/25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ label: '4/2/25 - 4/9/25', start: new Date('2025-04-02T00:00:00Z') }),
    );
  });

  it('offers no day after today on the calendar: rounds not yet played cannot be chosen', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Last 12 Months' }));
    await user.click(await screen.findByRole('button', { name: /^Custom/ }));
    expect((screen.getByRole('button', { name: '2025-04-15' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: '2025-04-16' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect((screen.getByRole('button', { name: '2025-03-31' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Enter in the search box takes the first match at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Last 12 Months' }));
    const search = await screen.findByRole('searchbox', { name: 'Custom Range' });
    await user.type(search, '10 weeks{Enter}');
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ label: expect.stringMatching(/10 Weeks/i) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date range' })).toBeNull());
  });

  it('is used by keyboard: the search box takes the focus, Tab stays in the popup, Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Last 12 Months' });
    await user.tab();
    expect(document.activeElement).toBe(opener);
    await user.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'Date range' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Custom Range' })),
    );
    await user.tab();
    expect(popup.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date range' })).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('takes the focus back to the search box when the calendar closes, and Escape there closes the popup', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Last 12 Months' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: /^Custom/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Custom Range' })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date range' })).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the search box room for its whole placeholder', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Last 12 Months' }));
    const popup = await screen.findByRole('dialog', { name: 'Date range' });
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Custom Range' });
    // jsdom lays nothing out: the room is the popup's width less its padding and the box's (12 px a side
    // each, 1 px borders); the text takes about 7.6 px a character at 14 px in a wide system font
    // (DejaVu Sans: 288 px for these 38 characters).
    const room = parseFloat(getComputedStyle(popup).width) - 4 * 12 - 2;
    expect(getComputedStyle(search).fontSize).toBe('14px');
    expect(room).toBeGreaterThanOrEqual(search.placeholder.length * 7.6);
  });
});
