import type { PointerEvent, ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import { localPoint } from '@visx/event';
import { Group } from '@visx/group';

type PointerPlotProps = {
  /** The group's origin in the drawing (px): the plot's corner, or a radar's centre. */
  left: number;
  top: number;
  /** The area that answers the pointer, in the group's own coordinates. */
  area: { x?: number; y?: number; width: number; height: number };
  /** The pointer's position in the group's coordinates; absent on paper (print pages). */
  onPoint?: (x: number, y: number) => void;
  onLeave: () => void;
  children: ReactNode;
};

/**
 * A chart's plot that follows the pointer: a transparent area under the marks catches it anywhere in the
 * plot (not only over a bar or line), and positions come in the plot's own coordinates.
 *
 * A finger is not a hovering pointer: a tap points (pointerdown) and its lift fires a leave at once, so
 * for touch the tooltip stays until the chart loses focus (a tap elsewhere; the frame is focusable).
 */
export function PointerPlot({ left, top, area, onPoint, onLeave, children }: PointerPlotProps) {
  const onPointer = (event: PointerEvent<SVGGElement>) => {
    const point = localPoint(event);
    if (point) onPoint?.(point.x - left, point.y - top);
  };
  const onPointerLeave = (event: PointerEvent<SVGGElement>) => {
    if (event.pointerType !== 'touch') onLeave();
  };
  return (
    <Group
      left={left}
      top={top}
      onPointerDown={onPoint ? onPointer : undefined}
      onPointerMove={onPoint ? onPointer : undefined}
      onPointerLeave={onPointerLeave}
    >
      <rect x={area.x ?? 0} y={area.y ?? 0} width={area.width} height={area.height} fill="transparent" />
      {children}
    </Group>
  );
}

/** The band behind the bar (or pair) the tooltip speaks of: its slot, gaps included, the plot's height. */
export function BandHighlight({
  x,
  width,
  height,
  color,
}: {
  x: number;
  width: number;
  height: number;
  color: string;
}) {
  return <rect x={x} width={width} height={height} fill={color} fillOpacity={0.35} />;
}

/** The mark on the point the tooltip speaks of, ringed in the card's colour so it stands off the line. */
export function ActiveDot({ x, y, color }: { x: number; y: number; color: string }) {
  const theme = useTheme();
  return <circle cx={x} cy={y} r={4} fill={color} stroke={theme.palette.background.paper} strokeWidth={2} />;
}
