import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@linksight/api-contract';
import { NewsArticleDialog } from './news-article-dialog';

// jsdom has no layout engine: Embla only needs these to exist.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

const item = (extra: Partial<NewsItem> = {}): NewsItem => ({
  newsItemId: 1,
  header: 'Won the Fixture Open',
  date: '2025-05-03T10:00:00.000Z',
  formattedDate: 'May 3, 2025',
  body: '<img src=x onerror=alert(1)>\nSecond line',
  coverPhoto: { url: '/media/news/1.svg' },
  images: [{ url: '/media/news/1.svg' }],
  links: [
    { label: 'Highlights https://youtu.be/dQw4w9WgXcQ', url: 'https://youtu.be/dQw4w9WgXcQ' },
    { label: 'Results', url: 'https://events.example/r' },
  ],
  videos: [{ url: '/media/news/clip.webm' }],
  ...extra,
});

describe('NewsArticleDialog (spec 3 §2)', () => {
  it('keeps the body as text with its line breaks, never as HTML', () => {
    render(<NewsArticleDialog item={item()} onClose={vi.fn()} />);
    const body = screen.getByTestId('news-body');
    expect(body.textContent).toBe('<img src=x onerror=alert(1)>\nSecond line');
    expect(body.querySelector('img')).toBeNull();
    expect(getComputedStyle(body).whiteSpace).toBe('pre-line');
  });

  it('embeds a video-site label as a 300×250 frame and anchors other links in a new tab', () => {
    render(<NewsArticleDialog item={item()} onClose={vi.fn()} />);
    const frame = screen.getByTitle('Highlights https://youtu.be/dQw4w9WgXcQ');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['300', '250']);
    const results = screen.getByRole('link', { name: 'Results' });
    expect(results.getAttribute('href')).toBe('https://events.example/r');
    expect(results.getAttribute('target')).toBe('_blank');
  });

  it('shows one image as the cover photo and several as a carousel with indicators', () => {
    const { unmount } = render(<NewsArticleDialog item={item()} onClose={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'News images' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open image 1 in a new tab' }).getAttribute('href')).toBe(
      '/media/news/1.svg',
    );
    unmount();
    render(
      <NewsArticleDialog
        item={item({ images: [{ url: '/media/news/1.svg' }, { url: '/media/news/2.svg' }] })}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'News images' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Show image / })).toHaveLength(2);
  });

  it('lists videos muted, with controls, loading metadata only', () => {
    render(<NewsArticleDialog item={item()} onClose={vi.fn()} />);
    const video = screen.getByLabelText('News video 1') as HTMLVideoElement;
    expect([video.muted, video.controls, video.getAttribute('preload')]).toEqual([true, true, 'metadata']);
  });
});
