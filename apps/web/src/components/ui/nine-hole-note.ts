/**
 * Under 9 holes, what a per-round figure is: golf-core's per-round stats are per 18 holes, as the standards
 * they are compared with are, so a 9-hole 41 reads 82.0 (a newcomer took it for a doubling error). Shown by
 * the dashboard's assessment and by a Compare Stats side of 9-hole rounds, on screen and in its PDF.
 */
export const NINE_HOLE_NOTE =
  'Per-round figures are per 18 holes, as the standards’ are: a 9-hole 41 counts as 82.';
