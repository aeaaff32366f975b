import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredMount } from './deferred-mount';

/** What has mounted, in order, and in which task (each task is a macrotask the queue scheduled). */
function recorder() {
  const log: string[] = [];
  function Heavy({ name }: { name: string }) {
    log.push(name);
    return <p>{name}</p>;
  }
  return { log, Heavy };
}

describe('DeferredMount (issue 23)', () => {
  it('shows the fallback first and the children in a later task, in a box of the given height', async () => {
    const { log, Heavy } = recorder();
    const { container } = render(
      <DeferredMount height={200} fallback={<span>placeholder</span>}>
        <Heavy name="chart" />
      </DeferredMount>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(log).toEqual([]);
    expect(await screen.findByText('chart')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(getComputedStyle(container.firstElementChild!).height).toBe('200px');
  });

  it('mounts one subtree at a time: the next starts after the previous, lazy code included, has mounted', async () => {
    const { log, Heavy } = recorder();
    let loadFirst!: () => void;
    const First = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          loadFirst = () => resolve({ default: () => <Heavy name="first" /> });
        }),
    );
    render(
      <>
        <DeferredMount fallback={<span>first placeholder</span>}>
          <First />
        </DeferredMount>
        <DeferredMount fallback={<span>second placeholder</span>}>
          <Heavy name="second" />
        </DeferredMount>
      </>,
    );
    // The first one's code is still loading: the second waits for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toEqual([]);
    expect(screen.getByText('second placeholder')).toBeTruthy();
    loadFirst();
    expect(await screen.findByText('second')).toBeTruthy();
    expect(log).toEqual(['first', 'second']);
  });
});
