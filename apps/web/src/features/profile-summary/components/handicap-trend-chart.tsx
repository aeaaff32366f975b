import { useTheme } from '@mui/material/styles';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveStepAfter } from '@visx/curve';
import { scaleLinear, scaleTime } from '@visx/scale';
import { differenceInCalendarDays, format } from 'date-fns';
import { LinePath } from '@visx/shape';
import { formatHandicapIndex, formatLongDate } from '@linksight/golf-core';
import { ChartFrame, plotSize, type ChartSize } from '../../../components/charts/chart-frame';
import { chartInk } from '../../../components/charts/chart-ink';
import { axisStyle } from '../../../components/charts/plain-tick';
import { ActiveDot, PointerPlot } from '../../../components/charts/plot-parts';
import { useChartCursor } from '../../../components/charts/use-chart-cursor';

type TrendPoint = { date: string; index: number };

const MARGIN = { top: 8, right: 16, bottom: 24, left: 40 } as const;
const TICK_FONT_SIZE = 11;
/** The index axis reaches this far past the lowest and highest index (strokes). */
const INDEX_MARGIN = 0.5;
const CHART_HEIGHT = 136;
/** Past this span the date axis names months ("Mar 26"), below it days ("Mar 14"). */
const MONTH_TICKS_FROM_DAYS = 90;
/** About one date label per this many pixels of plot width, so they never touch at 375 px. */
const PX_PER_DATE_TICK = 90;

/** The date axis' label format for a history of this many days. */
export const dateTickFormat = (spanDays: number): string =>
  spanDays >= MONTH_TICKS_FROM_DAYS ? 'MMM yy' : 'MMM d';

/**
 * The Handicap Index over the last 12 months as a step line (an index holds until the next revision;
 * lower is better), on a date axis: a history of two weeks must not read as a year's. visx (issue 23); the pointer or the arrow keys show a revision's date and index.
 * The line is the rounds colour of the chart ink: spec 2 §9's navy on the light card, a lighter blue on the
 * dark one, where the navy does not read.
 */
export function HandicapTrendChart({ points, label }: { points: readonly TrendPoint[]; label: string }) {
  const theme = useTheme();
  const ink = chartInk(theme);
  const cursor = useChartCursor(points.length);
  const data = points.map((p) => ({ ...p, t: Date.parse(p.date) }));
  const indexes = data.map((p) => p.index);
  const tickFormat = dateTickFormat(differenceInCalendarDays(data.at(-1)!.t, data[0]!.t));
  const scalesFor = (size: ChartSize) => {
    const { plotWidth, plotHeight } = plotSize(size, MARGIN);
    return {
      plotWidth,
      plotHeight,
      x: scaleTime({ domain: [data[0]!.t, data.at(-1)!.t], range: [0, plotWidth] }),
      y: scaleLinear({
        domain: [Math.min(...indexes) - INDEX_MARGIN, Math.max(...indexes) + INDEX_MARGIN],
        range: [plotHeight, 0],
      }),
    };
  };
  return (
    <ChartFrame
      label={label}
      height={CHART_HEIGHT}
      cursor={cursor}
      tip={(size, active) => {
        const p = data[active]!;
        const { x, y } = scalesFor(size);
        return {
          left: MARGIN.left + x(p.t),
          top: MARGIN.top + y(p.index),
          title: formatLongDate(new Date(p.t)),
          lines: [{ text: `Index: ${formatHandicapIndex(p.index)}`, color: ink.round }],
        };
      }}
    >
      {(size) => {
        const { x, y, plotWidth, plotHeight } = scalesFor(size);
        const active = cursor.active === null ? undefined : data[cursor.active];
        const nearest = (px: number) => {
          const distances = data.map((p) => Math.abs(x(p.t) - px));
          return distances.indexOf(Math.min(...distances));
        };
        return (
          <PointerPlot
            left={MARGIN.left}
            top={MARGIN.top}
            area={{ width: plotWidth, height: plotHeight }}
            onPoint={(px) => cursor.setActive(nearest(px))}
            onLeave={() => cursor.setActive(null)}
          >
            <LinePath
              data={data}
              x={(p) => x(p.t)}
              y={(p) => y(p.index)}
              curve={curveStepAfter}
              stroke={ink.round}
              strokeWidth={2}
            />
            {active && <ActiveDot x={x(active.t)} y={y(active.index)} color={ink.round} />}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(v) => formatHandicapIndex(Number(v))}
              {...axisStyle(ink, 'left', TICK_FONT_SIZE)}
            />
            <AxisBottom
              top={plotHeight}
              scale={x}
              numTicks={Math.max(2, Math.floor(plotWidth / PX_PER_DATE_TICK))}
              tickFormat={(v) => format(v as Date, tickFormat)}
              {...axisStyle(ink, 'bottom', TICK_FONT_SIZE)}
            />
          </PointerPlot>
        );
      }}
    </ChartFrame>
  );
}
