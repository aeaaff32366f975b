import { describe, expect, it, vi } from 'vitest';
import { createLoadingTasks, DEFAULT_LOADING_TEXT } from './loading-tasks';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading tasks (spec 1 §2.1)', () => {
  it('is idle with the default text before any task', () => {
    expect(createLoadingTasks().getSnapshot()).toEqual({ isLoading: false, text: 'Loading' });
  });

  it('appears with the first task and hides when none are pending', async () => {
    const tasks = createLoadingTasks();
    const first = deferred();
    const second = deferred();
    void tasks.track(first.promise);
    expect(tasks.getSnapshot().isLoading).toBe(true);
    void tasks.track(second.promise);
    first.resolve();
    await flush();
    expect(tasks.getSnapshot().isLoading).toBe(true);
    second.resolve();
    await flush();
    expect(tasks.getSnapshot().isLoading).toBe(false);
  });

  it('shows the text of the last pending task, falling back as tasks finish', async () => {
    const tasks = createLoadingTasks();
    const first = deferred();
    const second = deferred();
    void tasks.track(first.promise, 'Loading rounds');
    void tasks.track(second.promise, 'Loading profile');
    expect(tasks.getSnapshot().text).toBe('Loading profile');
    second.resolve();
    await flush();
    expect(tasks.getSnapshot().text).toBe('Loading rounds');
  });

  it('shows the default text when the last task has none, even if an earlier one has', () => {
    const tasks = createLoadingTasks();
    void tasks.track(deferred().promise, 'Loading rounds');
    void tasks.track(deferred().promise);
    expect(tasks.getSnapshot().text).toBe(DEFAULT_LOADING_TEXT);
  });

  it('removes a rejected task, reports it, and hands the rejection back to the caller', async () => {
    const onRejected = vi.fn();
    const tasks = createLoadingTasks({ onRejected });
    const task = deferred();
    const tracked = tasks.track(task.promise, 'Saving');
    task.reject(new Error('boom'));
    await expect(tracked).rejects.toThrow('boom');
    await flush();
    expect(onRejected).toHaveBeenCalledOnce();
    expect(tasks.getSnapshot().isLoading).toBe(false);
  });

  it('notifies subscribers on every change', async () => {
    const tasks = createLoadingTasks();
    const listener = vi.fn();
    tasks.subscribe(listener);
    const task = deferred();
    void tasks.track(task.promise);
    task.resolve();
    await flush();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
