import { CHART_ROUND_COLOR } from '@linksight/golf-core';

/**
 * The two sides' colours in tables and charts: the product's rounds blue (spec 2 §9) for the left, an
 * orange with enough contrast on white and beside the blue for the right (decision).
 */
export const SIDE_COLORS = { left: CHART_ROUND_COLOR, right: 'rgb(196, 90, 0)' } as const;
