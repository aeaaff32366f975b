/** "1 round", "2 rounds", "0 rounds": a count with its noun, singular for exactly one ("1 rounds" read as a slip). */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
