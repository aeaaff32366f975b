import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainTick } from './plain-tick';

function tick(props: Parameters<typeof PlainTick>[0]) {
  const { container } = render(
    <svg>
      <PlainTick {...props} />
    </svg>,
  );
  return container.querySelector('text')!;
}

describe('PlainTick (issue 23: axis labels without measuring)', () => {
  it('draws the value at the tick with the anchor and colour Recharts gives it', () => {
    const text = tick({
      x: 10,
      y: 20,
      textAnchor: 'end',
      payload: { value: 72 },
      fill: '#666',
      fontSize: 11,
    });
    expect(text.textContent).toBe('72');
    expect(text.getAttribute('x')).toBe('10');
    expect(text.getAttribute('y')).toBe('20');
    expect(text.getAttribute('text-anchor')).toBe('end');
    expect(text.getAttribute('fill')).toBe('#666');
    expect(text.getAttribute('font-size')).toBe('11');
  });

  it('puts the baseline where Recharts Text does for each vertical anchor', () => {
    expect(tick({ verticalAnchor: 'start', payload: { value: 'R1' }, fontSize: 11 }).getAttribute('dy')).toBe(
      '0.71em',
    );
    expect(tick({ verticalAnchor: 'middle', payload: { value: 70 }, fontSize: 11 }).getAttribute('dy')).toBe(
      '0.355em',
    );
    expect(tick({ verticalAnchor: 'end', payload: { value: 70 }, fontSize: 11 }).getAttribute('dy')).toBe(
      '0',
    );
  });
});
