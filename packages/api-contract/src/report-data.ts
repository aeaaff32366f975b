import { Type, type Static, type TSchema } from 'typebox';
import { IdSchema } from './common';
import { PerformanceStatSchema, PerformanceStatsSchema, StrengthWeaknessResponseSchema } from './players';
import { PaperFormatSchema, type ReportKind } from './reports';
import { BestMetricAveragesSchema } from './schedule-report';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Issue 19: the nine report pages built here, their data calls and PDFs. Each page reads one data call
 * (`POST /players/{id}/reports/{kind}`) with the parameters the Reports page chose; the same parameters
 * are the snapshot's payload when the API prints it.
 */
export const DATA_REPORT_KINDS = [
  'public-player-stats-report',
  'player-performance-summary',
  'ppr',
  'data-analysis',
  'favorites',
  'player-best-stats-report',
  'rr',
  'dispersion-analysis',
  'course-plan-report',
] as const satisfies readonly ReportKind[];
export type DataReportKind = (typeof DATA_REPORT_KINDS)[number];

export const isDataReportKind = (kind: string): kind is DataReportKind =>
  (DATA_REPORT_KINDS as readonly string[]).includes(kind);

/** Titles printed on every report and used in its file name (spec 2 §2 names the routes only). */
export const REPORT_TITLES: Record<ReportKind, string> = {
  'public-player-stats-report': 'Player Stats Report',
  'compare-stats': 'Compare Stats Report',
  'public-player-schedule-report': 'Player Schedule Report',
  resume: 'Resume',
  'player-performance-summary': 'Player Performance Summary',
  favorites: 'Favorite Rounds Report',
  'player-best-stats-report': 'Player Best Stats Report',
  'org-schedule-report': 'Organization Schedule Report',
  rr: 'Best Round Report',
  ppr: 'Player Performance Report',
  'data-analysis': 'Data Analysis Report',
  'dispersion-analysis': 'Dispersion Analysis Report',
  'course-plan-report': 'Course Plan Report',
};

/** What a report needs besides the player (the Reports page shows these inputs). */
export type ReportNeeds = { rounds: boolean; standard: boolean; course: boolean };
export const REPORT_NEEDS: Record<DataReportKind, ReportNeeds> = {
  'public-player-stats-report': { rounds: true, standard: true, course: false },
  'player-performance-summary': { rounds: false, standard: true, course: false },
  ppr: { rounds: true, standard: true, course: false },
  'data-analysis': { rounds: false, standard: true, course: false },
  favorites: { rounds: false, standard: false, course: false },
  'player-best-stats-report': { rounds: false, standard: false, course: false },
  rr: { rounds: true, standard: true, course: false },
  'dispersion-analysis': { rounds: true, standard: false, course: false },
  'course-plan-report': { rounds: false, standard: false, course: true },
};

/** The most rounds one report prints from (a 500-round history still fits). */
export const MAX_REPORT_ROUNDS = 1000;

const RoundIdsField = Type.Array(IdSchema(), {
  maxItems: MAX_REPORT_ROUNDS,
  description: "The rounds the report covers (the player's own); required by reports of a selection.",
});
const StandardField = Type.String({
  maxLength: 40,
  examples: ['scratch'],
  description: 'Benchmark level id; scratch when absent.',
});
const CourseField = IdSchema({ description: 'The course of a course plan (one the player has played).' });

/** Every report's parameters (the PDF call and snapshots carry them whatever the kind). */
export const ReportRequestSchema = Type.Object({
  golfRoundIds: Type.Optional(RoundIdsField),
  standard: Type.Optional(StandardField),
  courseId: Type.Optional(CourseField),
});
/** One report's data body: what it needs is required (REPORT_NEEDS), the rest optional. */
export function reportRequestSchemaOf(kind: DataReportKind) {
  const needs = REPORT_NEEDS[kind];
  return Type.Object({
    golfRoundIds: needs.rounds ? RoundIdsField : Type.Optional(RoundIdsField),
    standard: Type.Optional(StandardField),
    courseId: needs.course ? CourseField : Type.Optional(CourseField),
  });
}
export type ReportRequest = Static<typeof ReportRequestSchema>;

export const ReportKindParamsSchema = Type.Object({
  accountId: IdSchema(),
  kind: Type.String({
    maxLength: 60,
    examples: ['favorites'],
    description: 'A report route of spec 2 §2, e.g. ppr',
  }),
});

/** POST …/reports/{kind}/pdf: the report's parameters, the paper and the unit system (spec 1 §2.1). */
export const ReportPdfRequestSchema = Type.Object({
  params: ReportRequestSchema,
  paper: Type.Optional(PaperFormatSchema),
  prefersMetric: Type.Optional(Type.Boolean()),
});
export type ReportPdfRequest = Static<typeof ReportPdfRequestSchema>;

