import { describe, expect, it } from 'vitest';
import { coveredMarkers, markerElement, setMarkerTarget } from './shot-map-markers';

describe('shot markers (issue 23: 24 px targets)', () => {
  it('is a 24 px button around a 20 px dot with the shot number', () => {
    const el = markerElement(3, true, () => undefined);
    expect(el.tagName).toBe('BUTTON');
    expect(el.style.width).toBe('24px');
    expect(el.style.height).toBe('24px');
    expect(el.getAttribute('aria-label')).toBe('Putt 3: zoom to it');
    expect(el.textContent).toBe('3');
  });

  it('marks a marker covered when a later one is within 24 px on both axes', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 10, y: 20 },
      { x: 100, y: 100 },
      { x: 100, y: 124 },
    ];
    expect(coveredMarkers(points)).toEqual([true, false, false, false]);
    expect(
      coveredMarkers([
        { x: 0, y: 0 },
        { x: 23.9, y: 0 },
      ]),
    ).toEqual([true, false]);
    expect(
      coveredMarkers([
        { x: 0, y: 0 },
        { x: 24, y: 0 },
      ]),
    ).toEqual([false, false]);
  });

  it('makes a covered marker inert and gives it back when uncovered', () => {
    let clicks = 0;
    const el = markerElement(1, false, () => (clicks += 1));
    setMarkerTarget(el, false);
    expect((el as HTMLButtonElement).disabled).toBe(true);
    expect(el.getAttribute('aria-hidden')).toBe('true');
    el.click();
    expect(clicks).toBe(0);
    setMarkerTarget(el, true);
    el.click();
    expect(clicks).toBe(1);
    expect(el.hasAttribute('aria-hidden')).toBe(false);
  });
});
