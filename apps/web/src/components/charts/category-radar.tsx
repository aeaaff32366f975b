import { useTheme } from '@mui/material/styles';
import { curveLinearClosed } from '@visx/curve';
import { Line, LineRadial } from '@visx/shape';
import { ChartFrame } from './chart-frame';
import { chartInk } from './chart-ink';
import { RADAR_HEIGHT } from './chart-sizes';
import { axisAngle, axisPoint, labelAnchor, nearestAxis } from './radar-geometry';
import { ActiveDot, PointerPlot } from './plot-parts';
import { useChartCursor } from './use-chart-cursor';
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

/** The radius axis: 0–100 % in quarters (spec 3 §3 byCategory is a share of stats). */
const PERCENT_TICKS = [0, 25, 50, 75, 100] as const;
/** The polygon's share of the smaller half-side: room for the category labels around it. */
const OUTER_RADIUS_SHARE = 0.68;
/** Space between the outer polygon and a category label (px). */
const LABEL_GAP = 8;
/** A category label's longest line (characters): "Around the Green" takes two lines at 375 px. */
const LABEL_LINE_CHARS = 10;
/** Empty border around the chart before the polygon's room is counted (px per side). */
const FRAME_PADDING = 5;
/** Space between the percent axis and its labels (px). */
const TICK_LABEL_GAP = 3;
/** A series' area is tinted, so overlapping overviews stay visible through each other. */
const SERIES_FILL_OPACITY = 0.15;

const percentOf = (row: CategoryRadarRow, key: string) => {
  const value = row[key];
  return typeof value === 'number' ? value : 0;
};

/**
 * A spider chart of category performance (spec 3 §2, §3 byCategory: the share of a category's stats
 * beating the standard, 0–100 %): the dashboard's Player Performance and the profile's Performance Trends.
 * Plain SVG through visx (issue 23: Recharts' radar was one 120–250 ms task to mount on a phone).
 */
export function CategoryRadar({ rows, series, label, height = RADAR_HEIGHT }: CategoryRadarProps) {
  const theme = useTheme();
  const ink = chartInk(theme);
  const count = rows.length;
  const data = [...rows]; // d3's shapes take a mutable array
  const cursor = useChartCursor(count);
  return (
    <ChartFrame
      label={label}
      height={height}
      cursor={cursor}
      tip={(size, active) => {
        const row = rows[active]!;
        const radius = outerRadius(size);
        const at = axisPoint(active, count, radius);
        return {
          left: size.width / 2 + at.x,
          top: size.height / 2 + at.y,
          title: row.category,
          lines: series.map((s) => ({ text: `${s.key}: ${percentOf(row, s.key)}%`, color: s.color })),
        };
      }}
    >
      {(size) => {
        const radius = outerRadius(size);
        const scale = (percent: number) => (radius * percent) / 100;
        // The percent labels run between the first two categories, not up the first one's axis, where they
        // covered its label (issue 23).
        const tickAngle = count > 0 ? axisAngle(1, count) / 2 : 0;
        return (
          <PointerPlot
            left={size.width / 2}
            top={size.height / 2}
            area={{ x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height }}
            onPoint={(px, py) => count > 0 && cursor.setActive(nearestAxis(px, py, count))}
            onLeave={() => cursor.setActive(null)}
          >
            {PERCENT_TICKS.slice(1).map((tick) => (
              <LineRadial
                key={tick}
                data={data}
                angle={(_, i) => axisAngle(i, count)}
                radius={scale(tick)}
                curve={curveLinearClosed}
                fill="none"
                stroke={ink.grid}
              />
            ))}
            {rows.map((row, i) => (
              <Line
                key={row.category}
                from={{ x: 0, y: 0 }}
                to={axisPoint(i, count, radius)}
                stroke={ink.grid}
              />
            ))}
            {PERCENT_TICKS.map((tick) => (
              <text
                key={tick}
                x={scale(tick) * Math.sin(tickAngle) + TICK_LABEL_GAP}
                y={-scale(tick) * Math.cos(tickAngle)}
                dy="0.35em"
                fontSize={10}
                fill={ink.text}
              >
                {tick}
              </text>
            ))}
            {rows.map((row, i) => (
              <CategoryLabel
                key={row.category}
                text={row.category}
                at={axisPoint(i, count, radius + LABEL_GAP)}
                fill={ink.text}
              />
            ))}
            {series.map((s) => (
              <LineRadial
                key={s.key}
                data={data}
                angle={(_, i) => axisAngle(i, count)}
                radius={(row) => scale(percentOf(row, s.key))}
                curve={curveLinearClosed}
                stroke={s.color}
                fill={s.color}
                fillOpacity={SERIES_FILL_OPACITY}
              />
            ))}
            {cursor.active !== null &&
              series.map((s) => {
                const at = axisPoint(cursor.active!, count, scale(percentOf(rows[cursor.active!]!, s.key)));
                return <ActiveDot key={s.key} x={at.x} y={at.y} color={s.color} />;
              })}
          </PointerPlot>
        );
      }}
    </ChartFrame>
  );
}

function outerRadius(size: { width: number; height: number }) {
  return (OUTER_RADIUS_SHARE * Math.max(0, Math.min(size.width, size.height) - 2 * FRAME_PADDING)) / 2;
}

/** A category label on up to two lines, centred on its point, so long names stay inside the chart at 375 px. */
function CategoryLabel({ text, at, fill }: { text: string; at: { x: number; y: number }; fill: string }) {
  const lines = wrapLabel(text, LABEL_LINE_CHARS);
  return (
    <text x={at.x} y={at.y} textAnchor={labelAnchor(at.x)} fontSize={12} fill={fill}>
      {lines.map((line, i) => (
        <tspan key={line} x={at.x} dy={i === 0 ? `${0.35 - (lines.length - 1) * 0.6}em` : '1.2em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
