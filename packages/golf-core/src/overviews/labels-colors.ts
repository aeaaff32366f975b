/** spec 3 §5: duplicate overview filter names get a suffix ' (2)', ' (3)' and so on. */
export function dedupeFilterNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  const taken = new Set(names);
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    let n = count;
    while (taken.has(`${name} (${n})`)) n++;
    const unique = `${name} (${n})`;
    taken.add(unique);
    return unique;
  });
}

/**
 * spec 3 §4: colour palettes exist for 2 to 7 overviews. Hues chosen for contrast on white and for
 * colour-vision deficiencies (Okabe–Ito based); the spec does not show the colours.
 */
export const OVERVIEW_PALETTES: Record<2 | 3 | 4 | 5 | 6 | 7, readonly string[]> = {
  2: ['#0072B2', '#E69F00'],
  3: ['#0072B2', '#E69F00', '#009E73'],
  4: ['#0072B2', '#E69F00', '#009E73', '#CC79A7'],
  5: ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#D55E00'],
  6: ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#D55E00', '#56B4E9'],
  7: ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#D55E00', '#56B4E9', '#7F7F7F'],
};
export const MIN_PALETTE = 2;
export const MAX_PALETTE = 7;

export function paletteFor(count: number): readonly string[] {
  const size = Math.min(MAX_PALETTE, Math.max(MIN_PALETTE, count)) as keyof typeof OVERVIEW_PALETTES;
  return OVERVIEW_PALETTES[size];
}

/**
 * spec 3 §4: colours are assigned per overview label and reused when labels are swapped. Labels that
 * had a colour keep it (if it is in the palette for the new count); others take the first unused colour.
 * Beyond 7 labels colours repeat.
 */
export function assignColors(
  labels: readonly string[],
  previous: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const palette = paletteFor(labels.length);
  const result: Record<string, string> = {};
  const used = new Set<string>();
  for (const label of labels) {
    const color = previous[label];
    if (color && palette.includes(color) && !used.has(color)) {
      result[label] = color;
      used.add(color);
    }
  }
  let i = 0;
  for (const label of labels) {
    if (result[label]) continue;
    const free = palette.find((c) => !used.has(c));
    const color = free ?? palette[i++ % palette.length]!;
    result[label] = color;
    used.add(color);
  }
  return result;
}
