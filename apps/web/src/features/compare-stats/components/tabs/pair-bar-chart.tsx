import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import Box from '@mui/material/Box';
import { SIDE_COLORS } from '../../utils/side-colors';

export type PairBar = { label: string; left: number | null; right: number | null };

type PairBarChartProps = {
  bars: PairBar[];
  /** What the chart shows, for screen readers, e.g. "Make percentage by putt distance". */
  title: string;
  leftLabel: string;
  rightLabel: string;
  unit?: string;
  height?: number;
  /** Print pages draw without animation so the PDF catches the final frame. */
  isStatic?: boolean;
};

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/** Left vs right bars per category (every stats tab's chart). */
export function PairBarChart({
  bars,
  title,
  leftLabel,
  rightLabel,
  unit = '',
  height = 240,
  isStatic,
}: PairBarChartProps) {
  const data = bars.map((b) => ({ label: b.label, left: round1(b.left), right: round1(b.right) }));
  return (
    <Box role="img" aria-label={title} sx={{ width: '100%', height, minWidth: 0 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
          <YAxis tick={{ fontSize: 12 }} unit={unit} />
          {!isStatic && <Tooltip formatter={(v) => `${String(v)}${unit}`} />}
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="left" name={leftLabel} fill={SIDE_COLORS.left} isAnimationActive={!isStatic} />
          <Bar dataKey="right" name={rightLabel} fill={SIDE_COLORS.right} isAnimationActive={!isStatic} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
