import { Type, type Static, type TSchema } from 'typebox';
import type { GroupResultsBy, ScheduleReportSection } from '@linksight/golf-core';
import { IdSchema } from './common';
import { FeaturedTournamentSchema } from './profile-home';
import {
  EventFilterSchema,
  EventTypeIdSchema,
  ExtraAccountIdsSchema,
  FavoritesViewSchema,
  HistoricalRowSchema,
  HoleCountFilterSchema,
  LocaleTypeIdSchema,
  ResultsTimeframeSchema,
  ScheduleDaySchema,
  ScheduleStatusIdSchema,
  ScheduleTournamentSchema,
  ScheduleViewBySchema,
  UpcomingRowSchema,
} from './schedule';

/**
 * My Results, the spreadsheet export, the schedule PDF report and the org schedule report (spec 3 §2 tab 1,
 * §3 Best metrics / Export request / Report options, §7; spec 2 §2 report routes; issue 18).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const TimeZoneOffsetSchema = Type.Integer({ minimum: -840, maximum: 840, examples: [0] });
/** −1 unset (the answer resolves it to the average + 6), 0 All, else the highest score kept. */
const ThresholdSchema = Type.Integer({
  minimum: -1,
  maximum: 200,
  description: 'spec 3 §4/§5: −1 unset, 0 All, else a score',
  examples: [0],
});

// ---------------------------------------------------------------------------------------------------
// My Results (tab 1)

export const ScheduleResultsRequestSchema = Type.Object(
  {
    view: FavoritesViewSchema,
    timeframe: ResultsTimeframeSchema,
    holeCount: HoleCountFilterSchema,
    threshold: ThresholdSchema,
  },
  {
    additionalProperties: false,
    examples: [{ view: 0, timeframe: { timePeriod: 'ALL' }, holeCount: 918, threshold: -1 }],
  },
);
export type ScheduleResultsRequest = Static<typeof ScheduleResultsRequestSchema>;

/** A round of My Featured/Best Rounds. */
export const ResultRoundRowSchema = Type.Object({
  roundId: IdSchema(),
  playedAt: Type.String({ description: 'ISO date-time' }),
  courseName: Type.String(),
  tournamentId: Nullable(IdSchema()),
  tournamentName: Nullable(Type.String()),
  tournamentUrl: Nullable(Type.String()),
  holeCount: Type.Integer(),
  /** Course length; null when not recorded (a CSV import), never 0. */
  yards: Nullable(Type.Integer()),
  score: Type.Integer(),
  par: Type.Integer(),
  scoreToPar: Type.Integer(),
  isFeatured: Type.Boolean(),
});
export type ResultRoundRow = Static<typeof ResultRoundRowSchema>;

/** golf-core `BestMetricAverages` (spec 3 §3 Best metrics). */
export const BestMetricAveragesSchema = Type.Object({
  recordCount: Type.Integer(),
  score: Nullable(Type.Number()),
  scoreToPar: Nullable(Type.Number()),
  yards: Nullable(Type.Number()),
  fir: Nullable(Type.Number()),
  gir: Nullable(Type.Number()),
  upDown: Nullable(Type.Number()),
  putts: Nullable(Type.Number()),
  onePutts: Nullable(Type.Number()),
  firstPuttDist: Nullable(Type.Number()),
  birdieOrBetter: Nullable(Type.Number()),
  doubleOverOrHigher: Nullable(Type.Number()),
});
/** golf-core `HistoricalMetric` (Tournament Count, Best 1/2/3/4 Round Score with year and daysSince). */
export const HistoricalMetricSchema = Type.Object({
  statName: Type.String(),
  value: Nullable(Type.Number()),
  toPar: Nullable(Type.Number()),
  year: Nullable(Type.Integer()),
  daysSince: Nullable(Type.Integer()),
  roundIds: Type.Array(IdSchema()),
});

