import type { LatLng } from '@linksight/golf-core';
import { collarRing } from '../courses/collar';
import type { Course, CourseHole, HoleFeature } from '../courses/types';
import { createLocalFrame, type LocalFrame, type Ring, type Xy } from '../geo/local-frame';
import { indexRing, type IndexedRing } from '../geo/polygon';
import { createPolyline, type Polyline } from '../geo/polyline';

/**
 * A hole ready for the simulator: the same polygons the map draws (GeoJSON), projected into
 * the course's local plane in yards, with bounding boxes for fast point-in-polygon tests.
 */
export type PlayableHole = {
  frame: LocalFrame;
  holeNumber: number;
  par: 3 | 4 | 5;
  strokeIndex: number;
  tees: Record<string, Xy>;
  yardages: Record<string, number>;
  pin: Xy;
  greenCenter: Xy;
  centerLine: Polyline;
  perimeter: IndexedRing;
  rough: IndexedRing;
  fairway: IndexedRing | null;
  /** Along-the-line span of the fairway, for "short"/"long" fairway misses. */
  fairwayStartAlong: number;
  fairwayEndAlong: number;
  green: IndexedRing;
  /** The band of short grass round the green (fringe and collar), which plays as fairway. */
  collar: IndexedRing;
  bunkers: IndexedRing[];
  water: IndexedRing[];
};

const cache = new WeakMap<CourseHole, PlayableHole>();

export function playableHole(course: Course, hole: CourseHole): PlayableHole {
  const cached = cache.get(hole);
  if (cached) return cached;
  const frame = createLocalFrame(course.location);
  const ringsOf = (kind: HoleFeature['properties']['kind']): Ring[] =>
    hole.geojson.features.flatMap((f) =>
      f.properties.kind === kind && f.geometry.type === 'Polygon'
        ? [f.geometry.coordinates[0]!.slice(0, -1).map(([lng, lat]) => frame.toXy({ lat, lng }))]
        : [],
    );
  const first = (kind: HoleFeature['properties']['kind']): Ring => {
    const ring = ringsOf(kind)[0];
    if (!ring) throw new Error(`hole ${hole.holeNumber} of ${course.name} has no ${kind}`);
    return ring;
  };
  const toXy = (p: LatLng): Xy => frame.toXy(p);
  const centerLine = createPolyline(hole.centerLine.map(toXy));
  const fairwayRing = ringsOf('fairway')[0] ?? null;
  const built: PlayableHole = {
    frame,
    holeNumber: hole.holeNumber,
    par: hole.par,
    strokeIndex: hole.strokeIndex,
    tees: Object.fromEntries(hole.teeBoxes.map((t) => [t.teeName, toXy(t.position)])),
    yardages: hole.yardages,
    pin: toXy(hole.pin),
    greenCenter: toXy(hole.greenCenter),
    centerLine,
    perimeter: indexRing(first('perimeter')),
    rough: indexRing(first('rough')),
    fairway: fairwayRing ? indexRing(fairwayRing) : null,
    ...fairwaySpan(fairwayRing, centerLine),
    green: indexRing(first('green')),
    collar: indexRing(collarRing(first('green'), toXy(hole.greenCenter))),
    bunkers: ringsOf('bunker').map(indexRing),
    water: ringsOf('water').map(indexRing),
  };
  cache.set(hole, built);
  return built;
}

function fairwaySpan(
  ring: Ring | null,
  line: Polyline,
): { fairwayStartAlong: number; fairwayEndAlong: number } {
  if (!ring) return { fairwayStartAlong: 0, fairwayEndAlong: 0 };
  // The corridor's first and middle vertices sit on the fairway's two ends (left side start, right side start reversed).
  const alongs = ring.map((p) => projectAlong(line, p));
  return { fairwayStartAlong: Math.min(...alongs), fairwayEndAlong: Math.max(...alongs) };
}

function projectAlong(line: Polyline, p: Xy): number {
  let best = Infinity;
  let along = 0;
  for (let i = 0; i + 1 < line.points.length; i += 1) {
    const a = line.points[i] as Xy;
    const b = line.points[i + 1] as Xy;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
    const d = Math.hypot(p.x - a.x - dx * t, p.y - a.y - dy * t);
    if (d < best) {
      best = d;
      along = (line.cumulative[i] as number) + t * Math.sqrt(len2);
    }
  }
  return along;
}
