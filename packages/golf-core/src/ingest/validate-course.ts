import type { Par } from '../model/round';
import { Checker, isRecord, optional } from './checks';
import { ROUND_LIMITS } from './validate-round';
import {
  SHAPE_KINDS,
  type GeoPoint,
  type IngestIssue,
  type ShapeKind,
  type TeeIngest,
  type ValidCourse,
  type ValidCourseHole,
} from './types';

/** Course bounds (WHS: slope 55–155; ratings of 18 holes fall well inside 50–90). */
export const COURSE_LIMITS = {
  minRating: 50,
  maxRating: 90,
  minSlope: 55,
  maxSlope: 155,
  /** 0 means unknown (a course made from a CSV of scores has no yardages). */
  minYards: 0,
  maxYards: 1000,
  maxTees: 20,
  maxShapesPerKind: 50,
  maxPointsPerShape: 5000,
} as const;

/** The map's feature kind of each shape kind (the demo courses' GeoJSON uses the same names). */
const FEATURE_KIND: Record<ShapeKind, string> = {
  perimeter: 'perimeter',
  green: 'green',
  teeboxcenter: 'teebox',
  fairway: 'fairway',
  bunkers: 'bunker',
  water: 'water',
};

type Ring = [number, number][];

/** A spec 3 §3 points string: comma-separated "longitude latitude" pairs, every pair well formed. */
function ringFromPoints(c: Checker, text: string, path: string, where: string): Ring | undefined {
  const ring: Ring = [];
  const pairs = text.split(',');
  for (let i = 0; i < pairs.length; i++) {
    const parts = pairs[i]!.trim().split(/\s+/);
    const lng = Number(parts[0]);
    const lat = Number(parts[1]);
    if (parts.length !== 2 || parts[0] === '' || !Number.isFinite(lng) || !Number.isFinite(lat)) {
      c.add(path, where, `points pair ${i + 1} must be "longitude latitude"`);
      return undefined;
    }
    if (lat < -90 || lat > 90 || lng < -180 || lng > 180) {
      c.add(path, where, `points pair ${i + 1}: latitude or longitude out of range`);
      return undefined;
    }
    ring.push([lng, lat]);
  }
  return ring;
}

function checkPosition(c: Checker, p: unknown, path: string, where: string): [number, number] | undefined {
  if (
    !Array.isArray(p) ||
    p.length < 2 ||
    typeof p[0] !== 'number' ||
    typeof p[1] !== 'number' ||
    Math.abs(p[0]) > 180 ||
    Math.abs(p[1]) > 90
  ) {
    c.add(path, where, 'a position must be [longitude, latitude] within range');
    return undefined;
  }
  return [p[0], p[1]];
}

function checkRing(c: Checker, value: unknown, path: string, where: string): Ring | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > COURSE_LIMITS.maxPointsPerShape) {
    c.add(path, where, `coordinates must list 1 to ${COURSE_LIMITS.maxPointsPerShape} positions`);
    return undefined;
  }
  const ring: Ring = [];
  for (let i = 0; i < value.length; i++) {
    const p = checkPosition(c, value[i], `${path}[${i}]`, where);
    if (!p) return undefined;
    ring.push(p);
  }
  return ring;
}

