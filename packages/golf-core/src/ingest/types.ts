import type { FairwayResult, Lie, Par, RoundTypeId } from '../model/round';

/**
 * The open round and course format (issue 20): what a mobile app, a script or an import file sends.
 * api-contract's TypeBox schemas describe the same shapes for the OpenAPI document and the published
 * JSON Schema (docs/round-import.schema.json); `validateRoundIngest` / `validateCourseIngest` are the
 * rules both the API and the import page apply, with a message naming the JSON path of every problem.
 */

/** spec 3 §3 Point: latitude and longitude in degrees (WGS 84). */
export type GeoPoint = { latitude: number; longitude: number };

/** Where a shot starts: every lie but the two that only end a shot. */
export type StartLie = Exclude<Lie, 'hole' | 'penalty'>;

export type ShotIngest = {
  /** Stroke number on the hole (1-based, counting penalty strokes already taken); increasing. */
  number: number;
  start: GeoPoint;
  end: GeoPoint;
  /** Default: 'tee' for the first shot, 'green' for a putt; required otherwise. */
  startLie?: StartLie;
  /** Default: the next shot's start lie; 'hole' for the last shot of a scored hole. */
  endLie?: Lie;
  club?: string | null;
  /** Penalty strokes this shot cost (0–2). */
  penaltyStrokes?: number;
  /** A putt (its start lie is the green). */
  isPutt?: boolean;
  /** Measured distances to the pin in yards (a device's own); default: from the GPS points and the pin. */
  distanceToPinBeforeYards?: number | null;
  distanceToPinAfterYards?: number | null;
};

export type HoleIngest = {
  /** Hole number on the course, 1–18. */
  number: number;
  par: number;
  /** Gross strokes (1–20); null when the hole was not played. */
  score: number | null;
  putts?: number | null;
  fairway?: FairwayResult | null;
  /** Penalty strokes of the hole when no shots are sent. */
  penaltyStrokes?: number | null;
  /** Green in regulation as recorded (score-only rounds). */
  isGreenInRegulation?: boolean | null;
  tee?: GeoPoint | null;
  pin?: GeoPoint | null;
  isExcluded?: boolean;
  shots?: ShotIngest[];
};

export type TournamentIngest = { name: string; url?: string | null };

export type RoundIngest = {
  /** The client's own id of the round: a repeated post with the same id is the same round. */
  clientRoundId?: string;
  /** A Linksight course id, or the external id the course was posted with (one of the two). */
  courseId?: number;
  courseExternalId?: string;
  teeName: string;
  /** ISO 8601 date-time of the first tee shot (with offset or Z). */
  playedAt: string;
  roundType: RoundTypeId;
  /** Round number within a tournament; 0 = final round (spec 3 §3). Default 1. */
  roundNumber?: number;
  tournament?: TournamentIngest | null;
  holeCount: 9 | 18;
  isSimulator?: boolean;
  /** Default true; an in-progress round may have fewer holes than its hole count. */
  isCompleted?: boolean;
  holes: HoleIngest[];
};

/** A round after validation: defaults applied, holes in course order, shots with their lies settled. */
export type ValidShot = Required<
  Omit<ShotIngest, 'isPutt' | 'club' | 'distanceToPinBeforeYards' | 'distanceToPinAfterYards'>
> & {
  club: string | null;
  distanceToPinBeforeYards: number | null;
  distanceToPinAfterYards: number | null;
};
export type ValidHole = Omit<
  Required<HoleIngest>,
  'par' | 'shots' | 'putts' | 'fairway' | 'penaltyStrokes' | 'isGreenInRegulation' | 'tee' | 'pin'
> & {
  par: Par;
  putts: number | null;
  fairway: FairwayResult | null;
  penaltyStrokes: number | null;
  isGreenInRegulation: boolean | null;
  tee: GeoPoint | null;
  pin: GeoPoint | null;
  shots: ValidShot[];
};
export type ValidRound = Omit<
  Required<RoundIngest>,
  'holes' | 'clientRoundId' | 'courseId' | 'courseExternalId' | 'tournament'
> & {
  clientRoundId: string | null;
  courseId: number | null;
  courseExternalId: string | null;
  tournament: TournamentIngest | null;
  holes: ValidHole[];
};

/**
 * A shape of a hole: a spec 3 §3 points string ("lon lat, lon lat, …") or a GeoJSON geometry
 * (Polygon, MultiPolygon, LineString or Point; coordinates are [longitude, latitude]).
 */
export type GeoJsonGeometry =
  | { type: 'Point'; coordinates: number[] }
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };
export type ShapeIngest = string | GeoJsonGeometry;

export const SHAPE_KINDS = ['perimeter', 'green', 'teeboxcenter', 'fairway', 'bunkers', 'water'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export type CourseHoleIngest = {
  number: number;
  par: number;
  /** 1 = hardest; default the hole number. */
  strokeIndex?: number;
  tee?: GeoPoint | null;
  pin?: GeoPoint | null;
} & { [K in ShapeKind]?: ShapeIngest[] };

export type TeeIngest = {
  name: string;
  /** 18-hole course rating and slope of the tee (WHS). */
  rating: number;
  slope: number;
  /** Yards per hole, in the order of the course's holes; 0 when unknown. */
  yardages: number[];
};

export type CourseIngest = {
  /** The poster's own id of the course: posting it again updates the same course. */
  externalId?: string;
  name: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  /** Where the course is; absent when unknown (a course made from a CSV file). */
  location?: GeoPoint | null;
  /** private (default): only the poster's rounds may use it and only they see its data. */
  visibility?: 'private' | 'public';
  tees: TeeIngest[];
  holes: CourseHoleIngest[];
};

export type ValidCourseHole = {
  number: number;
  par: Par;
  strokeIndex: number;
  tee: GeoPoint | null;
  pin: GeoPoint | null;
  /** Every shape as a spec points string (polygons by their outer ring). */
  points: Record<ShapeKind, string[]>;
  /** The same shapes as a GeoJSON FeatureCollection for the map (properties.kind, properties.holeNumber). */
  geojson: { type: 'FeatureCollection'; features: unknown[] };
};
export type ValidCourse = {
  externalId: string | null;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  location: GeoPoint | null;
  visibility: 'private' | 'public';
  tees: TeeIngest[];
  holes: ValidCourseHole[];
};

/** One problem: where (a JSON path such as `$.holes[6].shots[2].start.latitude`) and what. */
export type IngestIssue = { path: string; message: string };
