import { useTheme } from '@mui/material/styles';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarRounded, Line } from '@visx/shape';
import { formatScoreVsPar } from '@linksight/golf-core';
import { bandGap, bandSlotAt } from './band-slot';
import { ChartFrame, plotSize } from './chart-frame';
import { chartInk } from './chart-ink';
import { BAR_CHART_HEIGHT } from './chart-sizes';
import { axisStyle } from './plain-tick';
import { BandHighlight, PointerPlot } from './plot-parts';
import { useChartCursor } from './use-chart-cursor';

export type RoundBar = { label: string; score: number; scoreToPar: number };

type RoundBarChartProps = { bars: readonly RoundBar[]; averageScore: number; label: string; height?: number };

/** Room for the axes' labels around the plot, and above it for the average's key (px). */
const MARGIN = { top: 22, right: 8, bottom: 24, left: 36 } as const;
/** The average's key above the plot: its line sample's length and the gap before it (px). */
const KEY_LINE_PX = 14;
const KEY_GAP_PX = 4;
const TICK_FONT_SIZE = 11;
/** Share of a round's band left empty beside its bar. */
const BAND_PADDING = 0.2;
/** The bars' top corners (px). */
const BAR_RADIUS = 3;

/**
 * A round chart's bars (spec 2 §9): rounds R1… in rgb(19, 70, 120), the average (one decimal) as a black
 * line (on the dark card in colours that read there: chart-ink.ts). The axis starts a few strokes under the best round so differences between rounds show. Plain SVG
 * through visx (issue 23).
 */
export function RoundBarChart({ bars, averageScore, label, height = BAR_CHART_HEIGHT }: RoundBarChartProps) {
  const theme = useTheme();
  const ink = chartInk(theme);
  const cursor = useChartCursor(bars.length);
  const scores = bars.map((b) => b.score);
  const low = Math.max(0, Math.min(...scores) - 4);
  const high = Math.max(...scores) + 2;
  const scalesFor = (size: { width: number; height: number }) => {
    const { plotWidth, plotHeight } = plotSize(size, MARGIN);
    return {
      plotWidth,
      plotHeight,
      x: scaleBand({ domain: bars.map((b) => b.label), range: [0, plotWidth], padding: BAND_PADDING }),
      y: scaleLinear({ domain: [low, high], range: [plotHeight, 0] }),
    };
  };
  return (
    <ChartFrame
      label={label}
      height={height}
      cursor={cursor}
      tip={(size, active) => {
        const bar = bars[active]!;
        const { x, y } = scalesFor(size);
        return {
          left: MARGIN.left + (x(bar.label) ?? 0) + x.bandwidth(),
          top: MARGIN.top + y(bar.score),
          title: bar.label,
          lines: [{ text: `Score: ${bar.score} (${formatScoreVsPar(bar.scoreToPar)})`, color: ink.round }],
        };
      }}
    >
      {(size) => {
        const { x, y, plotWidth, plotHeight } = scalesFor(size);
        // Whole strokes only: a score axis has no half strokes.
        const ticks = y.ticks(5).filter(Number.isInteger);
        const active = cursor.active === null ? undefined : bars[cursor.active];
        return (
          <PointerPlot
            left={MARGIN.left}
            top={MARGIN.top}
            area={{ width: plotWidth, height: plotHeight }}
            onPoint={(px) => cursor.setActive(bandSlotAt(x, px))}
            onLeave={() => cursor.setActive(null)}
          >
            <GridRows
              scale={y}
              width={plotWidth}
              tickValues={ticks}
              stroke={ink.grid}
              strokeDasharray="3 3"
            />
            {active && (
              <BandHighlight
                x={(x(active.label) ?? 0) - bandGap(x) / 2}
                width={x.step()}
                height={plotHeight}
                color={ink.grid}
              />
            )}
            {bars.map((bar) => (
              <BarRounded
                key={bar.label}
                x={x(bar.label) ?? 0}
                y={y(bar.score)}
                width={x.bandwidth()}
                height={Math.max(0, plotHeight - y(bar.score))}
                radius={BAR_RADIUS}
                top
                fill={ink.round}
              />
            ))}
            <Line
              from={{ x: 0, y: y(averageScore) }}
              to={{ x: plotWidth, y: y(averageScore) }}
              stroke={ink.average}
              strokeWidth={2}
            />
            {/* The average's key sits above the plot, where no bar reaches: drawn on the line, it crossed
                the last bars (dark text on dark blue at 1440 px, an outside audit). */}
            <Line
              from={{ x: plotWidth - KEY_LINE_PX, y: -KEY_GAP_PX * 2 }}
              to={{ x: plotWidth, y: -KEY_GAP_PX * 2 }}
              stroke={ink.average}
              strokeWidth={2}
            />
            <text
              x={plotWidth - KEY_LINE_PX - KEY_GAP_PX}
              y={-KEY_GAP_PX}
              textAnchor="end"
              fontSize={TICK_FONT_SIZE}
              fill={ink.average}
            >
              Avg {averageScore.toFixed(1)}
            </text>
            <AxisLeft scale={y} tickValues={ticks} {...axisStyle(ink, 'left', TICK_FONT_SIZE)} />
            <AxisBottom top={plotHeight} scale={x} {...axisStyle(ink, 'bottom', TICK_FONT_SIZE)} />
          </PointerPlot>
        );
      }}
    </ChartFrame>
  );
}