/** A shape as GeoJSON geometry plus the outer rings its points strings are made of. */
function checkShape(
  c: Checker,
  value: unknown,
  path: string,
  where: string,
): { geometry: Record<string, unknown>; rings: Ring[] } | undefined {
  if (typeof value === 'string') {
    const ring = ringFromPoints(c, value, path, where);
    if (!ring) return undefined;
    const geometry =
      ring.length === 1
        ? { type: 'Point', coordinates: ring[0] }
        : ring.length < 4
          ? { type: 'LineString', coordinates: ring }
          : { type: 'Polygon', coordinates: [closed(ring)] };
    return { geometry, rings: [ring] };
  }
  if (!isRecord(value)) {
    c.add(path, where, 'a shape is a points string or a GeoJSON geometry');
    return undefined;
  }
  const coords = value.coordinates;
  const at = `${path}.coordinates`;
  switch (value.type) {
    case 'Point': {
      const p = checkPosition(c, coords, at, where);
      return p && { geometry: { type: 'Point', coordinates: p }, rings: [[p]] };
    }
    case 'LineString': {
      const ring = checkRing(c, coords, at, where);
      return ring && { geometry: { type: 'LineString', coordinates: ring }, rings: [ring] };
    }
    case 'Polygon': {
      const ring = Array.isArray(coords) ? checkRing(c, coords[0], `${at}[0]`, where) : undefined;
      if (!Array.isArray(coords)) c.add(at, where, 'a Polygon lists rings of positions');
      return ring && { geometry: { type: 'Polygon', coordinates: [closed(ring)] }, rings: [ring] };
    }
    case 'MultiPolygon': {
      if (!Array.isArray(coords)) {
        c.add(at, where, 'a MultiPolygon lists polygons');
        return undefined;
      }
      const rings: Ring[] = [];
      for (let i = 0; i < coords.length; i++) {
        const polygon: unknown = coords[i];
        const ring = Array.isArray(polygon) ? checkRing(c, polygon[0], `${at}[${i}][0]`, where) : undefined;
        if (!ring) return undefined;
        rings.push(ring);
      }
      return { geometry: { type: 'MultiPolygon', coordinates: rings.map((r) => [closed(r)]) }, rings };
    }
    default:
      c.add(`${path}.type`, where, 'GeoJSON type must be Point, LineString, Polygon or MultiPolygon');
      return undefined;
  }
}

function closed(ring: Ring): Ring {
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

const toPoints = (ring: Ring): string => ring.map(([lng, lat]) => `${lng} ${lat}`).join(', ');

function checkCourseHole(
  c: Checker,
  value: unknown,
  path: string,
  index: number,
): ValidCourseHole | undefined {
  const o = c.object(value, path, `hole ${index + 1}`, 'hole');
  if (!o) return undefined;
  const where = `hole ${typeof o.number === 'number' ? o.number : index + 1}`;
  const number = c.integer(o.number, `${path}.number`, where, 'number', 1, 18);
  const par = c.integer(o.par, `${path}.par`, where, 'par', ROUND_LIMITS.minPar, ROUND_LIMITS.maxPar);
  const strokeIndex = optional(o.strokeIndex, number ?? index + 1, (v) =>
    c.integer(v, `${path}.strokeIndex`, where, 'strokeIndex', 1, 18),
  );
  const tee = optional<GeoPoint | null>(o.tee, null, (v) => c.point(v, `${path}.tee`, where, 'tee'));
  const pin = optional<GeoPoint | null>(o.pin, null, (v) => c.point(v, `${path}.pin`, where, 'pin'));
  const points = Object.fromEntries(SHAPE_KINDS.map((k) => [k, [] as string[]])) as Record<
    ShapeKind,
    string[]
  >;
  const features: unknown[] = [];
  for (const kind of SHAPE_KINDS) {
    const list = o[kind];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list) || list.length > COURSE_LIMITS.maxShapesPerKind) {
      c.add(
        `${path}.${kind}`,
        where,
        `${kind} must be a list of at most ${COURSE_LIMITS.maxShapesPerKind} shapes`,
      );
      continue;
    }
    list.forEach((shape, i) => {
      const s = checkShape(c, shape, `${path}.${kind}[${i}]`, `${where} ${kind} ${i + 1}`);
      if (!s) return;
      points[kind].push(...s.rings.map(toPoints));
      features.push({
        type: 'Feature',
        properties: { kind: FEATURE_KIND[kind], holeNumber: number ?? index + 1 },
        geometry: s.geometry,
      });
    });
  }
  if (pin)
    features.push({
      type: 'Feature',
      properties: { kind: 'pin', holeNumber: number ?? index + 1 },
      geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] },
    });
  if (
    number === undefined ||
    par === undefined ||
    strokeIndex === undefined ||
    tee === undefined ||
    pin === undefined
  )
    return undefined;
  return {
    number,
    par: par as Par,
    strokeIndex,
    tee,
    pin,
    points,
    geojson: { type: 'FeatureCollection', features },
  };
}

