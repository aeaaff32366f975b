import type { BestStatsReportData } from '@linksight/api-contract';
import { formatAverageVsPar, formatBestMetric, type BestMetricKey } from '@linksight/golf-core';
import { ReportPage } from '../../../../components/report/report-document';
import { useUnitSystem } from '../../../../lib/unit-system';
import { ReportDataHeader, ReportFrame } from '../report-frame';
import { ReportTable } from '../parts/report-table';
import { formatDistance, formatPuttLength, formatRoundDate, formatToPar } from '../../utils/units';

const num = (v: number | null) => (v === null ? '–' : String(v));
/** One rule with the schedule's Best Metrics: rates "56%", averages at one decimal ("77.0", not "77"). */
const metric = (a: BestStatsReportData['averages'][number], key: BestMetricKey) =>
  formatBestMetric(key, a[key], a.recordCount);

/** Best metrics (12 months and all time) and historical metrics: Best 1/2/3/4 Round Score, year, days since. */
export function BestStatsReport() {
  const units = useUnitSystem();
  return (
    <ReportFrame<BestStatsReportData> kind="player-best-stats-report">
      {(data) => (
        <ReportPage label="Best stats">
          <ReportDataHeader kind="player-best-stats-report" header={data.header} />
          <ReportTable
            caption="Best metrics (18-hole rounds, averages per round)"
            testId="best-metrics"
            head={['', ...data.averages.map((a) => `${a.label} (${a.recordCount})`)]}
            rows={[
              ['Score', ...data.averages.map((a) => metric(a, 'score'))],
              [
                'To par',
                ...data.averages.map((a) => (a.scoreToPar === null ? '–' : formatAverageVsPar(a.scoreToPar))),
              ],
              ['Course length', ...data.averages.map((a) => formatDistance(a.yards, units))],
              ['Fairways hit', ...data.averages.map((a) => metric(a, 'fir'))],
              ['Greens in regulation', ...data.averages.map((a) => metric(a, 'gir'))],
              ['Up and down', ...data.averages.map((a) => metric(a, 'upDown'))],
              ['Putts', ...data.averages.map((a) => metric(a, 'putts'))],
              ['One-putts', ...data.averages.map((a) => metric(a, 'onePutts'))],
              ['First putt', ...data.averages.map((a) => formatPuttLength(a.firstPuttDist, units))],
              ['Birdies or better', ...data.averages.map((a) => metric(a, 'birdieOrBetter'))],
              ['Double bogeys or worse', ...data.averages.map((a) => metric(a, 'doubleOverOrHigher'))],
            ]}
          />
          <ReportTable
            caption="Historical metrics (tournament rounds)"
            testId="historical-metrics"
            head={['Metric', 'Value', 'To par', 'Year', 'Days since', 'Rounds']}
            rows={data.historical.map((m) => [
              m.statName,
              num(m.value),
              m.toPar === null ? '' : formatToPar(m.toPar),
              num(m.year),
              num(m.daysSince),
              m.rounds.map((r) => `${formatRoundDate(r.playedAt)} ${r.score ?? ''}`).join(', '),
            ])}
          />
        </ReportPage>
      )}
    </ReportFrame>
  );
}
