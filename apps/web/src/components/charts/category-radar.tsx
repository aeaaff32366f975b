import {
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
} from 'recharts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { RADAR_HEIGHT } from './chart-sizes';
import { wrapLabel } from './wrap-label';

export type RadarSeries = { key: string; color: string };
/** One row per category: its label and a whole percent per series key. */
export type CategoryRadarRow = { category: string } & Record<string, number | string>;

type CategoryRadarProps = {
  rows: readonly CategoryRadarRow[];
  series: readonly RadarSeries[];
  /** What the chart shows, for assistive technology. */
  label: string;
  height?: { xs: number; sm: number };
};

type AngleTickProps = {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  payload?: { value?: unknown };
};

/** A category label on up to two lines, centred on its point, so long names stay inside the chart at 375 px. */
function AngleTick({
  x = 0,
  y = 0,
  textAnchor = 'middle',
  payload,
  fill,
}: AngleTickProps & { fill: string }) {
  const lines = wrapLabel(String(payload?.value ?? ''), 10);
  return (
    <text x={x} y={y} textAnchor={textAnchor} fontSize={12} fill={fill}>
      {lines.map((line, i) => (
        <tspan key={line} x={x} dy={i === 0 ? `${0.35 - (lines.length - 1) * 0.6}em` : '1.2em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * A spider chart of category performance (spec 3 §2, §3 byCategory: the share of a category's stats
 * beating the standard, 0–100 %): the dashboard's Player Performance and the profile's Performance Trends.
 */
export function CategoryRadar({ rows, series, label, height = RADAR_HEIGHT }: CategoryRadarProps) {
  const theme = useTheme();
  // The percent ticks run between the first two categories, not up the first one's axis, where they
  // covered its label (issue 23).
  const tickAngle = 90 - 180 / Math.max(rows.length, 1);
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={[...rows]} outerRadius="68%">
          <PolarGrid />
          <PolarAngleAxis
            dataKey="category"
            tick={(props: AngleTickProps) => <AngleTick {...props} fill={theme.palette.text.secondary} />}
          />
          <PolarRadiusAxis
            domain={[0, 100]}
            tickCount={5}
            tick={{ fontSize: 10, fill: theme.palette.text.secondary }}
            angle={tickAngle}
          />
          {series.map((s) => (
            <Radar
              key={s.key}
              name={s.key}
              dataKey={s.key}
              stroke={s.color}
              fill={s.color}
              fillOpacity={0.15}
              isAnimationActive={false}
            />
          ))}
          <Tooltip formatter={(value) => `${String(value)}%`} />
        </RadarChart>
      </ResponsiveContainer>
    </Box>
  );
}
