import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * visx sizes a chart from a ResizeObserver, which jsdom lacks: while a test file calls this, every observed
 * element measures `width` × `height`. The tree is unmounted before the stub goes, as a chart's effect that
 * runs while the tree is torn down still needs it.
 */
export function stubChartSize(width: number, height: number): void {
  class FixedSizeObserver {
    constructor(private readonly onResize: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { width, height, top: 0, left: 0 } as DOMRectReadOnly;
      this.onResize([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  beforeEach(() => vi.stubGlobal('ResizeObserver', FixedSizeObserver));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
