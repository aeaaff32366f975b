import type { StatTotals } from './totals';

/** ARCHITECTURE §7: stat categories; the spec's display names are in CATEGORY_DISPLAY_NAMES. */
export type StatCategory = 'Scoring' | 'Drive' | 'Approach' | 'Save' | 'Putt';
/** spec 3 §2 round assessment table category choices. */
export type StatView = 'Scorecard' | 'Score' | 'Drive' | 'Approach' | 'Save' | 'Putt';
/**
 * spec 3 §9 formatting: percentages 3 decimals (of the fraction: 0.625 shows 62.5%), putts rounded,
 * others one decimal, score vs par E/+n/-n. strokesGained is "others" with a sign.
 */
export type StatFormat = 'percent' | 'putts' | 'decimal' | 'scoreVsPar' | 'strokesGained';
export type BetterDirection = 'higher' | 'lower';

export const STAT_CATEGORIES: readonly StatCategory[] = ['Scoring', 'Drive', 'Approach', 'Save', 'Putt'];
export const STAT_VIEWS: readonly StatView[] = ['Scorecard', 'Score', 'Drive', 'Approach', 'Save', 'Putt'];

/** spec 3 §9 category names as shown to users. */
export const CATEGORY_DISPLAY_NAMES: Record<StatCategory, string> = {
  Scoring: 'Scoring',
  Drive: 'Off the Tee',
  Approach: 'Shots to Green',
  Save: 'Around the Green',
  Putt: 'Putt',
};

/** The view each category belongs to (spec 3 §5: Scoring counts for Score). */
export const CATEGORY_VIEW: Record<StatCategory, StatView> = {
  Scoring: 'Score',
  Drive: 'Drive',
  Approach: 'Approach',
  Save: 'Save',
  Putt: 'Putt',
};

/**
 * A stat's numbers. `raw` is null when there is no data (no opportunities / nothing to average).
 * Percent stats carry successes and opportunities; averages leave them null.
 */
export type StatResult = { raw: number | null; successes: number | null; opportunities: number | null };
export type StatValue = StatResult & { formatted: string };

/** The unit of a length stat: yards off the tee, feet on and around the green. */
export type StatUnit = 'yd' | 'ft';

export type StatDefinition = {
  id: string;
  name: string;
  /** A length stat's unit, said beside its name where values stand alone (statLabel); null otherwise. */
  unit: StatUnit | null;
  category: StatCategory;
  views: readonly StatView[];
  betterDirection: BetterDirection;
  format: StatFormat;
  /** One sentence: what is counted, over what. */
  description: string;
  /** Reads the one-pass totals (see totals.ts). */
  evaluate: (totals: StatTotals) => StatResult;
};
