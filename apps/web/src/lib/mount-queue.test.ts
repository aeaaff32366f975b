import { describe, expect, it } from 'vitest';
import { createMountQueue } from './mount-queue';

/** A queue whose tasks run when the test says so, to see what runs in which task. */
function manualQueue() {
  const tasks: (() => void)[] = [];
  const queue = createMountQueue((run) => tasks.push(run));
  const runTask = () => {
    const task = tasks.shift();
    if (task === undefined) throw new Error('no task scheduled');
    task();
  };
  return { queue, tasks, runTask };
}

describe('mount queue (issue 23: one heavy subtree per task)', () => {
  it('starts requests one at a time, in order, each in a task of its own after the previous is done', () => {
    const { queue, tasks, runTask } = manualQueue();
    const started: string[] = [];
    const a = queue.request(() => started.push('a'));
    const b = queue.request(() => started.push('b'));
    expect(started).toEqual([]); // never in the requesting task
    runTask();
    expect(started).toEqual(['a']);
    expect(tasks).toHaveLength(0); // b waits for a to be done
    a.done();
    expect(started).toEqual(['a']);
    runTask();
    expect(started).toEqual(['a', 'b']);
    b.done();
    expect(tasks).toHaveLength(0);
  });

  it('skips a cancelled request and frees the queue when the running one is cancelled', () => {
    const { queue, runTask } = manualQueue();
    const started: string[] = [];
    const a = queue.request(() => started.push('a'));
    const b = queue.request(() => started.push('b'));
    queue.request(() => started.push('c'));
    b.cancel();
    runTask();
    a.cancel(); // unmounted while mounting
    runTask();
    expect(started).toEqual(['a', 'c']);
  });

  it('ignores done() of a request that is not running', () => {
    const { queue, tasks, runTask } = manualQueue();
    const started: string[] = [];
    const a = queue.request(() => started.push('a'));
    const b = queue.request(() => started.push('b'));
    runTask();
    b.done();
    expect(tasks).toHaveLength(0);
    a.done();
    runTask();
    expect(started).toEqual(['a', 'b']);
  });
});
