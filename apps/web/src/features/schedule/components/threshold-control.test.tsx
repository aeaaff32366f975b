import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SCORE_THRESHOLD_INVALID } from '@linksight/golf-core';
import { ThresholdControl } from './threshold-control';

describe('Score Threshold (spec 3 §4–5)', () => {
  it('shows the threshold the API resolved for the unset −1, and clears for All', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ThresholdControl threshold={-1} onChange={onChange} />);
    const box = screen.getByLabelText('Score Threshold');
    expect(box).toHaveProperty('value', '');
    // The answer: the average + 6. The box said "All" while 85 filtered the rounds.
    rerender(<ThresholdControl threshold={85} onChange={onChange} />);
    expect(box).toHaveProperty('value', '85');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith('All');
    expect(box).toHaveProperty('value', '');
    rerender(<ThresholdControl threshold={0} onChange={onChange} />);
    expect(box).toHaveProperty('value', '');
  });

  it('commits a typed number on Enter and says when the text is not one', async () => {
    const onChange = vi.fn();
    render(<ThresholdControl threshold={0} onChange={onChange} />);
    const box = screen.getByLabelText('Score Threshold');
    await userEvent.type(box, 'abc{Enter}');
    expect(screen.getByText(SCORE_THRESHOLD_INVALID)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '78{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(78);
  });
});
