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
import type { DashboardOverview } from '../utils/overview-model';
import { radarRows } from '../utils/performance-chart';

/** spec 3 §2: a spider chart of category performance across the visible overviews. */
export function PerformanceRadar({ visible }: { visible: readonly DashboardOverview[] }) {
  const rows = radarRows(visible);
  return (
    <Box
      role="img"
      aria-label={`Spider chart of category performance for ${visible.map((o) => o.key).join(', ') || 'no overviews'}`}
      sx={{ width: '100%', height: { xs: 260, sm: 320 } }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={rows} outerRadius="72%">
          <PolarGrid />
          <PolarAngleAxis dataKey="category" tick={{ fontSize: 12 }} />
          <PolarRadiusAxis domain={[0, 100]} tickCount={5} tick={{ fontSize: 10 }} angle={90} />
          {visible.map((o) => (
            <Radar
              key={o.key}
              name={o.key}
              dataKey={o.key}
              stroke={o.color}
              fill={o.color}
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
