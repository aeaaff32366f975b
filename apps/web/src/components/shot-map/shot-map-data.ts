import type { CourseGps, MapRound } from '@linksight/api-contract';
import { isGpsPoint, isUsableTeePoint, type Point } from '@linksight/golf-core';

/** The hole the map shows: a round and its hole number in play order. */
export type HoleFocus = { roundId: number; roundHoleNumber: number };

type MapHole = MapRound['holes'][number];
type Position = [number, number];

/** GeoJSON kept minimal and local: the map only needs these shapes. */
export type Feature = {
  type: 'Feature';
  properties: Record<string, string | number | boolean>;
  geometry:
    | { type: 'Point'; coordinates: Position }
    | { type: 'LineString'; coordinates: Position[] }
    | { type: 'Polygon'; coordinates: Position[][] };
};
export type FeatureCollection = { type: 'FeatureCollection'; features: Feature[] };

const lngLat = (p: Point): Position => [p.longitude, p.latitude];

/** A hole has something to draw when it has shots or a tee and pin (spec 3 §5: a zero tee is skipped). */
export function hasMapData(hole: MapHole): boolean {
  return (
    hole.shots.length > 0 || (isUsableTeePoint(hole.coordinates.tee) && isGpsPoint(hole.coordinates.pin))
  );
}

/** The first hole with data of the first round that has one; null when no round has any. */
export function firstFocus(rounds: readonly MapRound[]): HoleFocus | null {
  for (const r of rounds) {
    const hole = r.holes.find(hasMapData);
    if (hole) return { roundId: r.golfRoundId, roundHoleNumber: hole.roundHoleNumber };
  }
  return null;
}

/** The focused round and hole, or null when the focus names nothing drawable (spec 3 §4: ignored). */
export function focusedHole(
  rounds: readonly MapRound[],
  focus: HoleFocus | null,
): { round: MapRound; hole: MapHole } | null {
  const round = rounds.find((r) => r.golfRoundId === focus?.roundId);
  const hole = round?.holes.find((h) => h.roundHoleNumber === focus?.roundHoleNumber);
  return round && hole && hasMapData(hole) ? { round, hole } : null;
}

/**
 * Previous/Next hole of the focused round among holes with data, wrapping around (spec 3 §4: next after the
 * last goes to the first).
 */
export function stepHole(rounds: readonly MapRound[], focus: HoleFocus, step: 1 | -1): HoleFocus {
  const round = rounds.find((r) => r.golfRoundId === focus.roundId);
  const holes = (round?.holes ?? []).filter(hasMapData).sort((a, b) => a.roundHoleNumber - b.roundHoleNumber);
  if (holes.length === 0) return focus;
  const at = holes.findIndex((h) => h.roundHoleNumber === focus.roundHoleNumber);
  const next = holes[(((at === -1 ? 0 : at + step) % holes.length) + holes.length) % holes.length]!;
  return { roundId: focus.roundId, roundHoleNumber: next.roundHoleNumber };
}

/** Shots as lines (putts flagged so they are drawn differently) and the pin, for one hole. */
export function shotFeatures(hole: MapHole): FeatureCollection {
  const features: Feature[] = hole.shots.map((s) => ({
    type: 'Feature',
    properties: { shotNumber: s.shotNumber, isPutt: s.type === 'Putt', type: s.type },
    geometry: {
      type: 'LineString',
      coordinates: [
        [s.startLongitude, s.startLatitude],
        [s.endLongitude, s.endLatitude],
      ],
    },
  }));
  if (isGpsPoint(hole.coordinates.pin))
    features.push({
      type: 'Feature',
      properties: { kind: 'pin' },
      geometry: { type: 'Point', coordinates: lngLat(hole.coordinates.pin) },
    });
  return { type: 'FeatureCollection', features };
}

/** Numbered markers at each shot's start (spec 3 §2 numbered markers), putts flagged. */
export function shotMarkers(hole: MapHole): { shotNumber: number; isPutt: boolean; position: Position }[] {
  return hole.shots.map((s) => ({
    shotNumber: s.shotNumber,
    isPutt: s.type === 'Putt',
    position: [s.startLongitude, s.startLatitude],
  }));
}

/** The course's own vector layers (perimeter, rough, fairways, greens, bunkers, water, tee boxes) of every hole. */
export function courseFeatures(course: CourseGps | undefined): FeatureCollection {
  const features: Feature[] = [];
  for (const h of course?.holes ?? []) {
    const geojson = h.geojson as FeatureCollection | null;
    for (const f of geojson?.features ?? []) features.push(f);
  }
  return { type: 'FeatureCollection', features };
}

/** [west, south, east, north] around the hole's tee, pin and shots; null when there is nothing. */
export function holeBounds(hole: MapHole): [number, number, number, number] | null {
  const points: Position[] = [];
  for (const s of hole.shots)
    points.push([s.startLongitude, s.startLatitude], [s.endLongitude, s.endLatitude]);
  if (isUsableTeePoint(hole.coordinates.tee)) points.push(lngLat(hole.coordinates.tee));
  if (isGpsPoint(hole.coordinates.pin)) points.push(lngLat(hole.coordinates.pin));
  if (points.length === 0) return null;
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
