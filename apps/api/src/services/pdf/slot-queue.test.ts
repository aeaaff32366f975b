import { describe, expect, it } from 'vitest';
import { createSlotQueue, QueueRefusal } from './slot-queue';

describe('slot queue', () => {
  it('grants slots in arrival order and refuses at once when the queue is full', async () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 1, waitTimeoutMs: 10_000 });
    const first = await queue.acquire();
    const order: string[] = [];
    const second = queue.acquire().then((release) => (order.push('second'), release));
    await expect(queue.acquire()).rejects.toMatchObject({ reason: 'full' });
    expect(queue.stats()).toEqual({ active: 1, waiting: 1 });
    first();
    (await second)();
    expect(order).toEqual(['second']);
    expect(queue.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('gives up after the wait timeout with a retry hint of at least one second', async () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 5, waitTimeoutMs: 50 });
    const held = await queue.acquire();
    const refusal = await queue.acquire().catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(QueueRefusal);
    expect(refusal).toMatchObject({ reason: 'timeout' });
    expect((refusal as QueueRefusal).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(queue.stats().waiting).toBe(0);
    held();
    // A released slot is free again; releasing twice frees it once.
    held();
    expect(queue.stats().active).toBe(0);
  });

  it('refuses everyone waiting when closed', async () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 5, waitTimeoutMs: 10_000 });
    await queue.acquire();
    const waiting = queue.acquire();
    queue.close();
    await expect(waiting).rejects.toMatchObject({ reason: 'closed' });
    await expect(queue.acquire()).rejects.toMatchObject({ reason: 'closed' });
  });
});
