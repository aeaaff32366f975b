/**
 * The charts' default heights, in a module of their own: the deferred wrappers and placeholders hold the
 * same space as the charts without importing them (and visx) up front (issue 23: no layout shift).
 */
export const RADAR_HEIGHT = { xs: 260, sm: 320 } as const;
/** A round chart's bars (px). */
export const BAR_CHART_HEIGHT = 220;
