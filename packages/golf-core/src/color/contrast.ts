/**
 * WCAG 2.2 contrast (1.4.3, 1.4.11): relative luminance and contrast ratio of sRGB colours, and the text
 * colour that reads on a coloured background. Issue 23: the overview chips keep the palettes of spec 3 §4
 * and take their text colour from the chip colour instead of always white.
 */
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

/** `#rgb` or `#rrggbb` (case-insensitive) as 0–255 channels; anything else throws. */
export function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a hex colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever contrasts more with `background` (every colour reaches ≥ 4.58:1 with one). */
export function readableTextOn(background: string): typeof DARK_TEXT | typeof LIGHT_TEXT {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}
