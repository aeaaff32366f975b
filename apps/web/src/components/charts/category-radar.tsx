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

/**
 * A spider chart of category performance (spec 3 §2, §3 byCategory: the share of a category's stats
 * beating the standard, 0–100 %): the dashboard's Player Performance and the profile's Performance Trends.
 */
export function CategoryRadar({ rows, series, label, height = { xs: 260, sm: 320 } }: CategoryRadarProps) {
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={[...rows]} outerRadius="72%">
          <PolarGrid />
          <PolarAngleAxis dataKey="category" tick={{ fontSize: 12 }} />
          <PolarRadiusAxis domain={[0, 100]} tickCount={5} tick={{ fontSize: 10 }} angle={90} />
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
