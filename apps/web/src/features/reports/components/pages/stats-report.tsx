import type { StatsReportData } from '@linksight/api-contract';
import Typography from '@mui/material/Typography';
import { ReportKeepTogether, ReportPage } from '../../../../components/report/report-document';
import { ReportDataHeader, ReportFrame } from '../report-frame';
import { KeyFigures, ReportTable } from '../parts/report-table';
import { StatsByCategory } from '../parts/stats-by-category';
import { formatRoundDate, formatSg, formatToPar } from '../../utils/units';

/** public-player-stats-report (key stats per category) and ppr (every stat, difference, SG per round). */
function StatsReport({ kind }: { kind: 'public-player-stats-report' | 'ppr' }) {
  const isPpr = kind === 'ppr';
  return (
    <ReportFrame<StatsReportData> kind={kind}>
      {(data) => {
        return (
          <>
            <ReportPage label="Stats">
              <ReportDataHeader kind={kind} header={data.header} />
              <KeyFigures
                figures={[
                  { label: 'Rounds', value: String(data.header.roundCount) },
                  // The tables' own per-18-hole stats, named and printed as their rows are.
                  ...data.keyStats.map((s) => ({ label: s.name, value: s.performance.formatted })),
                  ...data.performance.byCategory.data.map((c) => ({
                    label: c.category,
                    value: c.performance === null ? '–' : `${c.performance}%`,
                  })),
                ]}
              />
              {!isPpr && data.strengthWeakness.strengths.length > 0 && (
                <ReportKeepTogether>
                  <Typography variant="subtitle2">
                    Strengths: {data.strengthWeakness.strengths.map((s) => s.name).join(' · ')}
                  </Typography>
                  <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    To work on: {data.strengthWeakness.weaknesses.map((s) => s.name).join(' · ')}
                  </Typography>
                </ReportKeepTogether>
              )}
              <StatsByCategory performance={data.performance} withDifference={isPpr} />
            </ReportPage>
            {isPpr && (
              <ReportPage label="Strokes gained per round">
                <ReportDataHeader kind={kind} header={data.header} />
                <ReportTable
                  caption="Strokes gained by category per round (against the PGA TOUR baseline)"
                  testId="sg-table"
                  head={[
                    'Round',
                    'Score',
                    'To par',
                    'Off the tee',
                    'Approach',
                    'Around the green',
                    'Putting',
                    'Total',
                  ]}
                  rows={data.rounds.map((r) => [
                    `${formatRoundDate(r.playedAt)} · ${r.courseName}`,
                    r.score === null ? '–' : String(r.score),
                    formatToPar(r.scoreToPar),
                    formatSg(r.strokesGained.offTheTee),
                    formatSg(r.strokesGained.approach),
                    formatSg(r.strokesGained.aroundTheGreen),
                    formatSg(r.strokesGained.putting),
                    formatSg(r.strokesGained.total),
                  ])}
                />
              </ReportPage>
            )}
          </>
        );
      }}
    </ReportFrame>
  );
}

export const PlayerStatsReport = () => <StatsReport kind="public-player-stats-report" />;
export const PlayerPerformanceReport = () => <StatsReport kind="ppr" />;
