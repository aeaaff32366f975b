import type {
  BetterDirection,
  StatCategory,
  StatDefinition,
  StatFormat,
  StatResult,
  StatUnit,
  StatView,
} from './types';
import { CATEGORY_VIEW } from './types';
import type { StatTotals } from './totals';

/** "Per round" stats are per 18 holes played, so 9-hole rounds and excluded holes weigh fairly. */
export const HOLES_PER_ROUND = 18;

/** Percent (0–100) of successes among opportunities. */
export function rate(successes: number, opportunities: number): StatResult {
  return { raw: opportunities > 0 ? (successes / opportunities) * 100 : null, successes, opportunities };
}

/** Mean of a sum over a count. */
export function average(sum: number, count: number): StatResult {
  return { raw: count > 0 ? sum / count : null, successes: null, opportunities: null };
}

/** A total per 18 holes. */
export function perRound(sum: number, holes: number): StatResult {
  return average(sum * HOLES_PER_ROUND, holes);
}

export type StatSpec = {
  name: string;
  unit?: StatUnit;
  format: StatFormat;
  better: BetterDirection;
  description: string;
  evaluate: (t: StatTotals) => StatResult;
  /** Views besides the category's own (e.g. 'Scorecard'). */
  alsoIn?: readonly StatView[];
};

/** Builds catalog entries of one category from id → spec. */
export function defineStats(category: StatCategory, specs: Record<string, StatSpec>): StatDefinition[] {
  return Object.entries(specs).map(([id, s]) => ({
    id,
    name: s.name,
    unit: s.unit ?? null,
    category,
    views: [CATEGORY_VIEW[category], ...(s.alsoIn ?? [])],
    betterDirection: s.better,
    format: s.format,
    description: s.description,
    evaluate: s.evaluate,
  }));
}
