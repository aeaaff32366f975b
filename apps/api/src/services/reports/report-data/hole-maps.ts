import type { ReportHoleMap, ReportPoint } from '@linksight/api-contract';

/** The course's vector layers a printed hole map draws (issue 19: maps without satellite tiles). */
export const MAP_SHAPE_KINDS = ['perimeter', 'rough', 'fairway', 'water', 'bunker', 'green'] as const;

type GeoFeature = {
  properties?: { kind?: unknown } | null;
  geometry?: { type?: unknown; coordinates?: unknown } | null;
};

const toPoint = (pair: unknown): ReportPoint | null =>
  Array.isArray(pair) && typeof pair[0] === 'number' && typeof pair[1] === 'number'
    ? { latitude: pair[1], longitude: pair[0] }
    : null;

/** Polygons (outer rings) of a hole's geojson by kind, in drawing order (perimeter first, green last). */
export function holeShapes(geojson: Record<string, unknown> | null): ReportHoleMap['shapes'] {
  const features = (geojson?.features as GeoFeature[] | undefined) ?? [];
  const shapes: ReportHoleMap['shapes'] = [];
  for (const kind of MAP_SHAPE_KINDS) {
    for (const f of features) {
      if (f.properties?.kind !== kind || f.geometry?.type !== 'Polygon') continue;
      const rings = f.geometry.coordinates as unknown[] | undefined;
      const outer = Array.isArray(rings?.[0]) ? (rings[0] as unknown[]) : [];
      const ring = outer.flatMap((p) => toPoint(p) ?? []);
      if (ring.length >= 3) shapes.push({ kind, ring });
    }
  }
  return shapes;
}

/** The first point feature of a kind (teebox, pin) in a hole's geojson. */
export function holePoint(geojson: Record<string, unknown> | null, kind: string): ReportPoint | null {
  const features = (geojson?.features as GeoFeature[] | undefined) ?? [];
  const f = features.find((x) => x.properties?.kind === kind && x.geometry?.type === 'Point');
  return f ? toPoint(f.geometry?.coordinates) : null;
}

/** The first line feature of a kind (the centre line) in a hole's geojson. */
export function holeLine(geojson: Record<string, unknown> | null, kind: string): ReportPoint[] | null {
  const features = (geojson?.features as GeoFeature[] | undefined) ?? [];
  const f = features.find((x) => x.properties?.kind === kind && x.geometry?.type === 'LineString');
  const coordinates = f?.geometry?.coordinates;
  if (!Array.isArray(coordinates)) return null;
  const line = coordinates.flatMap((p) => toPoint(p) ?? []);
  return line.length >= 2 ? line : null;
}
