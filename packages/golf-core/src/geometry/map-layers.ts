import { EARTH_RADIUS_METERS } from './points';

/** A GeoJSON position: [longitude, latitude]. */
export type Position = [number, number];
export type MapLayerGeometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };
export type MapLayerFeature = { type: 'Feature'; properties: { kind: string }; geometry: MapLayerGeometry };
export type MapLayers = { type: 'FeatureCollection'; features: MapLayerFeature[] };

/**
 * The course layers the shot map draws (apps/web shot-map/map-style.ts: fills, then tee boxes). Pins
 * come with the rounds and centre lines are not drawn, so neither is sent (issue 23).
 */
export const SHOT_MAP_LAYER_KINDS: readonly string[] = [
  'perimeter',
  'rough',
  'fairway',
  'water',
  'bunker',
  'green',
  'teebox',
];
/**
 * The closest the map looks: Green View is zoom 21 (spec 3 §9), where a CSS pixel is 3.7 cm at the equator
 * (MapLibre's 512 px tiles: 40,075 km / 512 / 2²¹) and less elsewhere. A simplified outline stays within
 * 3 cm of the drawn one, under a pixel at every zoom the map uses.
 */
export const MAP_SIMPLIFY_TOLERANCE_METERS = 0.03;
/** 7 decimals of a degree are at most 1.1 cm: a third of a pixel at zoom 21. */
export const MAP_COORDINATE_DECIMALS = 7;

const SCALE = 10 ** MAP_COORDINATE_DECIMALS;
const round = (p: readonly number[]): Position => [
  Math.round(p[0]! * SCALE) / SCALE,
  Math.round(p[1]! * SCALE) / SCALE,
];

/**
 * Douglas–Peucker on [longitude, latitude] positions in a local flat frame (meters; exact enough over a
 * hole): keeps the first and last position and every position that is more than `toleranceMeters` off
 * the line through the kept ones.
 */
export function simplifyPositions(positions: readonly Position[], toleranceMeters: number): Position[] {
  if (positions.length <= 2) return positions.map(round);
  const metersPerDegreeLat = (Math.PI / 180) * EARTH_RADIUS_METERS;
  const metersPerDegreeLng = metersPerDegreeLat * Math.cos((positions[0]![1] * Math.PI) / 180);
  const xs = positions.map((p) => p[0] * metersPerDegreeLng);
  const ys = positions.map((p) => p[1] * metersPerDegreeLat);
  const keep = new Uint8Array(positions.length);
  keep[0] = 1;
  keep[positions.length - 1] = 1;
  const spans: [number, number][] = [[0, positions.length - 1]];
  while (spans.length > 0) {
    const [a, b] = spans.pop()!;
    const dx = xs[b]! - xs[a]!;
    const dy = ys[b]! - ys[a]!;
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let farthestDistance = toleranceMeters;
    for (let i = a + 1; i < b; i++) {
      const px = xs[i]! - xs[a]!;
      const py = ys[i]! - ys[a]!;
      // Distance to the segment's line, or to its start when the ends coincide (a closed ring).
      const distance = length === 0 ? Math.hypot(px, py) : Math.abs(dx * py - dy * px) / length;
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      spans.push([a, farthest], [farthest, b]);
    }
  }
  return positions.filter((_, i) => keep[i] === 1).map(round);
}

/** A closed ring keeps at least 4 positions (GeoJSON): one that would collapse is kept as it was. */
function simplifyRing(ring: readonly Position[]): Position[] {
  const simplified = simplifyPositions(ring, MAP_SIMPLIFY_TOLERANCE_METERS);
  return simplified.length >= 4 ? simplified : ring.map(round);
}

function simplifyGeometry(geometry: MapLayerGeometry): MapLayerGeometry {
  switch (geometry.type) {
    case 'Point':
      return { type: 'Point', coordinates: round(geometry.coordinates) };
    case 'LineString':
      return {
        type: 'LineString',
        coordinates: simplifyPositions(geometry.coordinates, MAP_SIMPLIFY_TOLERANCE_METERS),
      };
    case 'Polygon':
      return { type: 'Polygon', coordinates: geometry.coordinates.map(simplifyRing) };
    case 'MultiPolygon':
      return { type: 'MultiPolygon', coordinates: geometry.coordinates.map((p) => p.map(simplifyRing)) };
  }
}

const GEOMETRY_TYPES = new Set(['Point', 'LineString', 'Polygon', 'MultiPolygon']);

function isDrawnFeature(value: unknown): value is MapLayerFeature {
  const f = value as { properties?: { kind?: unknown }; geometry?: { type?: unknown } } | null;
  return (
    typeof f?.properties?.kind === 'string' &&
    SHOT_MAP_LAYER_KINDS.includes(f.properties.kind) &&
    GEOMETRY_TYPES.has(f.geometry?.type as string)
  );
}

/**
 * What the shot map draws of a course (issue 23): the drawn kinds of every hole's vector layers, each
 * feature with its `kind` only, outlines simplified and positions rounded to what the map can show.
 * `holeLayers` are the holes' stored GeoJSON FeatureCollections (null when a hole has none).
 */
export function shotMapLayers(holeLayers: readonly unknown[]): MapLayers {
  const features: MapLayerFeature[] = [];
  for (const layers of holeLayers) {
    const list = (layers as { features?: unknown } | null)?.features;
    if (!Array.isArray(list)) continue;
    for (const f of list)
      if (isDrawnFeature(f))
        features.push({
          type: 'Feature',
          properties: { kind: f.properties.kind },
          geometry: simplifyGeometry(f.geometry),
        });
  }
  return { type: 'FeatureCollection', features };
}
