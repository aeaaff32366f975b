import { lazy, Suspense, useState } from 'react';
import type { ProfileChart } from '@linksight/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LabelledDateRange } from '@linksight/golf-core';
import { DateRangeSelector } from '../../../components/date-range/date-range-selector';
import { StandardSelect } from '../../../components/ui/standard-select';
import { WidgetCard } from '../../../components/ui/widget-card';
import { useBestTenChartData } from '../api/get-best-ten-chart-data';
import { DEFAULT_TRENDS_STANDARD, MIN_CHART_ROUNDS } from '../utils/chart-range';
import { RoundChartPanel } from './round-chart-panel';

/** Loaded when a chart's Rounds button is first pressed (the table is not part of the first download). */
const ChartDetailDialog = lazy(() =>
  import('./chart-detail-dialog').then((m) => ({ default: m.ChartDetailDialog })),
);

type PerformanceTrendsProps = {
  accountId: number;
  playerName: string;
  initialRange: LabelledDateRange;
  now: Date;
};

/**
 * spec 3 §2 Performance Trends: Best 10 and Best 10 Consecutive Rounds, each a spider chart against a
 * standard and a bar chart, driven by the date range selector; a chart's Rounds button opens the
 * chart-detail dialog. Decision: the page shows this card only when the first range has a Best 10 chart
 * (spec 1 §4.4); once shown it stays when the visitor picks a range with fewer rounds and says so, so the
 * selector stays within reach.
 */
export function PerformanceTrends({ accountId, playerName, initialRange, now }: PerformanceTrendsProps) {
  const [range, setRange] = useState(initialRange);
  const [standard, setStandard] = useState(DEFAULT_TRENDS_STANDARD);
  const [detail, setDetail] = useState<ProfileChart | null>(null);
  const query = useBestTenChartData(accountId, { range, standard });
  const data = query.data;
  const charts = data?.chartData ?? [];
  const hasCharts = (charts[0]?.includedRounds ?? 0) >= MIN_CHART_ROUNDS;
  return (
    <WidgetCard
      title="Performance Trends"
      data-testid="performance-trends"
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <DateRangeSelector value={range} onChange={setRange} now={now} />
          <StandardSelect value={standard} onChange={setStandard} />
        </Box>
      }
    >
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : data && !hasCharts ? (
        <Typography color="text.secondary">
          Not enough rounds in {range.label}: {data.roundsInRange} of {MIN_CHART_ROUNDS} completed 18-hole
          rounds.
        </Typography>
      ) : (
        // While another range or standard loads, the previous charts stay, dimmed.
        <Box
          aria-busy={query.isFetching}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            opacity: query.isFetching ? 0.5 : 1,
            transition: 'opacity 200ms',
          }}
        >
          {charts.map((chart) => (
            <RoundChartPanel
              key={chart.kind}
              chart={chart}
              spider={data?.spiderCharts.find((s) => s.kind === chart.kind)}
              standardLabel={data?.standard.label ?? ''}
              onShowRounds={() => setDetail(chart)}
            />
          ))}
        </Box>
      )}
      {detail && (
        <Suspense fallback={null}>
          <ChartDetailDialog chart={detail} playerName={playerName} onClose={() => setDetail(null)} />
        </Suspense>
      )}
    </WidgetCard>
  );
}
