import type { Xy } from './local-frame';

/**
 * A polyline prepared for fast projection: the hole's centre line from the back tee to the
 * green centre. `along` is yards from the start; `offset` is signed yards, positive to the right
 * of the direction of play.
 */
export type Polyline = {
  points: Xy[];
  /** Cumulative length at each vertex. */
  cumulative: number[];
  length: number;
};

export type Projection = { along: number; offset: number };

export function createPolyline(points: Xy[]): Polyline {
  const cumulative = [0];
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1] as Xy;
    const b = points[i] as Xy;
    cumulative.push((cumulative[i - 1] as number) + Math.hypot(b.x - a.x, b.y - a.y));
  }
  return { points, cumulative, length: cumulative[cumulative.length - 1] as number };
}

export function project(line: Polyline, x: number, y: number): Projection {
  let best = Infinity;
  let along = 0;
  let offset = 0;
  const { points, cumulative } = line;
  for (let i = 0; i + 1 < points.length; i += 1) {
    const a = points[i] as Xy;
    const b = points[i + 1] as Xy;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    let t = ((x - a.x) * dx + (y - a.y) * dy) / len2;
    const isFirst = i === 0;
    const isLast = i + 2 === points.length;
    if (t < 0 && !isFirst) t = 0;
    if (t > 1 && !isLast) t = 1;
    const px = a.x + dx * t;
    const py = a.y + dy * t;
    const d = Math.hypot(x - px, y - py);
    if (d < best) {
      best = d;
      const len = Math.sqrt(len2);
      along = (cumulative[i] as number) + t * len;
      // Cross product sign: positive when the point lies to the right of the segment.
      offset = ((dx * (y - a.y) - dy * (x - a.x)) / len) * -1;
    }
  }
  return { along, offset };
}

/** The point at `along` yards from the start (clamped to the line). */
export function pointAt(line: Polyline, along: number): Xy {
  const { points, cumulative } = line;
  const target = Math.max(0, Math.min(line.length, along));
  for (let i = 0; i + 1 < points.length; i += 1) {
    const end = cumulative[i + 1] as number;
    if (target <= end || i + 2 === points.length) {
      const a = points[i] as Xy;
      const b = points[i + 1] as Xy;
      const start = cumulative[i] as number;
      const t = end === start ? 0 : (target - start) / (end - start);
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    }
  }
  return points[0] as Xy;
}
