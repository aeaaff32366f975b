import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Grid } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import type { DispersionPoint } from '@linksight/golf-core';
import { ChartFrame, plotSize } from '../../../../components/charts/chart-frame';
import { chartInk } from '../../../../components/charts/chart-ink';
import { ChartLegend, LEGEND_HEIGHT } from '../../../../components/charts/chart-legend';
import { axisStyle } from '../../../../components/charts/plain-tick';
import { sideMarkColors, type Side } from '../../utils/side-colors';

type DispersionChartProps = {
  points: Record<Side, readonly DispersionPoint[]>;
  names: Record<Side, string>;
  height?: number;
};

const SIDES: readonly Side[] = ['left', 'right'];
const MARGIN = { top: 8, right: 8, bottom: 24, left: 56 } as const;
const TICK_FONT_SIZE = 12;
/** Where the ball finished across the hole: left rough (−1), fairway (0), right rough (1). */
const LATERAL_TICKS: Record<number, string> = { [-1]: 'Left', 0: 'Fairway', 1: 'Right' };
const LATERAL_DOMAIN = [-1.6, 1.6];
/** Each side's points sit this far off their outcome's centre, so the two sides do not cover each other. */
const SIDE_OFFSET = { left: -0.12, right: 0.12 } as const;
/** The drive-distance axis reaches this far past the shortest and longest drive (yd). */
const DISTANCE_MARGIN_YARDS = 10;
const DOT_RADIUS = 2.8;

/** Spreads the points of one lateral outcome over a band so they do not hide each other (deterministic). */
function spread(points: readonly DispersionPoint[], offset: number) {
  return points.map((p, i) => ({
    x: p.lateral + offset + (((i * 37) % 21) - 10) / 40,
    y: Math.round(p.distanceYards),
  }));
}

/** Tee shot dispersion: drive distance by where the ball finished, one colour per side (visx, issue 23). */
export function DispersionChart({ points, names, height = 280 }: DispersionChartProps) {
  const theme = useTheme();
  const ink = chartInk(theme);
  const sideColors = sideMarkColors(theme);
  const spreadPoints = {
    left: spread(points.left, SIDE_OFFSET.left),
    right: spread(points.right, SIDE_OFFSET.right),
  };
  const distances = [...spreadPoints.left, ...spreadPoints.right].map((p) => p.y);
  const low = distances.length ? Math.min(...distances) - DISTANCE_MARGIN_YARDS : 0;
  const high = distances.length ? Math.max(...distances) + DISTANCE_MARGIN_YARDS : 300;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <ChartFrame label="Tee shot dispersion" height={height - LEGEND_HEIGHT}>
        {(size) => {
          const { plotWidth, plotHeight } = plotSize(size, MARGIN);
          const x = scaleLinear({ domain: LATERAL_DOMAIN, range: [0, plotWidth] });
          const y = scaleLinear({ domain: [low, high], range: [plotHeight, 0], nice: true });
          return (
            <Group left={MARGIN.left} top={MARGIN.top}>
              <Grid
                xScale={x}
                yScale={y}
                width={plotWidth}
                height={plotHeight}
                columnTickValues={[-1, 0, 1]}
                numTicksRows={5}
                stroke={ink.grid}
                strokeDasharray="3 3"
              />
              {SIDES.map((s) =>
                spreadPoints[s].map((p, i) => (
                  <circle
                    key={`${s}-${i}`}
                    cx={x(p.x)}
                    cy={y(p.y)}
                    r={DOT_RADIUS}
                    fill={sideColors[s]}
                    fillOpacity={0.6}
                  />
                )),
              )}
              <AxisLeft
                scale={y}
                numTicks={5}
                tickFormat={(v) => `${Number(v)} yd`}
                {...axisStyle(ink, 'left', TICK_FONT_SIZE)}
              />
              <AxisBottom
                top={plotHeight}
                scale={x}
                tickValues={[-1, 0, 1]}
                tickFormat={(v) => LATERAL_TICKS[Number(v)] ?? ''}
                {...axisStyle(ink, 'bottom', TICK_FONT_SIZE)}
              />
            </Group>
          );
        }}
      </ChartFrame>
      <ChartLegend items={SIDES.map((s) => ({ label: names[s], color: sideColors[s] }))} />
    </Box>
  );
}
