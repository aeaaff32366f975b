import type { Fraction } from '@linksight/golf-core';

/** "3 / 8 (37.5%)": every percentage with the counts it rests on. */
export function fractionText(f: Fraction | undefined): string {
  if (!f || f.percent === null) return '-';
  return `${f.successes} / ${f.opportunities} (${f.percent.toFixed(1)}%)`;
}