export const ScheduleResultsSchema = Type.Object({
  /** The request with the threshold resolved (−1 → golf-core `applyFirstScoreData`); the web keeps it. */
  state: ScheduleResultsRequestSchema,
  /** Rounded average score of the Score view's rounds before the threshold; null without rounds. */
  averageScore: Nullable(Type.Number()),
  /** golf-core `resultsRounds`: featured newest first, or best (at or under the threshold) lowest first. */
  rounds: Type.Array(ResultRoundRowSchema),
  /** Featured view: the featured tournaments; Score view: tournaments with a listed round. Newest first. */
  tournaments: Type.Array(FeaturedTournamentSchema),
  /** Over `rounds`. */
  bestMetrics: BestMetricAveragesSchema,
  /** Over every completed round in the timeframe and hole count, whatever the view and threshold. */
  historicalMetrics: Type.Array(HistoricalMetricSchema),
  /** Featured rounds and tournaments of the player in all: golf-core `fallBackFromEmptyFeatured` reads them. */
  featuredCounts: Type.Object({ rounds: Type.Integer(), tournaments: Type.Integer() }),
});
export type ScheduleResults = Static<typeof ScheduleResultsSchema>;

// ---------------------------------------------------------------------------------------------------
// Spreadsheet export (spec 3 §3 Export request, §7 schedule export)

/**
 * spec 3 §3 Export request. accountId is the path's; accountName and accountEmail are not sent (the API
 * reads the account; the file is downloaded, never mailed). tournamentEventTypeId becomes a list, as the
 * Options overlay selects several; the other filters of the screen come along so the file shows the screen.
 */
export const ScheduleExportRequestSchema = Type.Object(
  {
    outputFormat: Type.Literal('xlsx'),
    thresholdScore: Type.Integer({
      minimum: 0,
      maximum: 200,
      description: '0 All, else historical events with a round at or under it',
      examples: [0],
    }),
    tournamentEventTypeIds: Type.Array(EventTypeIdSchema, { maxItems: 3, examples: [[3, 10, 11]] }),
    localeTypeIds: Type.Array(LocaleTypeIdSchema, { maxItems: 3, examples: [[1, 3, 4]] }),
    eventFilter: EventFilterSchema,
    upcomingTournamentStatusIds: Type.Array(ScheduleStatusIdSchema, {
      maxItems: 6,
      examples: [[1, 3, 4, 2, 6]],
    }),
    timeframeFilter: ResultsTimeframeSchema,
    mergeStatusTables: Type.Boolean(),
    viewBy: ScheduleViewBySchema,
    extraAccountIds: ExtraAccountIdsSchema,
    timeZoneOffsetMinutes: TimeZoneOffsetSchema,
  },
  { additionalProperties: false },
);
export type ScheduleExportRequest = Static<typeof ScheduleExportRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// Schedule PDF report (spec 3 §7; §3 Report options) and its data call

export const ScheduleReportSectionSchema = Type.Unsafe<ScheduleReportSection>(
  Type.Union([Type.Literal('Upcoming'), Type.Literal('Past')], {
    description: 'golf-core SCHEDULE_REPORT_SECTIONS',
  }),
);
export const GroupResultsBySchema = Type.Unsafe<GroupResultsBy>(
  Type.Union([Type.Literal('Events'), Type.Literal('Rounds')], {
    description: 'Past section: events or rounds',
  }),
);

/**
 * spec 3 §7 schedule PDF report request (golf-core `ScheduleReportOptions`): lists are arrays, not comma
 * lists; start and end are days (both null = All Time, else both, in order).
 */
export const ScheduleReportRequestSchema = Type.Object(
  {
    statuses: Type.Array(ScheduleStatusIdSchema, { maxItems: 6, examples: [[1, 3, 4, 2, 6]] }),
    tournamentTypes: Type.Array(EventTypeIdSchema, { maxItems: 3, examples: [[3, 10, 11]] }),
    localeTypes: Type.Array(LocaleTypeIdSchema, { maxItems: 3, examples: [[1, 3, 4]] }),
    eventFilter: EventFilterSchema,
    startDate: Nullable(ScheduleDaySchema('Time frame start', '2025-01-01')),
    endDate: Nullable(ScheduleDaySchema('Time frame end', '2025-12-31')),
    scoreThreshold: Type.Integer({ minimum: 0, maximum: 200, examples: [0] }),
    sections: Type.Array(ScheduleReportSectionSchema, {
      minItems: 1,
      maxItems: 2,
      examples: [['Upcoming', 'Past']],
    }),
    mergeStatusTables: Type.Boolean(),
    viewByGrouping: ScheduleViewBySchema,
    groupResultsBy: GroupResultsBySchema,
    extraAccountIds: ExtraAccountIdsSchema,
    favoritesView: FavoritesViewSchema,
    showStats: Type.Boolean(),
    timeZoneOffsetMinutes: TimeZoneOffsetSchema,
  },
  { additionalProperties: false },
);
export type ScheduleReportRequest = Static<typeof ScheduleReportRequestSchema>;

