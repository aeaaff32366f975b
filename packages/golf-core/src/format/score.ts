/**
 * spec 3 §9: a score vs par shown as E, +n or -n (a round's or a hole's). Whole numbers print without
 * decimals, others with one; anything rounding to 0 prints E. Averages: formatAverageVsPar.
 */
export function formatScoreVsPar(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  if (rounded === 0) return 'E';
  const text = Number.isInteger(rounded) ? String(Math.abs(rounded)) : Math.abs(rounded).toFixed(1);
  return rounded > 0 ? `+${text}` : `-${text}`;
}

/**
 * spec 3 §2 "Avg Score v Par … as E, +x, or x at one decimal", §9 "others one decimal": an average always
 * keeps its decimal, so +6.0 stands beside +5.3 instead of reading as a round's +6.
 */
export function formatAverageVsPar(n: number): string {
  const rounded = roundTo(n, 1);
  if (rounded === 0) return 'E';
  return rounded > 0 ? `+${rounded.toFixed(1)}` : rounded.toFixed(1);
}

/**
 * A signed difference at a fixed number of decimals (strokes gained, a stat against its standard): "+0.42",
 * "-1.10", and "0.00" for anything that rounds to zero (never "-0.00"). The minus is the hyphen-minus, as
 * in scores to par, so every signed figure of the product reads alike.
 */
export function formatSignedDecimal(value: number, decimals: number): string {
  const rounded = roundTo(value, decimals);
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(decimals)}`;
}

/** Rounds half away from zero to `decimals` places, avoiding binary artefacts (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const shifted = Math.abs(value) * factor;
  const rounded = Math.round(Number((shifted + Number.EPSILON).toPrecision(15)));
  return (Math.sign(value) * rounded) / factor || 0;
}

/** Whole-number percent of a ratio (spec 3 §5 Skill Performance, stat filter percent); null when total is 0. */
export function wholePercent(part: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((part / total) * 100);
}
