import type { BetterDirection, StatDefinition } from '../stats/types';
import { LEVEL_STANDARD_VALUES } from './levels.data';
import type { LevelId } from './levels';

/**
 * A standard to compare against: a named level, or another round filter of the same player (spec 3 §2
 * "Standard row"), whose stats the caller computes with the same catalog.
 */
export type Standard<F = unknown> = { kind: 'level'; levelId: LevelId } | { kind: 'filter'; filter: F };

/**
 * Whether a value beats the standard, respecting the stat's better direction. Equal values do not beat
 * it. null when either value is missing (no performance → no beatStandard flag, spec 3 §5).
 */
export function beatStandard(
  stat: Pick<StatDefinition, 'betterDirection'>,
  value: number | null | undefined,
  standardValue: number | null | undefined,
): boolean | null {
  if (value == null || standardValue == null || !Number.isFinite(value) || !Number.isFinite(standardValue))
    return null;
  return stat.betterDirection === 'higher' ? value > standardValue : value < standardValue;
}

/**
 * Relative gap to the standard, positive when better: (value − standard) / |standard| (sign flipped
 * for lower-is-better stats). Used to rank strengths and weaknesses. null when not comparable.
 */
export function relativeGap(
  direction: BetterDirection,
  value: number | null,
  standardValue: number | null,
): number | null {
  if (value === null || standardValue === null || standardValue === 0) return null;
  const gap = (value - standardValue) / Math.abs(standardValue);
  return direction === 'higher' ? gap : -gap;
}

/** The level's value for a stat; null when the level has none. */
export function levelStandardValue(levelId: LevelId, statId: string): number | null {
  return LEVEL_STANDARD_VALUES[levelId][statId] ?? null;
}

/** All standard values of a level keyed by stat id. */
export function levelStandardValues(levelId: LevelId): Readonly<Record<string, number>> {
  return LEVEL_STANDARD_VALUES[levelId];
}
