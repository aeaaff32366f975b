import type { LocalFrame, Ring, Xy } from '../geo/local-frame';
import type { GeoJsonPosition, HoleFeature, HoleFeatureKind, SpecShape } from './types';

export function toPosition(frame: LocalFrame, p: Xy): GeoJsonPosition {
  const { lat, lng } = frame.toLatLng(p);
  return [lng, lat];
}

/** A closed GeoJSON ring (first position repeated at the end, RFC 7946 §3.1.6). */
export function toClosedRing(frame: LocalFrame, ring: Ring): GeoJsonPosition[] {
  const positions = ring.map((p) => toPosition(frame, p));
  const first = positions[0];
  if (first) positions.push([first[0], first[1]]);
  return positions;
}

export function polygonFeature(
  frame: LocalFrame,
  kind: HoleFeatureKind,
  holeNumber: number,
  ring: Ring,
): HoleFeature {
  return {
    type: 'Feature',
    properties: { kind, holeNumber },
    geometry: { type: 'Polygon', coordinates: [toClosedRing(frame, ring)] },
  };
}

export function pointFeature(
  frame: LocalFrame,
  kind: HoleFeatureKind,
  holeNumber: number,
  p: Xy,
  teeName?: string,
): HoleFeature {
  const properties = teeName === undefined ? { kind, holeNumber } : { kind, holeNumber, teeName };
  return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: toPosition(frame, p) } };
}

export function lineFeature(
  frame: LocalFrame,
  kind: HoleFeatureKind,
  holeNumber: number,
  line: Xy[],
): HoleFeature {
  return {
    type: 'Feature',
    properties: { kind, holeNumber },
    geometry: { type: 'LineString', coordinates: line.map((p) => toPosition(frame, p)) },
  };
}

/** spec 3 §3: "comma-separated pairs, each pair two numbers separated by a space (longitude first)". */
export function toSpecShape(positions: GeoJsonPosition[]): SpecShape {
  return { points: positions.map(([lng, lat]) => `${lng} ${lat}`).join(',') };
}

/** Parses a spec `points` string back into [lng, lat] positions. */
export function parseSpecShape(shape: SpecShape): GeoJsonPosition[] {
  return shape.points.split(',').map((pair) => {
    const [lng, lat] = pair.trim().split(' ').map(Number);
    return [lng ?? NaN, lat ?? NaN];
  });
}
