import { Type, type Static, type TSchema } from 'typebox';
import { COURSE_LIMITS, END_LIES, FAIRWAY_RESULTS, ROUND_LIMITS, START_LIES } from '@linksight/golf-core';
import { IdSchema } from './common';

/**
 * The open ingestion API of issue 20: rounds and courses in, in the format golf-core's `ingest/` checks.
 * These schemas document it (OpenAPI, docs/round-import.schema.json); the server applies golf-core's
 * validation, whose messages name the JSON path of each problem. Types equal golf-core's (checked in
 * ingest.test.ts).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A union of literal values, typed as their union (a mapped union's static type is lost otherwise). */
const Literals = <T extends string | number>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));

export const GeoPointSchema = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);

export const ShotIngestSchema = Type.Object(
  {
    number: Type.Integer({
      minimum: 1,
      maximum: ROUND_LIMITS.maxShotsPerHole,
      description: 'Stroke number on the hole, counting penalty strokes already taken; increasing.',
    }),
    start: GeoPointSchema,
    end: GeoPointSchema,
    startLie: Type.Optional(Literals(START_LIES)),
    endLie: Type.Optional(Literals(END_LIES)),
    club: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 40 }))),
    penaltyStrokes: Type.Optional(Type.Integer({ minimum: 0, maximum: ROUND_LIMITS.maxShotPenalty })),
    isPutt: Type.Optional(Type.Boolean()),
    distanceToPinBeforeYards: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1000 }))),
    distanceToPinAfterYards: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1000 }))),
  },
  {
    additionalProperties: false,
    description:
      'Default lies: the first shot from the tee, a putt from the green, then where the previous shot ended; the last shot of a scored hole ends in the hole.',
  },
);

export const HoleIngestSchema = Type.Object(
  {
    number: Type.Integer({ minimum: 1, maximum: 18, description: 'Hole number on the course.' }),
    par: Type.Integer({ minimum: ROUND_LIMITS.minPar, maximum: ROUND_LIMITS.maxPar }),
    score: Nullable(
      Type.Integer({
        minimum: ROUND_LIMITS.minScore,
        maximum: ROUND_LIMITS.maxScore,
        description: 'Gross strokes; null when the hole was not played.',
      }),
    ),
    putts: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: ROUND_LIMITS.maxPutts }))),
    fairway: Type.Optional(Nullable(Literals(FAIRWAY_RESULTS))),
    penaltyStrokes: Type.Optional(
      Nullable(Type.Integer({ minimum: 0, maximum: ROUND_LIMITS.maxPenaltyStrokes })),
    ),
    isGreenInRegulation: Type.Optional(Nullable(Type.Boolean())),
    tee: Type.Optional(Nullable(GeoPointSchema)),
    pin: Type.Optional(Nullable(GeoPointSchema)),
    isExcluded: Type.Optional(Type.Boolean()),
    shots: Type.Optional(Type.Array(ShotIngestSchema, { maxItems: ROUND_LIMITS.maxShotsPerHole })),
  },
  { additionalProperties: false },
);

export const RoundIngestSchema = Type.Object(
  {
    clientRoundId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: "The client's id of the round: posting it again returns the same round.",
      }),
    ),
    courseId: Type.Optional(IdSchema({ description: 'A Linksight course id (or give courseExternalId).' })),
    courseExternalId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'The externalId you posted the course with.',
      }),
    ),
    teeName: Type.String({ minLength: 1, maxLength: 100 }),
    playedAt: Type.String({
      format: 'date-time',
      description: 'First tee shot, ISO 8601 with offset; at most a day in the future.',
    }),
    roundType: Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(10), Type.Literal(11)], {
      description: '1 Practice, 3 Tournament, 10 Qualifier, 11 Match.',
    }),
    roundNumber: Type.Optional(
      Type.Integer({ minimum: 0, maximum: ROUND_LIMITS.maxRoundNumber, description: '0 = final round.' }),
    ),
    tournament: Type.Optional(
      Nullable(
        Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 200 }),
            url: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    holeCount: Type.Union([Type.Literal(9), Type.Literal(18)]),
    isSimulator: Type.Optional(Type.Boolean()),
    isCompleted: Type.Optional(
      Type.Boolean({ description: 'Default true; in progress may have fewer holes.' }),
    ),
    holes: Type.Array(HoleIngestSchema, { minItems: 1, maxItems: 18 }),
  },
  {
    additionalProperties: false,
    $id: 'RoundIngest',
    examples: [
      {
        clientRoundId: 'phone-2025-05-30-1',
        courseExternalId: 'my-club',
        teeName: 'White',
        playedAt: '2025-05-30T08:10:00-04:00',
        roundType: 1,
        holeCount: 9,
        holes: [
          { number: 1, par: 4, score: 5, putts: 2, fairway: 'left' },
          {
            number: 2,
            par: 3,
            score: 3,
            shots: [
              {
                number: 1,
                start: { latitude: 40.0, longitude: -75.0 },
                end: { latitude: 40.0014, longitude: -75.0 },
                endLie: 'green',
                club: '7i',
              },
              {
                number: 2,
                start: { latitude: 40.0014, longitude: -75.0 },
                end: { latitude: 40.00145, longitude: -75.0 },
                isPutt: true,
              },
              {
                number: 3,
                start: { latitude: 40.00145, longitude: -75.0 },
                end: { latitude: 40.0015, longitude: -75.0 },
                isPutt: true,
              },
            ],
          },
        ],
        isCompleted: false,
      },
    ],
  },
);
export type RoundIngestBody = Static<typeof RoundIngestSchema>;

