/**
 * Heavy subtrees (the charts) wait here for their turn to mount: one at a time, each in a task
 * of its own, after the page's first paint. issue 23 (Total Blocking Time): the profile dashboard's four
 * charts mounted in the commit that brought their data, one ~600 ms task on Lighthouse's 4× slower phone
 * CPU; one chart per task leaves gaps between them where input is handled.
 */
export type MountTicket = {
  /** The subtree has mounted (committed): the next request may start, in a task of its own. */
  done: () => void;
  /** The requester went away: it is skipped, or, when running, no longer holds the queue. */
  cancel: () => void;
};

type Entry = { start: () => void; isCancelled: boolean };

export function createMountQueue(schedule: (run: () => void) => void = (run) => setTimeout(run, 0)) {
  const waiting: Entry[] = [];
  let running: Entry | null = null;
  let isScheduled = false;

  const startNext = () => {
    isScheduled = false;
    if (running !== null) return;
    let next = waiting.shift();
    while (next?.isCancelled) next = waiting.shift();
    if (next === undefined) return;
    running = next;
    next.start();
  };
  const scheduleNext = () => {
    if (isScheduled || running !== null || waiting.length === 0) return;
    isScheduled = true;
    schedule(startNext);
  };
  const release = (entry: Entry) => {
    if (running !== entry) return;
    running = null;
    scheduleNext();
  };

  return {
    /** `start` runs in a later task, once every earlier request is done or cancelled. */
    request(start: () => void): MountTicket {
      const entry: Entry = { start, isCancelled: false };
      waiting.push(entry);
      scheduleNext();
      return {
        done: () => release(entry),
        cancel: () => {
          entry.isCancelled = true;
          release(entry);
        },
      };
    },
  };
}

/** The app's one queue: the charts of a page take turns. */
export const mountQueue = createMountQueue();
