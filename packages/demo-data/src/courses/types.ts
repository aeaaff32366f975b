import type { LatLng } from '@linksight/golf-core';

/**
 * Generated courses. Everything here is plain JSON (no classes, no typed arrays) so a course
 * serialises byte-identically for the same seed and can be stored as-is (ARCHITECTURE §4:
 * courses, course_tees, course_holes with geometry as GeoJSON).
 */

export type CourseStyle = 'parkland' | 'links' | 'desert';

/** spec 3 §3 Course (GPS): a shape carries a `points` string of "lon lat" pairs, comma separated. */
export type SpecShape = { points: string };

/** The kinds of area a hole is drawn with; the simulator decides lies from the same polygons. */
export type HoleFeatureKind =
  'perimeter' | 'rough' | 'fairway' | 'green' | 'bunker' | 'water' | 'teebox' | 'pin' | 'centerline';

export type GeoJsonPosition = [number, number];

export type HoleFeature = {
  type: 'Feature';
  properties: { kind: HoleFeatureKind; holeNumber: number; teeName?: string };
  geometry:
    | { type: 'Polygon'; coordinates: GeoJsonPosition[][] }
    | { type: 'Point'; coordinates: GeoJsonPosition }
    | { type: 'LineString'; coordinates: GeoJsonPosition[] };
};

/** GeoJSON for the map: `[longitude, latitude]` positions, closed polygon rings (RFC 7946). */
export type HoleFeatureCollection = { type: 'FeatureCollection'; features: HoleFeature[] };

export type TeeSet = {
  name: string;
  /** Total length of the 18 holes from this tee set, in yards. */
  lengthYards: number;
  par: number;
  /** Course rating (strokes) and slope (55–155) for men from this tee set. */
  courseRating: number;
  slope: number;
};

export type TeeBox = { teeName: string; position: LatLng };

export type CourseHole = {
  holeNumber: number;
  par: 3 | 4 | 5;
  /** 1 = hardest; odd numbers on the front nine, even on the back (common allocation practice). */
  strokeIndex: number;
  /** Yardage per tee set name, measured along the centre line to the green centre. */
  yardages: Record<string, number>;
  teeBoxes: TeeBox[];
  greenCenter: LatLng;
  /** The hole location used by generated rounds (one pin per hole per course). */
  pin: LatLng;
  /** Back tee → (dogleg corner) → green centre. */
  centerLine: LatLng[];
  isDogleg: boolean;
  hasWater: boolean;
  /** spec 3 §3 Course (GPS) shapes. */
  shapes: { perimeter: SpecShape[]; green: SpecShape[]; teeboxcenter: SpecShape[] };
  geojson: HoleFeatureCollection;
};

export type Course = {
  id: number;
  name: string;
  style: CourseStyle;
  city: string;
  state: string;
  country: string;
  /** Clubhouse / first tee, the origin of the course's local plane. */
  location: LatLng;
  par: number;
  tees: TeeSet[];
  holes: CourseHole[];
  /** spec 3 §3: scorecard details (menScorecardList[].parHole) and tee details (teesList[].ydsHole). */
  menScorecardList: { parHole: number[] }[];
  teesList: { teeName: string; ydsHole: number[] }[];
};
