import type { ProfileChart, SpiderChart } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatAverageVsPar, formatMeasurement } from '@linksight/golf-core';
import { chartInk } from '../../../components/charts/chart-ink';
import {
  DeferredCategoryRadar as CategoryRadar,
  DeferredRoundBarChart as RoundBarChart,
} from '../../../components/charts/deferred-charts';

type RoundChartPanelProps = {
  chart: ProfileChart;
  spider: SpiderChart | undefined;
  standardLabel: string;
  onShowRounds: () => void;
};

/** One chart of Performance Trends (spec 3 §2): its spider chart against the standard and its bars. */
export function RoundChartPanel({ chart, spider, standardLabel, onShowRounds }: RoundChartPanelProps) {
  // The rounds' colour (spec 2 §9), lightened on the dark card where navy does not read (chart-ink.ts).
  const roundColor = chartInk(useTheme()).round;
  return (
    <Box data-testid="round-chart" data-kind={chart.kind} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
          {chart.title}
        </Typography>
        <Button
          size="small"
          onClick={onShowRounds}
          sx={{ flexShrink: 0 }}
          aria-label={`Show the rounds of ${chart.title}`}
        >
          Rounds
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {/* spec 2 §9: the average at one decimal, so 70.0 stands beside 74.3. */}
        Average {chart.averageScore.toFixed(1)} ({formatAverageVsPar(chart.averageScoreToPar)}) ·{' '}
        {formatMeasurement(chart.averageYards, 'yds')} · {chart.includedRounds} rounds
      </Typography>
      {spider && (
        <CategoryRadar
          rows={spider.categories.map((c) => ({
            category: c.label,
            [`vs ${standardLabel}`]: c.performance ?? 0,
          }))}
          series={[{ key: `vs ${standardLabel}`, color: roundColor }]}
          label={`${chart.title}: share of stats beating ${standardLabel} by category`}
          height={{ xs: 220, sm: 240 }}
        />
      )}
      <RoundBarChart
        bars={chart.rounds}
        averageScore={chart.averageScore}
        label={`${chart.title}: scores of rounds R1 to R${chart.rounds.length}, average ${chart.averageScore.toFixed(1)}`}
      />
    </Box>
  );
}
