import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import Box from '@mui/material/Box';
import { CHART_AVERAGE_COLOR, CHART_ROUND_COLOR, formatScoreVsPar } from '@linksight/golf-core';
import { BAR_CHART_HEIGHT } from './chart-sizes';
import { PlainTick } from './plain-tick';

export type RoundBar = { label: string; score: number; scoreToPar: number };

type RoundBarChartProps = { bars: readonly RoundBar[]; averageScore: number; label: string; height?: number };

/**
 * A round chart's bars (spec 2 §9): rounds R1… in rgb(19, 70, 120), the average (one decimal) as a black
 * line. The axis starts a few strokes under the best round so differences between rounds show.
 */
export function RoundBarChart({ bars, averageScore, label, height = BAR_CHART_HEIGHT }: RoundBarChartProps) {
  const scores = bars.map((b) => b.score);
  const low = Math.max(0, Math.min(...scores) - 4);
  const high = Math.max(...scores) + 2;
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...bars]} margin={{ top: 16, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={(props) => <PlainTick {...props} fontSize={11} />} interval={0} />
          {/* interval 0: every tick drawn, none measured to thin them out (a forced layout each). */}
          <YAxis
            domain={[low, high]}
            allowDecimals={false}
            interval={0}
            tick={(props) => <PlainTick {...props} fontSize={11} />}
          />
          <Tooltip
            formatter={(value, _name, item) => [
              `${String(value)} (${formatScoreVsPar((item.payload as RoundBar).scoreToPar)})`,
              'Score',
            ]}
          />
          <Bar dataKey="score" fill={CHART_ROUND_COLOR} isAnimationActive={false} radius={[3, 3, 0, 0]} />
          <ReferenceLine
            y={averageScore}
            stroke={CHART_AVERAGE_COLOR}
            strokeWidth={2}
            label={{
              value: `Avg ${averageScore}`,
              position: 'insideTopRight',
              fontSize: 11,
              fill: CHART_AVERAGE_COLOR,
            }}
          />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
