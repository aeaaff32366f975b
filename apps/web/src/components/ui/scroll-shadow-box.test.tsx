import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { scrollEdgesOf } from '../../lib/use-scroll-edges';
import { ScrollShadowBox } from './scroll-shadow-box';

describe('scrollEdgesOf', () => {
  it('sees no hidden content when everything fits, within a pixel of rounding', () => {
    expect(scrollEdgesOf({ scrollLeft: 0, scrollWidth: 376, clientWidth: 375 })).toEqual({
      hasMoreBefore: false,
      hasMoreAfter: false,
    });
  });

  it('names the sides that hide columns as the box scrolls', () => {
    expect(scrollEdgesOf({ scrollLeft: 0, scrollWidth: 900, clientWidth: 375 })).toEqual({
      hasMoreBefore: false,
      hasMoreAfter: true,
    });
    expect(scrollEdgesOf({ scrollLeft: 200, scrollWidth: 900, clientWidth: 375 })).toEqual({
      hasMoreBefore: true,
      hasMoreAfter: true,
    });
    expect(scrollEdgesOf({ scrollLeft: 525, scrollWidth: 900, clientWidth: 375 })).toEqual({
      hasMoreBefore: true,
      hasMoreAfter: false,
    });
  });
});

describe('ScrollShadowBox', () => {
  it('shades the right edge of a table wider than the box, and the left one once scrolled', () => {
    render(
      <ScrollShadowBox role="region" aria-label="Wide table">
        <table>
          <tbody>
            <tr>
              <td>wide</td>
            </tr>
          </tbody>
        </table>
      </ScrollShadowBox>,
    );
    const box = screen.getByRole('region', { name: 'Wide table' });
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 900 });
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 375 });
    const shade = (side: string) => document.querySelector(`[data-scroll-shade="${side}"]`)!;

    box.scrollLeft = 0;
    fireEvent.scroll(box);
    expect(shade('left').getAttribute('data-shown')).toBe('false');
    expect(shade('right').getAttribute('data-shown')).toBe('true');

    box.scrollLeft = 525;
    fireEvent.scroll(box);
    expect(shade('left').getAttribute('data-shown')).toBe('true');
    expect(shade('right').getAttribute('data-shown')).toBe('false');
  });
});
