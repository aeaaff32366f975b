import type { MapRound } from '@linksight/api-contract';
import { shotMarkers, yardageLabels } from './shot-map-data';

type MapHole = MapRound['holes'][number];

/**
 * HTML markers: the map has no glyph server (it must work offline), so numbers and yardages are DOM
 * elements rather than symbol layers.
 */
export function markerElement(shotNumber: number, isPutt: boolean, onClick: () => void): HTMLElement {
  // WCAG 2.2 2.5.8 (issue 23): the button is a 24 px target; the dot drawn inside it stays 20 px.
  const el = document.createElement('button');
  el.type = 'button';
  el.setAttribute('aria-label', `${isPutt ? 'Putt' : 'Shot'} ${shotNumber}: zoom to it`);
  el.style.cssText =
    'width:24px;height:24px;padding:0;margin:0;border:0;border-radius:50%;background:transparent;display:flex;align-items:center;justify-content:center;cursor:pointer';
  const dot = document.createElement('span');
  dot.textContent = String(shotNumber);
  dot.style.cssText = `box-sizing:border-box;width:20px;height:20px;border-radius:50%;display:flex;align-items:center;justify-content:center;font:600 11px system-ui,sans-serif;border:2px solid #fff;color:${isPutt ? '#222' : '#fff'};background:${isPutt ? '#ffd54f' : '#1565c0'}`;
  el.append(dot);
  el.addEventListener('click', (e) => {
    e.stopPropagation();
    onClick();
  });
  return el;
}

/** Show Yards label: the distance to the pin from where the shot was played. */
export function yardageElement(text: string): HTMLElement {
  const el = document.createElement('div');
  el.textContent = text;
  el.className = 'shot-map-yardage';
  el.style.cssText =
    'padding:1px 5px;border-radius:3px;background:rgba(0,0,0,0.72);color:#fff;font:600 11px system-ui,sans-serif;white-space:nowrap;pointer-events:none';
  return el;
}

/** The side of a shot marker's square target, in CSS pixels (WCAG 2.2 2.5.8 asks for 24). */
export const MARKER_TARGET_PX = 24;

/**
 * Which markers are covered by a later one (drawn above it) at the current zoom: their target squares
 * overlap. Issue 23: a covered marker stays drawn but stops being a separate target until zooming apart
 * separates them (putts near the pin), so every target is a full 24 px square.
 */
export function coveredMarkers(
  points: readonly { x: number; y: number }[],
  size = MARKER_TARGET_PX,
): boolean[] {
  return points.map((p, i) =>
    points.slice(i + 1).some((q) => Math.abs(q.x - p.x) < size && Math.abs(q.y - p.y) < size),
  );
}

/** A covered marker is inert: no click, no Tab stop, not announced twice (its shot shows in the later one's place). */
export function setMarkerTarget(el: HTMLElement, isTarget: boolean): void {
  if (!(el instanceof HTMLButtonElement)) return;
  el.disabled = !isTarget;
  el.style.cursor = isTarget ? 'pointer' : 'default';
  if (isTarget) el.removeAttribute('aria-hidden');
  else el.setAttribute('aria-hidden', 'true');
}

/** Show Yards labels sit right of the shot's start: MapLibre's anchor 'left' with this offset. */
export const YARDAGE_OFFSET_PX = 14;

type Overlay = { element: HTMLElement; position: [longitude: number, latitude: number] };

/**
 * What the map and the drawing before it (shot-map-preview.tsx) place over a hole: the numbered shot
 * markers (spec 3 §2) and, with Show Yards, the yardage labels.
 */
export function holeOverlays(
  hole: MapHole,
  showYards: boolean,
  onShot: (shotNumber: number) => void,
): { markers: Overlay[]; yardages: Overlay[] } {
  return {
    markers: shotMarkers(hole).map((s) => ({
      element: markerElement(s.shotNumber, s.isPutt, () => onShot(s.shotNumber)),
      position: s.position,
    })),
    yardages: showYards
      ? yardageLabels(hole).map((y) => ({ element: yardageElement(y.text), position: y.position }))
      : [],
  };
}

/** Markers that overlap where they are drawn: only the one on top stays a target (WCAG 2.2 2.5.8). */
export function declutterMarkers(
  elements: readonly HTMLElement[],
  points: readonly { x: number; y: number }[],
): void {
  const covered = coveredMarkers(points);
  elements.forEach((el, i) => setMarkerTarget(el, !covered[i]));
}
