import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLoadingTasks } from '../../lib/loading-tasks';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('shows the current task text while a task is pending and disappears afterwards', async () => {
    const tasks = createLoadingTasks();
    render(<LoadingOverlay tasks={tasks} />);
    expect(screen.queryByRole('status')).toBeNull();

    let finish!: () => void;
    act(() => {
      void tasks.track(new Promise<void>((resolve) => (finish = resolve)), 'Loading resume preview...');
    });
    expect(screen.getByRole('status').textContent).toBe('Loading resume preview...');

    await act(async () => finish());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says Loading when the task has no text', () => {
    const tasks = createLoadingTasks();
    act(() => {
      void tasks.track(new Promise(() => {}));
    });
    render(<LoadingOverlay tasks={tasks} />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});
