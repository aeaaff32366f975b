import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '../../../lib/theme';
import { TwoWaySwitch } from './two-way-switch';

describe('TwoWaySwitch (spec 3 §2 header sliders)', () => {
  it('takes keyboard focus on its selected option, and Shift+Tab back to it too', async () => {
    const user = userEvent.setup();
    // The app's theme gives every toggle group this behaviour (lib/focus-selected.ts).
    render(
      <ThemeProvider theme={createAppTheme({ name: 'default-theme', isDark: false })}>
        <button type="button">before</button>
        <TwoWaySwitch label="Hole count" options={['9 Hole', '18 Hole']} value="18 Hole" onChange={vi.fn()} />
        <button type="button">after</button>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '18 Hole' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '18 Hole' }));
  });
});