const ShapeSchema = Type.Union([
  Type.String({ description: 'spec points string: "lon lat, lon lat, …"' }),
  Type.Object(
    {
      type: Literals(['Point', 'LineString', 'Polygon', 'MultiPolygon'] as const),
      coordinates: Type.Array(Type.Unknown()),
    },
    { description: 'GeoJSON geometry ([longitude, latitude] positions).' },
  ),
]);
const Shapes = Type.Optional(Type.Array(ShapeSchema, { maxItems: COURSE_LIMITS.maxShapesPerKind }));

export const CourseIngestSchema = Type.Object(
  {
    externalId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Your id of the course: posting it again updates the same course.',
      }),
    ),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    city: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    state: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    country: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    location: Type.Optional(Nullable(GeoPointSchema)),
    visibility: Type.Optional(Literals(['private', 'public'] as const)),
    tees: Type.Array(
      Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 100 }),
          rating: Type.Number({ minimum: COURSE_LIMITS.minRating, maximum: COURSE_LIMITS.maxRating }),
          slope: Type.Integer({ minimum: COURSE_LIMITS.minSlope, maximum: COURSE_LIMITS.maxSlope }),
          yardages: Type.Array(
            Type.Integer({ minimum: COURSE_LIMITS.minYards, maximum: COURSE_LIMITS.maxYards }),
            { minItems: 9, maxItems: 18, description: 'Yards per hole, in the order of `holes`.' },
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: COURSE_LIMITS.maxTees },
    ),
    holes: Type.Array(
      Type.Object(
        {
          number: Type.Integer({ minimum: 1, maximum: 18 }),
          par: Type.Integer({ minimum: ROUND_LIMITS.minPar, maximum: ROUND_LIMITS.maxPar }),
          strokeIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 18 })),
          tee: Type.Optional(Nullable(GeoPointSchema)),
          pin: Type.Optional(Nullable(GeoPointSchema)),
          perimeter: Shapes,
          green: Shapes,
          teeboxcenter: Shapes,
          fairway: Shapes,
          bunkers: Shapes,
          water: Shapes,
        },
        { additionalProperties: false },
      ),
      { minItems: 9, maxItems: 18 },
    ),
  },
  {
    additionalProperties: false,
    $id: 'CourseIngest',
    description: 'A course with tees and per-hole geometry; private (the default) courses are yours alone.',
    examples: [
      {
        externalId: 'my-club',
        name: 'My Club',
        location: { latitude: 39.95, longitude: -75.16 },
        tees: [
          {
            name: 'White',
            rating: 70.4,
            slope: 126,
            yardages: [380, 510, 165, 400, 370, 175, 395, 530, 410],
          },
        ],
        holes: [
          {
            number: 1,
            par: 4,
            pin: { latitude: 39.9531, longitude: -75.1652 },
            green: ['-75.1653 39.953, -75.1651 39.953, -75.1651 39.9532, -75.1653 39.9532'],
            fairway: [
              {
                type: 'Polygon',
                coordinates: [
                  [
                    [-75.1654, 39.9512],
                    [-75.165, 39.9512],
                    [-75.165, 39.9526],
                    [-75.1654, 39.9526],
                    [-75.1654, 39.9512],
                  ],
                ],
              },
            ],
          },
          ...[5, 3, 4, 4, 3, 4, 5, 4].map((par, i) => ({ number: i + 2, par })),
        ],
      },
    ],
  },
);
export type CourseIngestBody = Static<typeof CourseIngestSchema>;

/** The JSON import file (and the rounds.json of an export): docs/round-import.schema.json. */
export const RoundImportFileSchema = Type.Object(
  {
    format: Type.Optional(Type.Literal('linksight-rounds')),
    version: Type.Optional(Type.Literal(1)),
    courses: Type.Optional(Type.Array(CourseIngestSchema)),
    rounds: Type.Array(RoundIngestSchema),
  },
  { description: 'Courses (optional) and rounds; a bare list of rounds or one round is accepted too.' },
);

/** One problem of a rejected round or course (the issue's `{ code, message, path }`, per item). */
export const IngestIssueSchema = Type.Object({ path: Type.String(), message: Type.String() });
export type IngestIssueItem = Static<typeof IngestIssueSchema>;

