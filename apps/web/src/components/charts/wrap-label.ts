/**
 * Splits an axis label into lines of at most `maxChars` characters at spaces (a longer word keeps its own
 * line). Issue 23: at 375 px the radar's "Around the Green" ran off the chart on one line.
 */
export function wrapLabel(label: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
