/**
 * A bounded number of slots (the pages that may print at once) and a bounded, timed queue in front of
 * them (ARCHITECTURE §6). A request never hangs: it gets a slot, or it is refused at once when the
 * queue is full, or it gives up when it has waited `waitTimeoutMs`.
 */

export type SlotQueueOptions = {
  slots: number;
  /** Requests that may wait; one more is refused at once (QueueRefusal `full`). */
  maxWaiting: number;
  waitTimeoutMs: number;
};

/** Why a request got no slot, and when asking again has a chance (whole seconds, at least 1). */
export class QueueRefusal extends Error {
  constructor(
    readonly reason: 'full' | 'timeout' | 'closed',
    readonly retryAfterSeconds: number,
  ) {
    super(
      reason === 'full'
        ? 'every PDF page is busy and the queue is full'
        : reason === 'timeout'
          ? 'waited too long for a PDF page'
          : 'the PDF service is shutting down',
    );
    this.name = 'QueueRefusal';
  }
}

type Waiter = { grant: (release: () => void) => void; refuse: (error: QueueRefusal) => void };

/** Seconds to wait before retrying, from the work ahead and a recent job's duration. */
function retryAfter(waiting: number, slots: number, typicalJobMs: number): number {
  return Math.max(1, Math.ceil((((waiting + 1) / slots) * typicalJobMs) / 1000));
}

export function createSlotQueue(options: SlotQueueOptions) {
  const { slots, maxWaiting, waitTimeoutMs } = options;
  let active = 0;
  let isClosed = false;
  const waiting: Waiter[] = [];
  /** A moving average of how long a slot is held, for Retry-After (starts at one second). */
  let typicalJobMs = 1000;

  function makeRelease(): () => void {
    const started = performance.now();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      typicalJobMs = 0.8 * typicalJobMs + 0.2 * (performance.now() - started);
      const next = waiting.shift();
      if (next) next.grant(makeRelease());
      else active--;
    };
  }

  return {
    /** Resolves with a release function once a slot is free; rejects with QueueRefusal. */
    acquire(): Promise<() => void> {
      if (isClosed) return Promise.reject(new QueueRefusal('closed', 5));
      if (active < slots) {
        active++;
        return Promise.resolve(makeRelease());
      }
      if (waiting.length >= maxWaiting)
        return Promise.reject(new QueueRefusal('full', retryAfter(waiting.length, slots, typicalJobMs)));
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          grant: (release) => {
            clearTimeout(timer);
            resolve(release);
          },
          refuse: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        const timer = setTimeout(() => {
          const at = waiting.indexOf(waiter);
          if (at >= 0) waiting.splice(at, 1);
          reject(new QueueRefusal('timeout', retryAfter(waiting.length, slots, typicalJobMs)));
        }, waitTimeoutMs);
        waiting.push(waiter);
      });
    },

    stats: () => ({ active, waiting: waiting.length }),

    /** Refuses everyone waiting and every later request. */
    close() {
      isClosed = true;
      for (const waiter of waiting.splice(0)) waiter.refuse(new QueueRefusal('closed', 5));
    },
  };
}

export type SlotQueue = ReturnType<typeof createSlotQueue>;
