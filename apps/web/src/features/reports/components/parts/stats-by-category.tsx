import type { PerformanceStats } from '@linksight/api-contract';
import { shownBeat } from '@linksight/golf-core';
import { ReportTable } from './report-table';

const verdictMark = (beat: boolean | null) => (beat === null ? '' : beat ? '▲' : '▽');

const CATEGORIES = ['Scoring', 'Drive', 'Approach', 'Save', 'Putt'] as const;

/** A stat's value minus the standard's, signed; '–' without both. */
function difference(value: number | null, standard: number | null): string {
  if (value === null || standard === null) return '–';
  const d = Math.round((value - standard) * 10) / 10;
  return `${d > 0 ? '+' : ''}${d.toFixed(1)}`;
}

/**
 * Every stat of the catalog grouped by category against the standard (ppr, player stats report): the
 * value, successes / opportunities, the standard's value, the difference and whether it beats it.
 */
export function StatsByCategory({
  performance,
  withDifference,
}: {
  performance: PerformanceStats;
  withDifference: boolean;
}) {
  return (
    <>
      {CATEGORIES.map((category) => {
        const stats = performance.stats.filter((s) => s.category === category);
        if (stats.length === 0) return null;
        const pct = performance.byCategory.data.find((c) => c.category === category)?.performance;
        return (
          <ReportTable
            key={category}
            testId={`stats-${category}`}
            caption={`${category}${pct === null || pct === undefined ? '' : ` · ${pct}% of stats beat the standard`}`}
            head={[
              'Stat',
              'Value',
              'Made / chances',
              'Standard',
              ...(withDifference ? ['Difference'] : []),
              '',
            ]}
            rows={stats.map((s) => [
              s.name,
              s.performance.formatted,
              s.performance.opportunities === null
                ? ''
                : `${s.performance.successes ?? 0} / ${s.performance.opportunities}`,
              s.standardFormatted,
              ...(withDifference ? [difference(s.performance.raw, s.standard)] : []),
              verdictMark(shownBeat(s)),
            ])}
          />
        );
      })}
    </>
  );
}