const UpcomingTableSchema = Type.Object({
  title: Type.Union([
    Type.Literal('Upcoming Events'),
    Type.Literal('Planned Events'),
    Type.Literal('Considering Events'),
  ]),
  count: Type.Integer(),
  groups: Type.Array(
    Type.Object({ key: Type.String(), label: Type.String(), rows: Type.Array(UpcomingRowSchema) }),
  ),
});

/** What the print page /cgr/public-player-schedule-report draws: golf-core arranged, nothing left to compute. */
export const ScheduleReportDataSchema = Type.Object({
  player: Type.Object({ accountId: IdSchema(), playerName: Type.String() }),
  request: ScheduleReportRequestSchema,
  today: Type.String({ description: 'yyyy-mm-dd' }),
  fileName: Type.String({ description: 'golf-core schedulePdfFileName' }),
  upcoming: Nullable(
    Type.Object({
      tables: Type.Array(UpcomingTableSchema),
      metrics: Type.Object({
        count: Type.Integer(),
        confirmed: Type.Integer(),
        considering: Type.Integer(),
        rounds: Type.Integer(),
        /** 9999 prints "-" (golf-core formatDaysBetween). */
        shortestDaysBetween: Type.Integer(),
      }),
    }),
  ),
  past: Nullable(
    Type.Object({
      timeframeLabel: Type.String(),
      /** groupResultsBy Events; null for Rounds. */
      events: Nullable(Type.Array(HistoricalRowSchema)),
      /** groupResultsBy Rounds; null for Events. */
      rounds: Nullable(Type.Array(ResultRoundRowSchema)),
      /** With showStats; else null. */
      bestMetrics: Nullable(BestMetricAveragesSchema),
      historicalMetrics: Nullable(Type.Array(HistoricalMetricSchema)),
    }),
  ),
  extraPlayers: Type.Array(Type.Object({ accountId: IdSchema(), playerName: Type.String() })),
});
export type ScheduleReportData = Static<typeof ScheduleReportDataSchema>;

// ---------------------------------------------------------------------------------------------------
// Org schedule report (spec 2 §2 org-schedule-report; spec 3 §3 Upcoming counts per tournament)

export const OrgScheduleQuerySchema = Type.Object({
  group: Type.Optional(
    Type.String({
      pattern: '^(All|[1-9][0-9]{0,9})$',
      description: 'All (default) or a roster id',
      examples: ['All'],
    }),
  ),
  timeZoneOffsetMinutes: Type.Optional(TimeZoneOffsetSchema),
});
export type OrgScheduleQuery = Static<typeof OrgScheduleQuerySchema>;

export const OrgScheduleEventSchema = Type.Object({
  ...ScheduleTournamentSchema.properties,
  /** spec 3 §3: infield, applied, qualifying, considering, invited, conflict (golf-core statusCounts). */
  counts: Type.Object({
    infield: Type.Integer(),
    applied: Type.Integer(),
    qualifying: Type.Integer(),
    considering: Type.Integer(),
    invited: Type.Integer(),
    conflict: Type.Integer(),
  }),
  numberOfRounds: Type.Integer({ description: 'golf-core numberOfRounds: days from start to end' }),
  players: Type.Array(
    Type.Object({
      accountId: IdSchema(),
      playerName: Type.String(),
      username: Type.String(),
      status: ScheduleStatusIdSchema,
    }),
  ),
});
export const OrgScheduleSchema = Type.Object({
  organization: Type.Object({ short: Type.String(), name: Type.String() }),
  group: Type.String(),
  groupName: Type.String(),
  today: Type.String(),
  /** Soonest first. */
  events: Type.Array(OrgScheduleEventSchema),
  /** Members left out because their schedule (feature 80) is not open to this viewer. */
  hiddenMemberCount: Type.Integer(),
});
export type OrgSchedule = Static<typeof OrgScheduleSchema>;
export const OrgScheduleReportBodySchema = Type.Object(
  {
    group: Type.Optional(OrgScheduleQuerySchema.properties.group),
    timeZoneOffsetMinutes: Type.Optional(TimeZoneOffsetSchema),
  },
  { additionalProperties: false, examples: [{ group: 'All' }] },
);
