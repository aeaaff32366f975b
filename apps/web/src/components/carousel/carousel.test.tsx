import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

// Embla watches its slides; jsdom has neither observer.
class Inert {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', Inert);
  vi.stubGlobal('ResizeObserver', Inert);
});
afterAll(() => vi.unstubAllGlobals());

describe('Carousel', () => {
  it('puts Previous, the slide and Next in the page in the order they are seen, left to right', () => {
    render(
      <Carousel
        label="Swing videos"
        count={3}
        renderSlide={(i) => (
          <button type="button" aria-label={`Play ${i + 1}`}>
            ▶
          </button>
        )}
      />,
    );
    const names = Array.from(
      screen.getByRole('region', { name: 'Swing videos' }).querySelectorAll('button'),
      (b) => b.getAttribute('aria-label'),
    );
    expect(names.filter((n) => n === 'Previous' || n === 'Next' || n === 'Play 1')).toEqual([
      'Previous',
      'Play 1',
      'Next',
    ]);
  });
});
