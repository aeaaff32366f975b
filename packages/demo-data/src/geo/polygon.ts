import type { Ring, Xy } from './local-frame';

/** A ring with its bounding box, so most point-in-polygon tests stop at four comparisons. */
export type IndexedRing = {
  xs: Float64Array;
  ys: Float64Array;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
};

export function indexRing(ring: Ring): IndexedRing {
  const xs = new Float64Array(ring.map((p) => p.x));
  const ys = new Float64Array(ring.map((p) => p.y));
  return {
    xs,
    ys,
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
}

/** Even–odd ray casting. */
export function containsPoint(ring: IndexedRing, x: number, y: number): boolean {
  if (x < ring.minX || x > ring.maxX || y < ring.minY || y > ring.maxY) return false;
  const { xs, ys } = ring;
  let inside = false;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i, i += 1) {
    const yi = ys[i] as number;
    const yj = ys[j] as number;
    if (yi > y !== yj > y) {
      const xi = xs[i] as number;
      const xj = xs[j] as number;
      if (x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** An ellipse as a ring of `vertices` points, rotated by `angle` radians. */
export function ellipse(
  center: Xy,
  radiusAlong: number,
  radiusAcross: number,
  angle: number,
  vertices: number,
  wobble: (i: number) => number = () => 1,
): Ring {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const ring: Ring = [];
  for (let i = 0; i < vertices; i += 1) {
    const t = (2 * Math.PI * i) / vertices;
    const w = wobble(i);
    const a = Math.cos(t) * radiusAlong * w;
    const b = Math.sin(t) * radiusAcross * w;
    ring.push({ x: center.x + a * cos - b * sin, y: center.y + a * sin + b * cos });
  }
  return ring;
}

/** `ring` grown outward by `yards` along each vertex's ray from `center` (a star-shaped ring, e.g. a green). */
export function grownRing(ring: Ring, center: Xy, yards: number): Ring {
  return ring.map((p) => {
    const d = Math.hypot(p.x - center.x, p.y - center.y);
    const k = d > 0 ? (d + yards) / d : 1;
    return { x: center.x + (p.x - center.x) * k, y: center.y + (p.y - center.y) * k };
  });
}

/**
 * A corridor around a polyline: offsets each sampled point left and right by the half width
 * returned for its distance along the line, then joins both sides into one ring.
 */
export function corridor(
  line: Xy[],
  halfWidth: (alongYards: number, side: -1 | 1) => number,
  stepYards: number,
): Ring {
  const samples = samplePolyline(line, stepYards);
  const left: Xy[] = [];
  const right: Xy[] = [];
  for (const s of samples) {
    const nx = -s.dir.y;
    const ny = s.dir.x;
    const l = halfWidth(s.along, -1);
    const r = halfWidth(s.along, 1);
    left.push({ x: s.point.x + nx * l, y: s.point.y + ny * l });
    right.push({ x: s.point.x - nx * r, y: s.point.y - ny * r });
  }
  return [...left, ...right.reverse()];
}

type Sample = { point: Xy; dir: Xy; along: number };

export function samplePolyline(line: Xy[], stepYards: number): Sample[] {
  const out: Sample[] = [];
  let along = 0;
  for (let i = 0; i + 1 < line.length; i += 1) {
    const a = line[i] as Xy;
    const b = line[i + 1] as Xy;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const dir = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
    const isLast = i + 2 === line.length;
    const steps = Math.max(1, Math.round(len / stepYards));
    for (let k = 0; k < steps + (isLast ? 1 : 0); k += 1) {
      const t = (k * len) / steps;
      out.push({ point: { x: a.x + dir.x * t, y: a.y + dir.y * t }, dir, along: along + t });
    }
    along += len;
  }
  return out;
}
