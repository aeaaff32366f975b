import { Type, type Static, type TSchema } from 'typebox';
import { IdSchema } from './common';
import type { HoleFeatures, MapLayers } from '@linksight/golf-core';

/**
 * Player analytics calls of spec 3 §7 under /api/v1/players/{accountId}/… (dashboard, shot map).
 * Values come from golf-core; these schemas mirror its types (the server checks that they agree).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const RoundIds = (description: string) => Type.Array(IdSchema(), { maxItems: 5000, description });

export const PlayerParamsSchema = Type.Object({ accountId: IdSchema() });
export const PlayerRoundParamsSchema = Type.Object({
  accountId: IdSchema(),
  roundId: IdSchema(),
});

/** spec 3 §7 completed rounds count: completed rounds only. */
export const CompletedRoundsCountSchema = Type.Object({
  eighteenHole: Type.Integer(),
  nineHole: Type.Integer(),
});
export type CompletedRoundsCount = Static<typeof CompletedRoundsCountSchema>;

/** spec 3 §3 Round (history). `type` is the round type name (Tournament, Practice, Qualifier, Match). */
export const HistoryRoundSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  /** ISO date-time the round was played. */
  date: Type.String(),
  type: Type.String(),
  roundTypeId: Type.Integer(),
  /** Gross score over the holes played; null when nothing is recorded. */
  score: Nullable(Type.Integer()),
  par: Type.Integer(),
  /** Yards; null when not recorded (a course made from a CSV of scores), never 0. */
  courseLength: Nullable(Type.Integer()),
  tournamentId: Nullable(Type.Integer()),
  courseId: Type.Integer(),
  roundNumber: Type.Integer(),
  holeCount: Type.Integer(),
  isCompleted: Type.Boolean(),
  golfCourseId: Type.Integer(),
  golfRoundId: Type.Integer(),
});
export const NamedItemSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export const HistoriesSchema = Type.Object({
  rounds: Type.Array(HistoryRoundSchema),
  tournaments: Type.Array(NamedItemSchema),
  courses: Type.Array(NamedItemSchema),
});
export type HistoryRound = Static<typeof HistoryRoundSchema>;
export type Histories = Static<typeof HistoriesSchema>;

/** ARCHITECTURE §7 benchmark levels (golf-core `STANDARD_LEVELS`). */
export const StandardLevelSchema = Type.Object({ id: Type.String(), label: Type.String() });
export const StandardsSchema = Type.Object({ levels: Type.Array(StandardLevelSchema) });
export type StandardLevelItem = Static<typeof StandardLevelSchema>;

/**
 * spec 3 §3 "Round filter (for overviews)"; golf-core `RoundFilter`. Absent or null criteria do not
 * filter; an empty `golfRoundIds` selects no round (a quick set that picked none). `holeCount` must be 9,
 * 18 or 918 (all holes), else 400 "Invalid hole count value".
 */
export const RoundFilterSchema = Type.Object({
  filterName: Type.String({ maxLength: 200 }),
  details: Type.Optional(Type.String({ maxLength: 500 })),
  /** When given it must be the player of the URL. */
  accountId: Type.Optional(IdSchema()),
  golfRoundIds: Type.Optional(
    Nullable(
      RoundIds(
        'Only these rounds (of this player); an empty list selects none, absent or null = no restriction.',
      ),
    ),
  ),
  holeCount: Type.Integer({ description: '9, 18 or 918 (all holes).' }),
  timeframe: Type.Optional(
    Nullable(
      Type.Object({
        period: Type.Union([Type.Literal('best'), Type.Literal('last')]),
        count: Type.Integer({ minimum: 1, maximum: 10000 }),
        unit: Type.Union([Type.Literal('rounds'), Type.Literal('tournaments')]),
      }),
    ),
  ),
  dateRange: Type.Optional(
    Nullable(
      Type.Object({
        min: Nullable(Type.String({ maxLength: 40, description: 'ISO date-time, inclusive; null = open.' })),
        max: Nullable(Type.String({ maxLength: 40, description: 'ISO date-time, inclusive; null = open.' })),
      }),
    ),
  ),
  tournamentIds: Type.Optional(Nullable(Type.Array(IdSchema(), { maxItems: 5000 }))),
  roundTypes: Type.Optional(
    Nullable(
      Type.Array(Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(10), Type.Literal(11)]), {
        maxItems: 4,
      }),
    ),
  ),
  /** 0 = final round of its tournament. */
  roundNumbers: Type.Optional(
    Nullable(Type.Array(Type.Integer({ minimum: 0, maximum: 100 }), { maxItems: 50 })),
  ),
  playedInSimulator: Type.Optional(Nullable(Type.Boolean())),
  inProgressRounds: Type.Optional(Type.Boolean()),
  startHidden: Type.Optional(Type.Boolean()),
});
export type RoundFilterBody = Static<typeof RoundFilterSchema>;

