/** spec 2 §5: rounds search is fuzzy with a baseline of 0.4 (a match must score at least this). */
export const FUZZY_BASELINE = 0.4;

/**
 * A small fuzzy score in 0–1 (1 = exact, 0 = no match), case-insensitive:
 * exact 1; prefix 0.9+; substring 0.7+; every query character in order (a subsequence) scores by how
 * tightly the characters sit together, up to 0.6 when it also starts the target. Enough for labels and unit words; no library needed.
 */
export function fuzzyScore(query: string, target: string): number {
  const q = query.trim().toLowerCase();
  const t = target.toLowerCase();
  if (q === '') return 0;
  if (q === t) return 1;
  const index = t.indexOf(q);
  const coverage = q.length / t.length;
  if (index === 0) return 0.9 + 0.1 * coverage;
  if (index > 0) return 0.7 + 0.2 * coverage;
  let ti = 0;
  let first = -1;
  for (const ch of q) {
    ti = t.indexOf(ch, ti);
    if (ti < 0) return 0;
    if (first < 0) first = ti;
    ti++;
  }
  const span = ti - first;
  // Abbreviations ("wks", "mos") start where the word starts: a small bonus for that.
  return 0.5 * (q.length / span) + (first === 0 ? 0.1 : 0);
}

/** Items scoring at least the baseline, best first (spec 3 §5: ordered by match score). */
export function fuzzyFilter<T>(
  items: readonly T[],
  query: string,
  labelOf: (item: T) => string,
  baseline = FUZZY_BASELINE,
): T[] {
  return items
    .map((item) => ({ item, score: fuzzyScore(query, labelOf(item)) }))
    .filter((x) => x.score >= baseline)
    .sort((a, b) => b.score - a.score)
    .map((x) => x.item);
}

/** The single best match (spec 3 §2 scorecard search), or null when nothing reaches the baseline. */
export function bestFuzzyMatch<T>(
  items: readonly T[],
  query: string,
  labelOf: (item: T) => string,
): T | null {
  return fuzzyFilter(items, query, labelOf)[0] ?? null;
}
