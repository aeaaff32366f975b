/**
 * spec 3 §9: score vs par shown as E, +n or -n; spec 3 §2: averages at one decimal.
 * Whole numbers print without decimals, others with one; anything rounding to 0 prints E.
 */
export function formatScoreVsPar(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  if (rounded === 0) return 'E';
  const text = Number.isInteger(rounded) ? String(Math.abs(rounded)) : Math.abs(rounded).toFixed(1);
  return rounded > 0 ? `+${text}` : `-${text}`;
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
