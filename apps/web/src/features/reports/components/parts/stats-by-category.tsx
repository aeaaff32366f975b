import type { PerformanceStatItem, PerformanceStats } from '@linksight/api-contract';
import { formatSignedDecimal, shownBeat, shownDifference, STAT_BY_ID } from '@linksight/golf-core';
import { ReportTable } from './report-table';

const verdictMark = (beat: boolean | null) => (beat === null ? '' : beat ? '▲' : '▽');

const CATEGORIES = ['Scoring', 'Drive', 'Approach', 'Save', 'Putt'] as const;

/**
 * A stat's value minus the standard's as both are printed (golf-core shownDifference), signed; '–'
 * without both.
 */
function difference(stat: PerformanceStatItem): string {
  const format = STAT_BY_ID.get(stat.id)?.format;
  const d = format ? shownDifference(stat.performance.raw, stat.standard, format) : null;
  if (d === null) return '–';
  return formatSignedDecimal(d, 1);
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
              ...(withDifference ? [difference(s)] : []),
              verdictMark(shownBeat(s)),
            ])}
          />
        );
      })}
    </>
  );
}
