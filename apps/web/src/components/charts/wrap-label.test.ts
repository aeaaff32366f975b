import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrap-label';

describe('wrapLabel', () => {
  it('keeps a short label on one line', () => {
    expect(wrapLabel('Putt', 10)).toEqual(['Putt']);
    expect(wrapLabel('Off the Tee', 11)).toEqual(['Off the Tee']);
  });

  it('breaks at spaces so no line is longer than the limit', () => {
    expect(wrapLabel('Around the Green', 10)).toEqual(['Around the', 'Green']);
    expect(wrapLabel('Shots to Green', 8)).toEqual(['Shots to', 'Green']);
  });

  it('gives a word longer than the limit its own line and ignores extra spaces', () => {
    expect(wrapLabel('  Approach   shots ', 5)).toEqual(['Approach', 'shots']);
    expect(wrapLabel('', 5)).toEqual([]);
  });
});