/** The standard compared against: a benchmark level id, or another round filter of the same player. */
export const StandardsFilterSchema = Type.Union([
  Type.Object({ level: Type.String({ maxLength: 40, examples: ['scratch'] }) }),
  Type.Object({ roundFilter: RoundFilterSchema }),
]);
export type StandardsFilter = Static<typeof StandardsFilterSchema>;

const StatCategorySchema = Type.Union([
  Type.Literal('Scoring'),
  Type.Literal('Drive'),
  Type.Literal('Approach'),
  Type.Literal('Save'),
  Type.Literal('Putt'),
]);
const StatViewSchema = Type.Union([
  Type.Literal('Scorecard'),
  Type.Literal('Score'),
  Type.Literal('Drive'),
  Type.Literal('Approach'),
  Type.Literal('Save'),
  Type.Literal('Putt'),
]);

/** spec 3 §3 Stat performance: formatted text, raw value, successes / opportunities (null for averages). */
export const StatValueSchema = Type.Object({
  raw: Nullable(Type.Number()),
  successes: Nullable(Type.Number()),
  opportunities: Nullable(Type.Number()),
  formatted: Type.String(),
});

export const PerformanceStatSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: StatCategorySchema,
  views: Type.Array(StatViewSchema),
  performance: StatValueSchema,
  standard: Nullable(Type.Number()),
  standardFormatted: Type.String(),
  /** null when the stat has no performance or the standard has no value. */
  beatStandard: Nullable(Type.Boolean()),
});
export type PerformanceStatItem = Static<typeof PerformanceStatSchema>;

/** spec 3 §3 performanceData: Skill Performance per category (byCategory.data) and view, whole percent. */
export const PerformanceStatsSchema = Type.Object({
  byCategory: Type.Object({
    data: Type.Array(Type.Object({ category: StatCategorySchema, performance: Nullable(Type.Number()) })),
  }),
  byView: Type.Record(Type.String(), Nullable(Type.Number())),
  stats: Type.Array(PerformanceStatSchema),
  /** The rounds the filter selected, newest first. */
  golfRoundIds: Type.Array(Type.Integer()),
});
export type PerformanceStats = Static<typeof PerformanceStatsSchema>;

export const StrengthWeaknessSchema = Type.Object({
  statId: Type.String(),
  name: Type.String(),
  category: StatCategorySchema,
  /** (value − standard) / |standard|, positive when better. */
  relativeGap: Type.Number(),
  evidence: Type.Object({
    value: Type.String(),
    standard: Type.String(),
    successes: Nullable(Type.Number()),
    opportunities: Nullable(Type.Number()),
  }),
});
export const StrengthWeaknessResponseSchema = Type.Object({
  strengths: Type.Array(StrengthWeaknessSchema),
  weaknesses: Type.Array(StrengthWeaknessSchema),
});
export type StrengthWeaknessResponse = Static<typeof StrengthWeaknessResponseSchema>;

/** POST performance-stats and strength-weakness (spec 3 §7). */
export const SingleOverviewRequestSchema = Type.Object({
  roundsFilter: RoundFilterSchema,
  standardsFilter: StandardsFilterSchema,
});
export type SingleOverviewRequest = Static<typeof SingleOverviewRequestSchema>;

/** POST overview-group (spec 3 §7): only filters not startHidden are computed. */
export const OverviewModeSchema = Type.Union([
  Type.Literal('Player Performance'),
  Type.Literal('Assessment'),
]);
export const OverviewGroupRequestSchema = Type.Object({
  groupName: Type.String({ maxLength: 200 }),
  roundFilters: Type.Array(RoundFilterSchema, { maxItems: 20 }),
  standardsFilter: StandardsFilterSchema,
  holeCount: Type.Optional(
    Type.Integer({
      description: "9, 18 or 918; the header's hole count, applied to every filter when given.",
    }),
  ),
  mode: Type.Optional(
    Type.Union([OverviewModeSchema], {
      description:
        'The dashboard mode asking (issue 22 item 4): Assessment data needs the Round Assessment feature (59) open; Player Performance (the default) needs 59 or Summary (89).',
    }),
  ),
});
export type OverviewGroupRequest = Static<typeof OverviewGroupRequestSchema>;

