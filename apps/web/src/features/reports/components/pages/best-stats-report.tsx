import type { BestStatsReportData } from '@linksight/api-contract';
import { formatAverageVsPar } from '@linksight/golf-core';
import { ReportPage } from '../../../../components/report/report-document';
import { useUnitSystem } from '../../../../lib/unit-system';
import { ReportDataHeader, ReportFrame } from '../report-frame';
import { ReportTable } from '../parts/report-table';
import { formatDistance, formatPuttLength, formatRoundDate, formatToPar } from '../../utils/units';

const num = (v: number | null, suffix = '') => (v === null ? '–' : `${v}${suffix}`);

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
              ['Score', ...data.averages.map((a) => num(a.score))],
              [
                'To par',
                ...data.averages.map((a) => (a.scoreToPar === null ? '–' : formatAverageVsPar(a.scoreToPar))),
              ],
              ['Course length', ...data.averages.map((a) => formatDistance(a.yards, units))],
              ['Fairways hit', ...data.averages.map((a) => num(a.fir, '%'))],
              ['Greens in regulation', ...data.averages.map((a) => num(a.gir, '%'))],
              ['Up and down', ...data.averages.map((a) => num(a.upDown, '%'))],
              ['Putts', ...data.averages.map((a) => num(a.putts))],
              ['One-putts', ...data.averages.map((a) => num(a.onePutts))],
              ['First putt', ...data.averages.map((a) => formatPuttLength(a.firstPuttDist, units))],
              ['Birdies or better', ...data.averages.map((a) => num(a.birdieOrBetter))],
              ['Double bogeys or worse', ...data.averages.map((a) => num(a.doubleOverOrHigher))],
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