/** The header every report prints (issue 19: the player, the rounds it covers, the standard). */
export const ReportHeaderDataSchema = Type.Object({
  playerName: Type.String(),
  roundCount: Type.Integer(),
  /**
   * The rounds the report's tables rest on, e.g. "12 rounds · Mar 3, 2025 – Nov 2, 2025" or
   * "93 rounds (19 of 9 holes) · …"; "" when the report covers no selection.
   */
  roundsLabel: Type.String(),
  standardLabel: Nullable(Type.String()),
});
export type ReportHeaderData = Static<typeof ReportHeaderDataSchema>;

const SgSchema = Type.Object({
  offTheTee: Nullable(Type.Number()),
  approach: Nullable(Type.Number()),
  aroundTheGreen: Nullable(Type.Number()),
  putting: Nullable(Type.Number()),
  total: Nullable(Type.Number()),
});

export const ReportRoundSchema = Type.Object({
  roundId: Type.Integer(),
  playedAt: Type.String(),
  courseName: Type.String(),
  tournamentName: Nullable(Type.String()),
  holeCount: Type.Integer(),
  score: Nullable(Type.Integer()),
  par: Type.Integer(),
  scoreToPar: Nullable(Type.Integer()),
  strokesGained: SgSchema,
});
export type ReportRound = Static<typeof ReportRoundSchema>;

/** public-player-stats-report and ppr: every catalog stat against the standard; ppr adds SG per round. */
export const StatsReportDataSchema = Type.Object({
  header: ReportHeaderDataSchema,
  /**
   * The key figures above the tables: the tables' own stats (score to par and strokes gained per 18
   * holes, golf-core's catalog), so a 9-hole round weighs half and the figures read as the rows do.
   */
  keyStats: Type.Array(PerformanceStatSchema),
  performance: PerformanceStatsSchema,
  strengthWeakness: StrengthWeaknessResponseSchema,
  rounds: Type.Array(ReportRoundSchema),
});
export type StatsReportData = Static<typeof StatsReportDataSchema>;

/** player-performance-summary and data-analysis: the mode's default overview group. */
export const OverviewReportDataSchema = Type.Object({
  header: ReportHeaderDataSchema,
  groupName: Type.String(),
  overviews: Type.Array(
    Type.Object({
      filterName: Type.String(),
      roundCount: Type.Integer(),
      byCategory: Type.Array(Type.Object({ category: Type.String(), performance: Nullable(Type.Number()) })),
      byView: Type.Record(Type.String(), Nullable(Type.Number())),
      strengthWeakness: StrengthWeaknessResponseSchema,
    }),
  ),
});
export type OverviewReportData = Static<typeof OverviewReportDataSchema>;

export const ScorecardHoleSchema = Type.Object({
  roundHoleNumber: Type.Integer(),
  courseHoleNumber: Type.Integer(),
  par: Type.Integer(),
  /** null when not recorded, never 0. */
  lengthYards: Nullable(Type.Number()),
  score: Nullable(Type.Integer()),
  putts: Nullable(Type.Integer()),
  fairway: Nullable(Type.Boolean()),
  gir: Nullable(Type.Boolean()),
});
export type ScorecardHole = Static<typeof ScorecardHoleSchema>;

/** favorites: featured rounds with their scorecards. */
export const FavoritesReportDataSchema = Type.Object({
  header: ReportHeaderDataSchema,
  rounds: Type.Array(Type.Object({ round: ReportRoundSchema, holes: Type.Array(ScorecardHoleSchema) })),
});
export type FavoritesReportData = Static<typeof FavoritesReportDataSchema>;

/** player-best-stats-report: golf-core results best metrics (last 12 months and all time) and history. */
/** The best-stats report's averages: the schedule's best metrics (one shape) with the row's label. */
const BestAveragesSchema = Type.Object({
  label: Type.String(),
  ...BestMetricAveragesSchema.properties,
});
export const BestStatsReportDataSchema = Type.Object({
  header: ReportHeaderDataSchema,
  averages: Type.Array(BestAveragesSchema),
  historical: Type.Array(
    Type.Object({
      statName: Type.String(),
      value: Nullable(Type.Number()),
      toPar: Nullable(Type.Number()),
      year: Nullable(Type.Integer()),
      daysSince: Nullable(Type.Integer()),
      rounds: Type.Array(ReportRoundSchema),
    }),
  ),
});
export type BestStatsReportData = Static<typeof BestStatsReportDataSchema>;

const PointSchema = Type.Object({ latitude: Type.Number(), longitude: Type.Number() });
export type ReportPoint = Static<typeof PointSchema>;