/**
 * An overview, or `{ error }` when its computation failed (spec 3 §8). One object with optional
 * members rather than a union: the serializer would otherwise validate every answer against each
 * branch, which cost more than computing the overview.
 */
export const OverviewResultSchema = Type.Object({
  performanceStats: Type.Optional(PerformanceStatsSchema),
  strengthWeaknessResponse: Type.Optional(StrengthWeaknessResponseSchema),
  error: Type.Optional(Type.String()),
});
export type OverviewResult =
  | { performanceStats: PerformanceStats; strengthWeaknessResponse: StrengthWeaknessResponse }
  | { error: string };

/** Overviews keyed by filter name (duplicates get " (2)", " (3)", spec 3 §5), in request order. */
export const OverviewGroupResponseSchema = Type.Object({
  groupName: Type.String(),
  overviews: Type.Record(Type.String(), OverviewResultSchema),
});
export type OverviewGroupResponse = { groupName: string; overviews: Record<string, OverviewResult> };

export const OverviewGroupsQuerySchema = Type.Object({
  mode: OverviewModeSchema,
  holeCount: Type.Optional(Type.Integer({ description: '9, 18 or 918; 18 when absent.' })),
});
/** The catalog groups of a mode built for this player's rounds (golf-core `buildOverviewGroups`). */
export const OverviewGroupsSchema = Type.Object({
  mode: OverviewModeSchema,
  defaultGroupName: Type.String(),
  groups: Type.Array(
    Type.Object({
      groupName: Type.String(),
      groupType: OverviewModeSchema,
      overviews: Type.Array(RoundFilterSchema),
    }),
  ),
});
export type OverviewGroups = Static<typeof OverviewGroupsSchema>;

export const FilterRequestSchema = Type.Object({ filter: RoundFilterSchema });
/** spec 3 §3 Rounds-list-by-filter item. */
export const RoundByFilterSchema = Type.Object({
  golfRoundID: Type.Integer(),
  dateAndTime: Type.String(),
  label: Type.String(),
  roundTypeId: Type.Integer(),
  roundNumber: Type.Integer(),
  /** yyyy-mm-dd (UTC). */
  date: Type.String(),
});
export const RoundsByFilterSchema = Type.Array(RoundByFilterSchema);
export type RoundByFilter = Static<typeof RoundByFilterSchema>;
export const RoundIdListSchema = Type.Array(Type.Integer());

export const RoundIdsRequestSchema = Type.Object({
  golfRoundIds: RoundIds('Rounds of this player; an empty list answers 400 "Cannot set empty rounds list".'),
});
export const CourseIdsRequestSchema = Type.Object({
  golfCourseIds: Type.Array(IdSchema(), { maxItems: 500 }),
});

const CoordinateSchema = Type.Object({ latitude: Type.Number(), longitude: Type.Number() });

/** spec 3 §3 Round (map) hole stats. */
export const MapHoleStatsSchema = Type.Object({
  fairwayHit: Type.Boolean(),
  fairwayMissed: Type.Boolean(),
  madeGreenInRegulation: Type.Boolean(),
  madeUpDown: Type.Boolean(),
  missedUpDown: Type.Boolean(),
  puttCount: Nullable(Type.Integer()),
});
export const MapShotSchema = Type.Object({
  shotNumber: Type.Integer(),
  /** 'Putt' for shots from the green, else the lie played from (Tee, Fairway, Rough, Sand, Recovery). */
  type: Type.String(),
  startLatitude: Type.Number(),
  startLongitude: Type.Number(),
  endLatitude: Type.Number(),
  endLongitude: Type.Number(),
  penaltyStrokes: Type.Integer(),
});
export const MapHoleSchema = Type.Object({
  roundHoleNumber: Type.Integer(),
  courseHoleNumber: Type.Integer(),
  par: Type.Integer(),
  score: Nullable(Type.Integer()),
  scoreVsPar: Nullable(Type.Integer()),
  /** null when not recorded, never 0. */
  lengthYards: Nullable(Type.Integer()),
  isExcluded: Type.Boolean(),
  /** A point is null when not recorded; a tee with a zero coordinate is skipped (spec 3 §5). */
  coordinates: Type.Object({ tee: Nullable(CoordinateSchema), pin: Nullable(CoordinateSchema) }),
  shots: Type.Array(MapShotSchema),
  stats: Nullable(MapHoleStatsSchema),
});
/** spec 3 §3 Round (map). */
export const MapRoundSchema = Type.Object({
  golfRoundId: Type.Integer(),
  golfCourseName: Type.String(),
  playedDate: Type.String(),
  label: Type.String(),
  tournamentId: Nullable(Type.Integer()),
  tournamentName: Nullable(Type.String()),
  golfCourseId: Type.Integer(),
  groupKey: Type.String(),
  /** false for a round still in progress: its holes are drawn, but it stays out of per-round averages. */
  isCompleted: Type.Boolean(),
  holes: Type.Array(MapHoleSchema),
});
export const HoleCoordinatesSchema = Type.Object({ rounds: Type.Array(MapRoundSchema) });
export type MapRound = Static<typeof MapRoundSchema>;
export type HoleCoordinates = Static<typeof HoleCoordinatesSchema>;

