import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyDigits, OtpInput } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(emptyDigits);
  return (
    <>
      <h2 id="code-label">Code</h2>
      <OtpInput digits={digits} onChange={setDigits} labelledBy="code-label" />
      <output>{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

describe('OtpInput (spec 1 §4.2)', () => {
  it('has six labelled single-digit boxes in a named group', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy();
  });

  it('moves focus to the next box after each digit and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1x2');
    expect(screen.getByRole('status').textContent).toBe('12');
    expect(document.activeElement).toBe(box(3));
  });

  it('goes back a box on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('fills the boxes from the digits of a paste only, at most six', () => {
    render(<Harness />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => 'Code: 12-34 56 78' } });
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(document.activeElement).toBe(box(6));
  });

  it('ignores a paste without digits', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'no digits' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
