import { useRef, useState, type PointerEvent } from 'react';
import Paper, { type PaperProps } from '@mui/material/Paper';

/** Elements marked with this attribute start a drag (the dialog title bar). */
export const DRAG_HANDLE_ATTRIBUTE = 'data-drag-handle';

/** spec 3 §2: the view-shots and Filter Holes by Stat dialogs are draggable — by its title bar, with the pointer (mouse, pen or touch). */
export function DraggablePaper(props: PaperProps) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest(`[${DRAG_HANDLE_ATTRIBUTE}]`) === null || target.closest('button') !== null) return;
    drag.current = { startX: e.clientX, startY: e.clientY, baseX: offset.x, baseY: offset.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d !== null) setOffset({ x: d.baseX + e.clientX - d.startX, y: d.baseY + e.clientY - d.startY });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <Paper
      {...props}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={{ ...props.style, transform: `translate(${offset.x}px, ${offset.y}px)` }}
    />
  );
}
