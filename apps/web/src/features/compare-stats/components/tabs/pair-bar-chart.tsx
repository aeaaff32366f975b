import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { bandGap, bandSlotAt } from '../../../../components/charts/band-slot';
import { ChartFrame, plotSize, type ChartSize } from '../../../../components/charts/chart-frame';
import { chartInk } from '../../../../components/charts/chart-ink';
import { ChartLegend, LEGEND_HEIGHT } from '../../../../components/charts/chart-legend';
import { axisStyle, charsThatFit, PlainTick } from '../../../../components/charts/plain-tick';
import { BandHighlight, PointerPlot } from '../../../../components/charts/plot-parts';
import { useChartCursor } from '../../../../components/charts/use-chart-cursor';
import { sideMarkColors, type Side } from '../../utils/side-colors';

export type PairBar = { label: string; left: number | null; right: number | null };

type PairBarChartProps = {
  bars: PairBar[];
  /** What the chart shows, for screen readers, e.g. "Make percentage by putt distance". */
  title: string;
  leftLabel: string;
  rightLabel: string;
  unit?: string;
  height?: number;
  /** Print pages draw without a tooltip (nothing to point at on paper). */
  isStatic?: boolean;
};

const SIDES: readonly Side[] = ['left', 'right'];
/** Room for the axes' labels around the plot (px). */
/** The bottom has room for a category label on two lines (they wrap on a phone). */
const MARGIN = { top: 8, right: 8, bottom: 36, left: 48 } as const;
const TICK_FONT_SIZE = 12;
/** Share of a category's band left empty around its pair of bars. */
const GROUP_PADDING = 0.2;
/** Share of a bar's slot left empty between the two sides' bars. */
const PAIR_PADDING = 0.05;

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/** Left vs right bars per category (every stats tab's chart), drawn with visx (issue 23). */
export function PairBarChart({
  bars,
  title,
  leftLabel,
  rightLabel,
  unit = '',
  height = 240,
  isStatic,
}: PairBarChartProps) {
  const theme = useTheme();
  const ink = chartInk(theme);
  const sideColors = sideMarkColors(theme);
  const cursor = useChartCursor(bars.length);
  const data = bars.map((b) => ({ label: b.label, left: round1(b.left), right: round1(b.right) }));
  const names = { left: leftLabel, right: rightLabel };
  const values = data.flatMap((d) => [d.left ?? 0, d.right ?? 0]);
  const scalesFor = (size: ChartSize) => {
    const { plotWidth, plotHeight } = plotSize(size, MARGIN);
    const x = scaleBand({ domain: data.map((d) => d.label), range: [0, plotWidth], padding: GROUP_PADDING });
    return {
      plotWidth,
      plotHeight,
      x,
      side: scaleBand({ domain: [...SIDES], range: [0, x.bandwidth()], padding: PAIR_PADDING }),
      y: scaleLinear({
        domain: [Math.min(0, ...values), Math.max(0, ...values)],
        range: [plotHeight, 0],
        nice: true,
      }),
    };
  };
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <ChartFrame
        label={title}
        height={height - LEGEND_HEIGHT}
        cursor={isStatic ? undefined : cursor}
        tip={(size, active) => {
          const d = data[active]!;
          const { x, y } = scalesFor(size);
          const top = Math.max(d.left ?? 0, d.right ?? 0);
          return {
            left: MARGIN.left + (x(d.label) ?? 0) + x.bandwidth(),
            top: MARGIN.top + y(top),
            title: d.label,
            lines: SIDES.map((s) => ({
              text: `${names[s]}: ${d[s] === null ? '-' : `${d[s]}${unit}`}`,
              color: sideColors[s],
            })),
          };
        }}
      >
        {(size) => {
          const { x, side, y, plotWidth, plotHeight } = scalesFor(size);
          return (
            <PointerPlot
              left={MARGIN.left}
              top={MARGIN.top}
              area={{ width: plotWidth, height: plotHeight }}
              onPoint={isStatic ? undefined : (px) => cursor.setActive(bandSlotAt(x, px))}
              onLeave={() => cursor.setActive(null)}
            >
              <GridRows scale={y} width={plotWidth} numTicks={5} stroke={ink.grid} strokeDasharray="3 3" />
              {data.map((d, i) => (
                <Group key={d.label} left={x(d.label) ?? 0}>
                  {cursor.active === i && (
                    <BandHighlight
                      x={-bandGap(x) / 2}
                      width={x.step()}
                      height={plotHeight}
                      color={ink.grid}
                    />
                  )}
                  {SIDES.map((s) => {
                    const value = d[s];
                    if (value === null) return null;
                    return (
                      <Bar
                        key={s}
                        x={side(s) ?? 0}
                        y={Math.min(y(value), y(0))}
                        width={side.bandwidth()}
                        height={Math.abs(y(0) - y(value))}
                        fill={sideColors[s]}
                      />
                    );
                  })}
                </Group>
              ))}
              <AxisLeft
                scale={y}
                numTicks={5}
                tickFormat={(v) => `${Number(v)}${unit}`}
                {...axisStyle(ink, 'left', TICK_FONT_SIZE)}
              />
              <AxisBottom
                top={plotHeight}
                scale={x}
                {...axisStyle(ink, 'bottom', TICK_FONT_SIZE)}
                tickComponent={(tick) => (
                  <PlainTick {...tick} maxChars={charsThatFit(x.step(), TICK_FONT_SIZE)} />
                )}
              />
            </PointerPlot>
          );
        }}
      </ChartFrame>
      <ChartLegend items={SIDES.map((s) => ({ label: names[s], color: sideColors[s] }))} />
    </Box>
  );
}
