import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { charsThatFit, PlainTick } from './plain-tick';

describe('PlainTick (issue 23: axis labels without measuring)', () => {
  it('draws the formatted value where the axis put it, with its text props', () => {
    const { container } = render(
      <svg>
        <PlainTick x={10} y={20} dy="0.25em" textAnchor="end" formattedValue="72" fill="#666" fontSize={11} />
      </svg>,
    );
    const text = container.querySelector('text')!;
    expect(text.textContent).toBe('72');
    expect(text.getAttribute('x')).toBe('10');
    expect(text.getAttribute('y')).toBe('20');
    expect(text.getAttribute('dy')).toBe('0.25em');
    expect(text.getAttribute('text-anchor')).toBe('end');
    expect(text.getAttribute('fill')).toBe('#666');
    expect(text.getAttribute('font-size')).toBe('11');
  });

  it('puts a label wider than its band on more lines, each starting at the tick', () => {
    const { container } = render(
      <svg>
        <PlainTick x={40} y={20} formattedValue="100–150 yd" fontSize={12} maxChars={charsThatFit(50, 12)} />
      </svg>,
    );
    const lines = [...container.querySelectorAll('tspan')];
    expect(lines.map((l) => l.textContent)).toEqual(['100–150', 'yd']);
    expect(lines.every((l) => l.getAttribute('x') === '40')).toBe(true);
    expect(charsThatFit(200, 12)).toBe(27);
  });
});