function checkTee(c: Checker, value: unknown, path: string, holeCount: number): TeeIngest | undefined {
  const o = c.object(value, path, 'tee', 'tee');
  if (!o) return undefined;
  const where = `tee ${typeof o.name === 'string' ? o.name : ''}`.trim();
  const name = c.string(o.name, `${path}.name`, where, 'name', 100);
  const rating = c.number(
    o.rating,
    `${path}.rating`,
    where,
    'rating',
    COURSE_LIMITS.minRating,
    COURSE_LIMITS.maxRating,
  );
  const slope = c.integer(
    o.slope,
    `${path}.slope`,
    where,
    'slope',
    COURSE_LIMITS.minSlope,
    COURSE_LIMITS.maxSlope,
  );
  let yardages: number[] | undefined;
  if (!Array.isArray(o.yardages) || o.yardages.length !== holeCount) {
    c.add(`${path}.yardages`, where, `yardages must list one value per hole (${holeCount})`);
  } else {
    const ys = o.yardages.map((y, i) =>
      c.integer(
        y,
        `${path}.yardages[${i}]`,
        where,
        'yardage',
        COURSE_LIMITS.minYards,
        COURSE_LIMITS.maxYards,
      ),
    );
    if (ys.every((y) => y !== undefined)) yardages = ys as number[];
  }
  if (name === undefined || rating === undefined || slope === undefined || !yardages) return undefined;
  return { name, rating, slope, yardages };
}

/**
 * Validates a course of the open format (issue 20 Courses): tees with rating, slope and yardage per hole,
 * holes with par, stroke index and geometry given as spec points strings or GeoJSON. Holes come back in
 * number order with their shapes as points strings and as a GeoJSON FeatureCollection.
 */
export function validateCourseIngest(
  input: unknown,
): { course: ValidCourse; issues: [] } | { course: null; issues: IngestIssue[] } {
  const c = new Checker();
  const o = c.object(input, '$', '', 'course');
  if (!o) return { course: null, issues: c.issues };
  const text = (key: string, max: number) =>
    optional<string | null>(o[key], null, (v) => c.string(v, `$.${key}`, '', key, max));
  const externalId = text('externalId', ROUND_LIMITS.maxTextLength);
  const name = c.string(o.name, '$.name', '', 'name', ROUND_LIMITS.maxTextLength);
  const city = text('city', 100);
  const state = text('state', 100);
  const country = text('country', 100);
  const location = optional<GeoPoint | null>(o.location, null, (v) =>
    c.point(v, '$.location', '', 'location'),
  );
  const visibility = optional(o.visibility, 'private' as const, (v) =>
    c.oneOf(v, ['private', 'public'] as const, '$.visibility', '', 'visibility'),
  );
  const holes: ValidCourseHole[] = [];
  if (!Array.isArray(o.holes) || (o.holes.length !== 9 && o.holes.length !== 18)) {
    c.add('$.holes', '', 'holes must list 9 or 18 holes');
  } else {
    const seen = new Set<number>();
    o.holes.forEach((h, i) => {
      const hole = checkCourseHole(c, h, `$.holes[${i}]`, i);
      if (!hole) return;
      if (seen.has(hole.number))
        c.add(`$.holes[${i}].number`, `hole ${hole.number}`, 'duplicate hole number');
      seen.add(hole.number);
      holes.push(hole);
    });
  }
  const tees: TeeIngest[] = [];
  if (!Array.isArray(o.tees) || o.tees.length === 0 || o.tees.length > COURSE_LIMITS.maxTees) {
    c.add('$.tees', '', `tees must list 1 to ${COURSE_LIMITS.maxTees} tees`);
  } else {
    const holeCount = Array.isArray(o.holes) ? o.holes.length : 18;
    o.tees.forEach((t, i) => {
      const tee = checkTee(c, t, `$.tees[${i}]`, holeCount);
      if (!tee) return;
      if (tees.some((x) => x.name === tee.name))
        c.add(`$.tees[${i}].name`, `tee ${tee.name}`, 'duplicate tee name');
      tees.push(tee);
    });
  }
  if (c.issues.length > 0) return { course: null, issues: c.issues };
  const order = holes.map((h, i) => ({ h, i })).sort((a, b) => a.h.number - b.h.number);
  return {
    course: {
      externalId: externalId!,
      name: name!,
      city: city!,
      state: state!,
      country: country!,
      location: location!,
      visibility: visibility!,
      // Yardages follow the holes as given; reorder them with the holes.
      tees: tees.map((t) => ({ ...t, yardages: order.map(({ i }) => t.yardages[i]!) })),
      holes: order.map(({ h }) => h),
    },
    issues: [],
  };
}
