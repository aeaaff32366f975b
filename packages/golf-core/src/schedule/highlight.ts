import type { BestMetricKey } from '../results/best-metrics';

/**
 * The metric-highlight filter dialog of My Results (spec 3 §2: stat names with checkboxes and a text
 * filter; §5: "Highlight search is a case-insensitive contains match on statName").
 */

/** The best-metric averages My Results shows, in order, with their stat names (issue 18 lists them). */
export const BEST_METRIC_STATS: readonly {
  key: BestMetricKey;
  statName: string;
}[] = [
  { key: 'score', statName: 'Score' },
  { key: 'yards', statName: 'Yards' },
  { key: 'fir', statName: 'FIR' },
  { key: 'gir', statName: 'GIR' },
  { key: 'upDown', statName: 'Up/Down' },
  { key: 'putts', statName: 'Putts' },
  { key: 'onePutts', statName: 'One Putts' },
  { key: 'firstPuttDist', statName: 'First Putt Distance' },
  { key: 'birdieOrBetter', statName: 'Birdie or Better' },
  { key: 'doubleOverOrHigher', statName: 'Double or Worse' },
];

/** spec 3 §5: the stats whose statName contains the text, ignoring case; empty text keeps all. */
export function filterHighlightStats<T extends { statName: string }>(stats: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  return needle === '' ? [...stats] : stats.filter((s) => s.statName.toLocaleLowerCase().includes(needle));
}