/** golf-core `HoleFeatures` rows (spec 3 §3 hole stat flags), one per hole, rounds in request order. */
export const HoleStatsSchema = Type.Object({
  holes: Type.Array(
    Type.Unsafe<HoleFeatures>({
      type: 'object',
      additionalProperties: true,
      description: 'golf-core HoleFeatures: flags, putting bands, strokes gained (plain JSON).',
    }),
  ),
});
export type HoleStatsResponse = Static<typeof HoleStatsSchema>;

const ShapeSchema = Type.Object({ points: Type.String() });
/** spec 3 §3 Course (GPS). */
export const CourseGpsHoleSchema = Type.Object({
  holeNumber: Type.Integer(),
  par: Type.Integer(),
  perimeter: Type.Array(ShapeSchema),
  green: Type.Array(ShapeSchema),
  teeboxcenter: Type.Array(ShapeSchema),
  pin: Nullable(CoordinateSchema),
  /** GeoJSON FeatureCollection of the hole's vector layers; null when the course has none. */
  geojson: Nullable(Type.Record(Type.String(), Type.Unknown())),
});
export const CourseGpsSchema = Type.Object({
  golfCourseId: Type.Integer(),
  name: Type.String(),
  /** null for a course created from a file that gave no location (issue 20 CSV import). */
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  perimeter: Type.Array(ShapeSchema),
  holes: Type.Array(CourseGpsHoleSchema),
  menScorecardList: Type.Array(Type.Object({ parHole: Type.Array(Type.Integer()) })),
  teesList: Type.Array(
    Type.Object({ teeName: Type.String(), ydsHole: Type.Array(Nullable(Type.Integer())) }),
  ),
});
export const CourseDetailsSchema = Type.Object({ courses: Type.Array(CourseGpsSchema) });
export type CourseGps = Static<typeof CourseGpsSchema>;
export type CourseDetailsResponse = Static<typeof CourseDetailsSchema>;

/** A course of the player's rounds (issue 23: one shot-map course per request, cached by the browser). */
export const PlayerCourseParamsSchema = Type.Object({ accountId: IdSchema(), courseId: IdSchema() });
/**
 * What the shot map draws of a course (issue 23): golf-core `shotMapLayers` of its holes' vector layers,
 * outlines simplified to 3 cm and positions to 7 decimals. Never changes unless the course is posted
 * again: answered with an ETag, and 304 to a matching If-None-Match.
 */
export const CourseMapSchema = Type.Object({
  golfCourseId: Type.Integer(),
  layers: Type.Unsafe<MapLayers>({
    type: 'object',
    additionalProperties: true,
    description: 'GeoJSON FeatureCollection; each feature has properties.kind (perimeter, rough, …, teebox).',
  }),
});
export type CourseMap = Static<typeof CourseMapSchema>;

/** spec 3 §3 Hole (geometry) courseManagementTarget, sorted by shotNumber (spec 3 §9). */
export const RoundTargetSchema = Type.Object({
  roundHoleNumber: Type.Integer(),
  shotNumber: Type.Integer(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export const RoundTargetsSchema = Type.Array(RoundTargetSchema);
export type RoundTarget = Static<typeof RoundTargetSchema>;
