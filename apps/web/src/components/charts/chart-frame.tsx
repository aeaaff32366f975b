import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ResponsiveStyleValue } from '@mui/system';
import { useParentSize } from '@visx/responsive';
import { TooltipWithBounds } from '@visx/tooltip';
import { FOCUS_RING } from '../../lib/theme';

/** Where a chart's tooltip points (px from the chart's top left corner) and what it says. */
export type ChartTip = { left: number; top: number; title: string; lines: readonly TipLine[] };
export type TipLine = { text: string; color?: string };
export type ChartSize = { width: number; height: number };

/** The plot inside a chart's margins (px; never negative while the frame is still tiny). */
export function plotSize(
  size: ChartSize,
  margin: { top: number; right: number; bottom: number; left: number },
): { plotWidth: number; plotHeight: number } {
  return {
    plotWidth: Math.max(0, size.width - margin.left - margin.right),
    plotHeight: Math.max(0, size.height - margin.top - margin.bottom),
  };
}

type ChartFrameProps = {
  /** What the chart shows, for assistive technology (the drawing itself is presentational). */
  label: string;
  height: ResponsiveStyleValue<number>;
  /** The drawing, once the frame's size is known. */
  children: (size: ChartSize) => ReactNode;
  /** The tooltip of the cursor's point (`active`) for the frame's size. */
  tip?: (size: ChartSize, active: number) => ChartTip;
  /** The chart's cursor (`useChartCursor`): arrow keys move through its points, as a pointer would. */
  cursor?: {
    active: number | null;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onBlur: () => void;
  };
};

/**
 * The box every chart draws in (issue 23): its size comes from a ResizeObserver (visx `useParentSize`),
 * never from measuring text, and the drawing is plain SVG rendered once per data change. The tooltip is
 * visx's, kept inside the box; it shows for a pointer and for the keyboard (focus, then arrow keys).
 */
export function ChartFrame({ label, height, children, tip, cursor }: ChartFrameProps) {
  const theme = useTheme();
  const { parentRef, width, height: measuredHeight } = useParentSize({ ignoreDimensions: ['top', 'left'] });
  const size: ChartSize = { width, height: measuredHeight };
  const active = cursor?.active ?? null;
  const shown = size.width > 0 && size.height > 0 && active !== null ? (tip?.(size, active) ?? null) : null;
  return (
    <Box
      ref={parentRef}
      role="img"
      aria-label={label}
      tabIndex={cursor ? 0 : undefined}
      onKeyDown={cursor?.onKeyDown}
      onBlur={cursor?.onBlur}
      sx={{ position: 'relative', width: '100%', height, '&:focus-visible': FOCUS_RING }}
    >
      {size.width > 0 && size.height > 0 && (
        <svg
          width={size.width}
          height={size.height}
          aria-hidden
          focusable="false"
          style={{ display: 'block' }}
        >
          {children(size)}
        </svg>
      )}
      {shown && (
        <TooltipWithBounds
          left={shown.left}
          top={shown.top}
          aria-hidden
          style={{
            position: 'absolute',
            pointerEvents: 'none',
            padding: '6px 10px',
            whiteSpace: 'nowrap',
            background: theme.palette.background.paper,
            color: theme.palette.text.primary,
            border: `1px solid ${theme.palette.divider}`,
            borderRadius: theme.shape.borderRadius,
            boxShadow: theme.shadows[2],
            ...theme.typography.body2,
          }}
        >
          <div>{shown.title}</div>
          {shown.lines.map((line) => (
            <div key={line.text} style={{ color: line.color }}>
              {line.text}
            </div>
          ))}
        </TooltipWithBounds>
      )}
    </Box>
  );
}
