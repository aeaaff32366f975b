import {
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { GO_FOR_GREEN_MIN_YARDS, type DispersionPoint, type SideFigures } from '@linksight/golf-core';
import { SIDE_COLORS, sideTextColor } from '../../utils/side-colors';
import { fractionText } from './fraction-text';
import { ChartAndTable, type SidesProps } from './tab-panels';

/** Spreads the points of one lateral outcome over a band so they do not hide each other (deterministic). */
function spread(points: DispersionPoint[], offset: number) {
  return points.map((p, i) => ({
    x: p.lateral + offset + (((i * 37) % 21) - 10) / 40,
    y: Math.round(p.distanceYards),
  }));
}
const LATERAL_TICKS: Record<number, string> = { [-1]: 'Left', 0: 'Fairway', 1: 'Right' };

type Row = { label: string; value: (s: SideFigures) => string };
const ROWS: Row[] = [
  {
    label: `Went for par 5s in two (${GO_FOR_GREEN_MIN_YARDS}+ yd)`,
    value: (s) => fractionText(s.playingStyle.goForGreenInTwo),
  },
  {
    label: 'Average lay-up distance',
    value: (s) =>
      s.playingStyle.layUpDistanceYards === null ? '-' : `${s.playingStyle.layUpDistanceYards.toFixed(0)} yd`,
  },
  { label: 'Tee shots missed left', value: (s) => fractionText(s.playingStyle.missLeft) },
  { label: 'Tee shots missed right', value: (s) => fractionText(s.playingStyle.missRight) },
  { label: 'Short-sided when missing the green', value: (s) => fractionText(s.playingStyle.shortSided) },
];

/**
 * Playing style: how aggressive (going for par 5s in two, lay-up distances) and how the tee shots spread
 * (a dispersion plot of drive distance by where the ball finished: left rough, fairway, right rough).
 */
export function PlayingStyleTab({ left, right, leftLabel, rightLabel, isStatic }: SidesProps) {
  return (
    <ChartAndTable
      isStatic={isStatic}
      chart={
        <>
          <Typography variant="subtitle2">Tee shot dispersion (drive distance, yd)</Typography>
          <Box role="img" aria-label="Tee shot dispersion" sx={{ width: '100%', height: 280 }}>
            <ResponsiveContainer width="100%" height="100%">
              <ScatterChart margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis
                  type="number"
                  dataKey="x"
                  domain={[-1.6, 1.6]}
                  ticks={[-1, 0, 1]}
                  tickFormatter={(v: number) => LATERAL_TICKS[v] ?? ''}
                />
                <YAxis
                  type="number"
                  dataKey="y"
                  unit=" yd"
                  domain={['dataMin - 10', 'dataMax + 10']}
                  tick={{ fontSize: 12 }}
                />
                <ZAxis range={[24, 24]} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Scatter
                  name={leftLabel}
                  data={spread(left?.playingStyle.dispersion ?? [], -0.12)}
                  fill={SIDE_COLORS.left}
                  fillOpacity={0.6}
                  isAnimationActive={!isStatic}
                />
                <Scatter
                  name={rightLabel}
                  data={spread(right?.playingStyle.dispersion ?? [], 0.12)}
                  fill={SIDE_COLORS.right}
                  fillOpacity={0.6}
                  isAnimationActive={!isStatic}
                />
              </ScatterChart>
            </ResponsiveContainer>
          </Box>
        </>
      }
      table={
        <Table size="small" aria-label="Playing style">
          <TableHead>
            <TableRow>
              <TableCell>Tendency</TableCell>
              <TableCell align="right" sx={{ color: sideTextColor('left') }}>
                {leftLabel}
              </TableCell>
              <TableCell align="right" sx={{ color: sideTextColor('right') }}>
                {rightLabel}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map((row) => (
              <TableRow key={row.label}>
                <TableCell>{row.label}</TableCell>
                <TableCell align="right">{left ? row.value(left) : '-'}</TableCell>
                <TableCell align="right">{right ? row.value(right) : '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