/** A hole drawn from the course's vector layers (geojson polygons by kind) with shots on it. */
export const ReportHoleMapSchema = Type.Object({
  courseHoleNumber: Type.Integer(),
  par: Type.Integer(),
  tee: Nullable(PointSchema),
  pin: Nullable(PointSchema),
  /** Polygons by kind (perimeter, rough, fairway, green, bunker, water), each a ring of points. */
  shapes: Type.Array(Type.Object({ kind: Type.String(), ring: Type.Array(PointSchema) })),
  shots: Type.Array(
    Type.Object({
      roundId: Type.Integer(),
      shotNumber: Type.Integer(),
      start: PointSchema,
      end: PointSchema,
    }),
  ),
  /** Targets (spec 3 §3 courseManagementTarget) by shotNumber ascending. */
  targets: Type.Array(Type.Object({ shotNumber: Type.Integer(), point: PointSchema })),
});
export type ReportHoleMap = Static<typeof ReportHoleMapSchema>;

/** rr: the best round of a selection. */
export const BestRoundReportDataSchema = Type.Object({
  header: ReportHeaderDataSchema,
  round: ReportRoundSchema,
  holes: Type.Array(ScorecardHoleSchema),
  performance: PerformanceStatsSchema,
  maps: Type.Array(ReportHoleMapSchema),
});
export type BestRoundReportData = Static<typeof BestRoundReportDataSchema>;

const XySchema = Type.Object({ x: Type.Number(), y: Type.Number() });
const EllipseSchema = Type.Object({
  probability: Type.Number(),
  center: XySchema,
  major: Type.Number(),
  minor: Type.Number(),
  angle: Type.Number(),
  shotsInside: Type.Integer(),
});
export const DispersionGroupSchema = Type.Object({
  category: Type.String(),
  label: Type.String(),
  band: Type.String(),
  meanTargetDistanceYards: Type.Number(),
  /** End points: x yards right (+) / left (−) of the target line, y long (+) / short (−). */
  offsets: Type.Array(XySchema),
  stats: Nullable(
    Type.Object({
      shotCount: Type.Integer(),
      mean: XySchema,
      sdX: Type.Number(),
      sdY: Type.Number(),
      leftShare: Type.Number(),
      shortShare: Type.Number(),
      ellipses: Type.Array(EllipseSchema),
    }),
  ),
});
export type DispersionGroupData = Static<typeof DispersionGroupSchema>;

/** dispersion-analysis and experimental/shot-dispersion-chart. */
export const DispersionReportDataSchema = Type.Object({
  header: ReportHeaderDataSchema,
  minShots: Type.Integer(),
  groups: Type.Array(DispersionGroupSchema),
});
export type DispersionReportData = Static<typeof DispersionReportDataSchema>;

/** course-plan-report: a page per hole. */
export const CoursePlanReportDataSchema = Type.Object({
  header: ReportHeaderDataSchema,
  courseName: Type.String(),
  holes: Type.Array(
    Type.Object({
      map: ReportHoleMapSchema,
      lengthYards: Nullable(Type.Number()),
      timesPlayed: Type.Integer(),
      averageScore: Nullable(Type.Number()),
      averageToPar: Nullable(Type.Number()),
      plan: Nullable(
        Type.Object({
          category: Type.String(),
          /** What to hit from where, in golf-core's words (tee shot on a par 3, approach otherwise). */
          advice: Type.String(),
          aim: PointSchema,
          approachFrom: PointSchema,
          shiftYards: XySchema,
          isClear: Type.Boolean(),
          reason: Type.String(),
          /** The 95 % ellipse round the aim (+ bias), yards on the approach line, for drawing. */
          ellipse: Type.Object({
            major: Type.Number(),
            minor: Type.Number(),
            angle: Type.Number(),
            bias: XySchema,
          }),
        }),
      ),
      planNote: Type.String(),
    }),
  ),
});
export type CoursePlanReportData = Static<typeof CoursePlanReportDataSchema>;

/** The experimental dispersion chart: a player's last N rounds. */
export const DispersionChartQuerySchema = Type.Object({
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
});

/** URL builders of the report calls (beside apiPaths, kept here with the reports they serve). */
export const reportPaths = {
  data: (accountId: number, kind: DataReportKind) => `/api/v1/players/${accountId}/reports/${kind}`,
  pdf: (accountId: number, kind: DataReportKind) => `/api/v1/players/${accountId}/reports/${kind}/pdf`,
  list: (accountId: number) => `/api/v1/players/${accountId}/reports`,
  dispersionChart: (accountId: number, count?: number) =>
    `/api/v1/players/${accountId}/reports/dispersion-chart${count === undefined ? '' : `?count=${count}`}`,
};

/** GET …/reports: every report route and whether this visitor may open it (issue 19 Reports page). */
export const ReportListSchema = Type.Object({
  reports: Type.Array(Type.Object({ kind: Type.String(), title: Type.String(), isOpen: Type.Boolean() })),
  /**
   * Whether any of the player's rounds was tracked shot by shot (golf-core `hasShotTrackedHole`); false
   * when every round has scores only (a CSV import): the reports drawn from shots have nothing to print.
   */
  hasTrackedShots: Type.Boolean(),
});
export type ReportList = Static<typeof ReportListSchema>;
