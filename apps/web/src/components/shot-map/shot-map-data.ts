import type { MapRound } from '@linksight/api-contract';
import {
  PROXIMITY_CIRCLE_FRACTIONS,
  circleRing,
  distanceLabel,
  isGpsPoint,
  isUsableTeePoint,
  proximityCircleRadii,
  sphericalDistanceMeters,
  type Point,
} from '@linksight/golf-core';

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

/**
 * Whether any of these rounds was tracked shot by shot (has a shot to draw). Rounds imported from a CSV of
 * scores have none: the page explains that instead of drawing an empty map.
 */
export function hasTrackedShots(rounds: readonly MapRound[]): boolean {
  return rounds.some((r) => r.holes.some((h) => h.shots.length > 0));
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

/** A round's hole drawn on the map. */
export type HoleEntry = { round: MapRound; hole: MapHole };

/**
 * Every mapped round's play of the focused course hole (same course, same hole number) with data: the
 * rounds the picker offers and the map can draw together (spec 3 §2 rounds button).
 */
export function sameHoleEntries(rounds: readonly MapRound[], current: HoleEntry | null): HoleEntry[] {
  if (current === null) return [];
  const entries: HoleEntry[] = [];
  for (const round of rounds) {
    if (round.golfCourseId !== current.round.golfCourseId) continue;
    const hole = round.holes.find((h) => h.courseHoleNumber === current.hole.courseHoleNumber);
    if (hole && hasMapData(hole)) entries.push({ round, hole });
  }
  return entries;
}

const isPutt = (s: MapHole['shots'][number]) => s.type === 'Putt';

/**
 * Shots of the drawn holes as lines (putts and other rounds flagged so they are drawn differently),
 * other rounds' shot starts as clickable dots, and the focused hole's pin.
 */
export function shotFeatures(
  entries: readonly HoleEntry[],
  focusedRoundId: number | null,
): FeatureCollection {
  const features: Feature[] = [];
  for (const { round, hole } of entries) {
    const isFocused = round.golfRoundId === focusedRoundId;
    for (const s of hole.shots) {
      const properties = {
        roundId: round.golfRoundId,
        roundHoleNumber: hole.roundHoleNumber,
        shotNumber: s.shotNumber,
        isPutt: isPutt(s),
        isFocused,
      };
      features.push({
        type: 'Feature',
        properties: { ...properties, kind: 'shot' },
        geometry: {
          type: 'LineString',
          coordinates: [
            [s.startLongitude, s.startLatitude],
            [s.endLongitude, s.endLatitude],
          ],
        },
      });
      if (!isFocused)
        features.push({
          type: 'Feature',
          properties: { ...properties, kind: 'other-start' },
          geometry: { type: 'Point', coordinates: [s.startLongitude, s.startLatitude] },
        });
    }
    if (isFocused && isGpsPoint(hole.coordinates.pin))
      features.push({
        type: 'Feature',
        properties: { kind: 'pin' },
        geometry: { type: 'Point', coordinates: lngLat(hole.coordinates.pin) },
      });
  }
  return { type: 'FeatureCollection', features };
}

/** Numbered markers at each shot's start (spec 3 §2 numbered markers), putts flagged. */
export function shotMarkers(hole: MapHole): { shotNumber: number; isPutt: boolean; position: Position }[] {
  return hole.shots.map((s) => ({
    shotNumber: s.shotNumber,
    isPutt: isPutt(s),
    position: [s.startLongitude, s.startLatitude],
  }));
}

/**
 * Show Yards (spec 3 §2, §9): each shot's distance to the pin at its start, in feet under 30 m,
 * else yards. Nothing without a pin.
 */
export function yardageLabels(hole: MapHole): { shotNumber: number; position: Position; text: string }[] {
  const pin = hole.coordinates.pin;
  if (!isGpsPoint(pin)) return [];
  return hole.shots.map((s) => ({
    shotNumber: s.shotNumber,
    position: [s.startLongitude, s.startLatitude],
    text: distanceLabel(
      sphericalDistanceMeters({ latitude: s.startLatitude, longitude: s.startLongitude }, pin),
    ).text,
  }));
}

/**
 * The shot whose proximity circles are drawn: the clicked shot unless it is a putt, else the hole's last
 * shot played from off the green (the approach the 5 % / 12 % stats judge).
 */
export function proximityShot(
  hole: MapHole,
  clickedShotNumber: number | null,
): MapHole['shots'][number] | null {
  const clicked = hole.shots.find((s) => s.shotNumber === clickedShotNumber && !isPutt(s));
  return clicked ?? hole.shots.filter((s) => !isPutt(s)).at(-1) ?? null;
}

/** spec 3 §9: circles round the pin at 5 % and 12 % of the shot's distance to the pin. */
export function proximityCircles(hole: MapHole, clickedShotNumber: number | null): FeatureCollection {
  const pin = hole.coordinates.pin;
  const shot = proximityShot(hole, clickedShotNumber);
  if (!isGpsPoint(pin) || shot === null) return { type: 'FeatureCollection', features: [] };
  const toPin = sphericalDistanceMeters(
    { latitude: shot.startLatitude, longitude: shot.startLongitude },
    pin,
  );
  return {
    type: 'FeatureCollection',
    features: proximityCircleRadii(toPin).map((radius, i) => ({
      type: 'Feature',
      properties: { kind: 'proximity', percent: Math.round(PROXIMITY_CIRCLE_FRACTIONS[i]! * 100) },
      geometry: { type: 'LineString', coordinates: circleRing(pin, radius).map(lngLat) },
    })),
  };
}
