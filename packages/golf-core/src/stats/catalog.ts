import { APPROACH_STATS } from './catalog-approach';
import { DRIVE_STATS } from './catalog-drive';
import { PUTT_STATS } from './catalog-putt';
import { SAVE_STATS } from './catalog-save';
import { SCORING_STATS } from './catalog-scoring';
import type { StatDefinition } from './types';

/** The whole stat catalog in display order: Scoring, Drive, Approach, Save, Putt. */
export const STAT_CATALOG: readonly StatDefinition[] = [
  ...SCORING_STATS,
  ...DRIVE_STATS,
  ...APPROACH_STATS,
  ...SAVE_STATS,
  ...PUTT_STATS,
];

export const STAT_BY_ID: ReadonlyMap<string, StatDefinition> = new Map(STAT_CATALOG.map((s) => [s.id, s]));

export function getStat(id: string): StatDefinition | undefined {
  return STAT_BY_ID.get(id);
}
