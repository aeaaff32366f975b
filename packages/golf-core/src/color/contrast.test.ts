import { describe, expect, it } from 'vitest';
import { OVERVIEW_PALETTES } from '../overviews/labels-colors';
import { contrastRatio, parseHex, readableTextOn, relativeLuminance } from './contrast';

describe('WCAG contrast (issue 23)', () => {
  it('computes the reference ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // The failures axe reported: white on the orange chip and on the highlighted assessment cell.
    expect(contrastRatio('#ffffff', '#e69f00')).toBeCloseTo(2.25, 2);
    expect(contrastRatio('#ffffff', '#4caf50')).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('reads short and long hex, and refuses anything else', () => {
    expect(parseHex('#0af')).toEqual([0, 170, 255]);
    expect(parseHex('E69F00')).toEqual([230, 159, 0]);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(() => parseHex('rgb(0,0,0)')).toThrow(/not a hex colour/);
  });

  it('picks black on light colours and white on dark ones', () => {
    expect(readableTextOn('#E69F00')).toBe('#000000');
    expect(readableTextOn('#0072B2')).toBe('#ffffff');
    expect(readableTextOn('#ffff00')).toBe('#000000');
    expect(readableTextOn('#1b5e20')).toBe('#ffffff');
  });

  it('gives every chip colour of spec 3 §4 text at AA (4.5:1) or better', () => {
    for (const color of OVERVIEW_PALETTES[7])
      expect(contrastRatio(color, readableTextOn(color)), color).toBeGreaterThanOrEqual(4.5);
  });
});
