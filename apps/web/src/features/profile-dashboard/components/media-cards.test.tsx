import type { MediaItem, SwingVideo } from '@linksight/api-contract';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GalleryCard, SwingVideosCard } from './media-cards';

const CREATED = '2025-05-01T12:00:00Z';
const IMAGES: MediaItem[] = [1, 2].map((n) => ({
  mediaId: n,
  mediaType: 'image',
  mediaUrl: `/media/${n}.jpg`,
  title: `Picture ${n}`,
  isFeatured: true,
  createdAt: CREATED,
}));
const VIDEOS: SwingVideo[] = [1, 2].map((n) => ({
  mediaId: n,
  url: `/media/${n}.mp4`,
  title: `Swing ${n}`,
  createdAt: CREATED,
}));

/** jsdom has no layout: every observed element is in view (DeferredMount mounts, Embla starts). */
class InViewObserver {
  constructor(private readonly onChange: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    this.onChange([entry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InViewObserver);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  // jsdom does not implement media playback; a slide pauses its video when it is not the selected one.
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A region's accessible name: its aria-label, else the text of what aria-labelledby points at. */
function nameOf(region: HTMLElement): string {
  const labelledBy = region.getAttribute('aria-labelledby');
  const name = region.getAttribute('aria-label') ?? document.getElementById(labelledBy ?? '')?.textContent;
  return (name ?? '').toLowerCase();
}

describe('dashboard media cards', () => {
  it('give every region a name of its own, the cards and their carousels (axe landmark-unique)', async () => {
    render(
      <>
        <GalleryCard images={IMAGES} />
        <SwingVideosCard videos={VIDEOS} />
      </>,
    );
    // The carousels mount after the cards (DeferredMount).
    await vi.waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(4));
    const names = screen.getAllByRole('region').map(nameOf);
    expect(names).toContain('gallery');
    expect(names).toContain('swing videos');
    // axe compares names without case: "Swing Videos" and "Swing videos" were the same landmark.
    expect(new Set(names).size).toBe(4);
  });
});