export const CourseWriteResultSchema = Type.Object({
  courseId: Type.Integer(),
  /** false when the same external id updated an existing course. */
  isCreated: Type.Boolean(),
});
export type CourseWriteResult = Static<typeof CourseWriteResultSchema>;

export const RoundWriteResultSchema = Type.Object({
  roundId: Type.Integer(),
  /** true when this post repeated an earlier one (same clientRoundId or Idempotency-Key). */
  isDuplicate: Type.Boolean(),
  /** The player's Handicap Index after the write; null below 3 acceptable scores. */
  handicapIndex: Nullable(Type.Number()),
});
export type RoundWriteResult = Static<typeof RoundWriteResultSchema>;

/** Batch import of the import page: up to 50 rounds per call, with the courses they reference. */
export const IMPORT_BATCH_MAX_ROUNDS = 50;
export const RoundImportRequestSchema = Type.Object(
  {
    courses: Type.Optional(
      Type.Array(Type.Unknown(), {
        maxItems: 200,
        description: 'CourseIngest items (each with an externalId).',
      }),
    ),
    rounds: Type.Array(Type.Unknown(), {
      minItems: 1,
      maxItems: IMPORT_BATCH_MAX_ROUNDS,
      description: 'RoundIngest items; each is checked on its own.',
    }),
    /** Validate against the player's courses without writing anything. */
    dryRun: Type.Optional(Type.Boolean()),
  },
  {
    examples: [
      {
        dryRun: true,
        rounds: [
          {
            clientRoundId: 'card-2025-05-03',
            courseExternalId: 'my-club',
            teeName: 'White',
            playedAt: '2025-05-03T12:00:00Z',
            roundType: 1,
            holeCount: 9,
            holes: [4, 5, 3, 4, 4, 3, 4, 5, 4].map((par, i) => ({
              number: i + 1,
              par,
              score: par + (i % 2),
              putts: 2,
            })),
          },
        ],
      },
    ],
  },
);
export type RoundImportRequest = Static<typeof RoundImportRequestSchema>;

export const ImportItemStatus = Literals(['imported', 'duplicate', 'failed', 'valid'] as const);
export const RoundImportResponseSchema = Type.Object({
  rounds: Type.Array(
    Type.Object({
      index: Type.Integer(),
      status: ImportItemStatus,
      roundId: Nullable(Type.Integer()),
      issues: Type.Array(IngestIssueSchema),
    }),
  ),
  courses: Type.Array(
    Type.Object({
      index: Type.Integer(),
      status: ImportItemStatus,
      courseId: Nullable(Type.Integer()),
      issues: Type.Array(IngestIssueSchema),
    }),
  ),
  handicapIndex: Nullable(Type.Number()),
});
export type RoundImportResponse = Static<typeof RoundImportResponseSchema>;

export const CourseParamsSchema = Type.Object({ courseId: IdSchema() });
export const CourseSearchQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the course name.' })),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  radiusKm: Type.Optional(Type.Number({ minimum: 0.1, maximum: 500, default: 50 })),
});
export type CourseSearchQuery = Static<typeof CourseSearchQuerySchema>;

export const CourseSummarySchema = Type.Object({
  courseId: Type.Integer(),
  name: Type.String(),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  isPrivate: Type.Boolean(),
  isOwn: Type.Boolean(),
  externalId: Nullable(Type.String()),
  /** Distance from the searched point, when one was given. */
  distanceKm: Nullable(Type.Number()),
  tees: Type.Array(
    Type.Object({ name: Type.String(), rating: Type.Number(), slope: Type.Integer(), par: Type.Integer() }),
  ),
});
export type CourseSummary = Static<typeof CourseSummarySchema>;

export const CourseDetailSchema = Type.Object({
  ...CourseSummarySchema.properties,
  holes: Type.Array(
    Type.Object({
      number: Type.Integer(),
      par: Type.Integer(),
      strokeIndex: Type.Integer(),
      pin: Nullable(GeoPointSchema),
      perimeter: Type.Array(Type.String()),
      green: Type.Array(Type.String()),
      teeboxcenter: Type.Array(Type.String()),
      geojson: Nullable(Type.Record(Type.String(), Type.Unknown())),
    }),
  ),
  teeYardages: Type.Array(Type.Object({ name: Type.String(), yardages: Type.Array(Type.Integer()) })),
});
export type CourseDetail = Static<typeof CourseDetailSchema>;

/** The handicap read other features use (Summary, resume, roster cards). */
export const PlayerHandicapSchema = Type.Object({
  handicapIndex: Nullable(Type.Number()),
  scoresUsed: Type.Integer(),
  history: Type.Array(
    Type.Object({
      roundIds: Type.Array(Type.Integer()),
      playedAt: Type.String(),
      differential: Type.Number(),
      handicapIndex: Nullable(Type.Number()),
    }),
  ),
});
export type PlayerHandicapView = Static<typeof PlayerHandicapSchema>;
