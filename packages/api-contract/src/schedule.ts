import { Type, type Static, type TSchema } from 'typebox';
import type {
  EventFilter,
  EventTypeId,
  FavoritesView,
  HoleCountFilter,
  LocaleTypeId,
  ScheduleStatusId,
  ScheduleViewBy,
} from '@linksight/golf-core';
import { IdSchema } from './common';

/**
 * The tournament schedule and My Results (spec 3 §2 Player tournaments screen, §3, §4, §7; issue 18).
 * The API answers rows; the screen, the PDF page and the spreadsheet filter, group and name them with
 * golf-core `schedule/`. Who may call what: ARCHITECTURE.md "Schedule (issue 18)".
 */

const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);
const literals = <T extends string | number>(values: readonly T[], description: string) =>
  Type.Unsafe<T>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      { description },
    ),
  );

/** spec 3 §4: 1 In Field, 2 Considering, 3 Qualifying, 4 Applied, 5 Invited, 6 Conflict/WD. */
export const ScheduleStatusIdSchema = literals<ScheduleStatusId>(
  [1, 2, 3, 4, 5, 6],
  '1 In Field, 2 Considering, 3 Qualifying, 4 Applied, 5 Invited, 6 Conflict/WD',
);
/** spec 3 §9: 3 Tournament, 10 Qualifier, 11 Match. */
export const EventTypeIdSchema = literals<EventTypeId>([3, 10, 11], '3 Tournament, 10 Qualifier, 11 Match');
/** spec 3 §9: 1 Local, 3 National, 4 High School. */
export const LocaleTypeIdSchema = literals<LocaleTypeId>([1, 3, 4], '1 Local, 3 National, 4 High School');
export const EventFilterSchema = literals<EventFilter>(['All', 'Individual', 'Team'], 'spec 3 §2 Filter To');
export const ScheduleViewBySchema = literals<ScheduleViewBy>(
  ['Month', 'Season', 'Events'],
  'spec 3 §2 View By',
);
export const FavoritesViewSchema = literals<FavoritesView>([0, 1], 'spec 3 §4: 0 Featured, 1 Score');
export const HoleCountFilterSchema = literals<HoleCountFilter>([9, 18, 918], '9, 18 or 918 (all holes)');

/** A calendar day from 1900 to 2099; the API also refuses days that do not exist (golf-core `isIsoDay`). */
export const ScheduleDaySchema = (description: string, example = '2026-04-10') =>
  Type.String({
    pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    description: `${description} (yyyy-mm-dd)`,
    examples: [example],
  });

/** spec 3 §3 Timeframe filter (golf-core `ResultsTimeframe`); DATE days must be real and in order. */
export const ResultsTimeframeSchema = Type.Union(
  [
    Type.Object({ timePeriod: Type.Literal('ALL') }, { additionalProperties: false }),
    Type.Object(
      {
        timePeriod: Type.Union([Type.Literal('Months'), Type.Literal('Rounds')]),
        timeSelectedType: Type.Literal('FILTER'),
        count: Type.Integer({ minimum: 1, maximum: 1000 }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        timePeriod: Type.Union([Type.Literal('Months'), Type.Literal('Rounds')]),
        timeSelectedType: Type.Literal('DATE'),
        startDate: ScheduleDaySchema('First day', '2025-01-01'),
        endDate: ScheduleDaySchema('Last day, on or after the first', '2025-12-31'),
      },
      { additionalProperties: false },
    ),
  ],
  { description: 'spec 3 §3 Timeframe filter', examples: [{ timePeriod: 'ALL' }] },
);

/** "The viewer's Date#getTimezoneOffset()": an event is upcoming until its end day has passed there. */
const TimeZoneOffsetSchema = Type.Integer({
  minimum: -840,
  maximum: 840,
  description: "The viewer's Date#getTimezoneOffset(); 0 when absent",
  examples: [0],
});
/** Decision: at most 10 additional players (golf-core MAX_EXTRA_ACCOUNTS). */
export const ExtraAccountIdsSchema = Type.Array(IdSchema(), {
  maxItems: 10,
  description: 'Additional Players to Show (spec 3 §2); each is authorised like the player (feature 80)',
  examples: [[]],
});

// ---------------------------------------------------------------------------------------------------
// Rows

/** spec 3 §3 Tournament row: the tournament part (golf-core `ScheduleTournament`). */
export const ScheduleTournamentSchema = Type.Object({
  tournamentId: IdSchema(),
  tournamentName: Type.String(),
  tournamentUrl: Nullable(Type.String({ description: 'As stored; show through golf-core externalHref' })),
  courseId: Nullable(IdSchema()),
  courseName: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  startDate: Type.String({ description: 'yyyy-mm-dd' }),
  endDate: Type.String({ description: 'yyyy-mm-dd' }),
  eventType: EventTypeIdSchema,
  localeType: LocaleTypeIdSchema,
  isTeamEvent: Type.Boolean(),
});
export type ScheduleTournamentItem = Static<typeof ScheduleTournamentSchema>;

/** An upcoming entry (golf-core `UpcomingRow`), of the player or of an additional player. */
export const UpcomingRowSchema = Type.Object({
  ...ScheduleTournamentSchema.properties,
  accountId: IdSchema({ description: 'Whose entry: the player or an additional player' }),
  playerName: Type.String(),
  status: ScheduleStatusIdSchema,
  note: Nullable(Type.String()),
  isCreatedHere: Type.Boolean({
    description:
      "Created on this row's player's schedule: whoever manages that schedule may edit its details",
  }),
});
export type UpcomingRowItem = Static<typeof UpcomingRowSchema>;

/** A past event with the player's results (golf-core `HistoricalRow`). */
export const HistoricalRowSchema = Type.Object({
  ...ScheduleTournamentSchema.properties,
  note: Nullable(Type.String()),
  isFeatured: Type.Boolean(),
  datePlayed: Nullable(Type.String({ description: 'yyyy-mm-dd of the first round' })),
  yards: Nullable(Type.Integer()),
  score: Nullable(Type.Integer()),
  rawScore: Nullable(Type.Integer()),
  avgScore: Nullable(Type.Number()),
  rawScoreToPar: Nullable(Type.Integer()),
  avgRawScoreToPar: Nullable(Type.Number()),
  roundScores: Type.Array(Type.Integer()),
  roundScoresVsPar: Type.Array(Type.Integer()),
  roundIds: Type.Array(IdSchema()),
  bestRoundScore: Nullable(Type.Integer()),
  bestRoundScoreToPar: Nullable(Type.Integer()),
});
export type HistoricalRowItem = Static<typeof HistoricalRowSchema>;

// ---------------------------------------------------------------------------------------------------
// The player's schedule (spec 3 §7 player schedule tournaments)

export const ScheduleQuerySchema = Type.Object({
  extraAccountIds: Type.Optional(ExtraAccountIdsSchema),
  timeZoneOffsetMinutes: Type.Optional(TimeZoneOffsetSchema),
});
export type ScheduleQuery = Static<typeof ScheduleQuerySchema>;

export const PlayerScheduleSchema = Type.Object({
  accountId: IdSchema(),
  playerName: Type.String(),
  /** Whether this viewer may add, change and remove entries (owner, PM, or an allowed circle member). */
  canEdit: Type.Boolean(),
  /** Whether this viewer chooses which circle members may manage the schedule (the player or a PM). */
  canManageEditors: Type.Boolean(),
  /** The viewer's day the split was made on (yyyy-mm-dd): upcoming = not ended before it. */
  today: Type.String(),
  /** Every upcoming entry of the player and of the readable additional players, soonest first. */
  upcoming: Type.Array(UpcomingRowSchema),
  /** The player's own Confirmed / Considering counts over all statuses (spec 3 §2). */
  counts: Type.Object({ confirmed: Type.Integer(), considering: Type.Integer() }),
  /** Past entries and tournaments the player has rounds in, newest first. */
  historical: Type.Array(HistoricalRowSchema),
  extraPlayers: Type.Array(
    Type.Object({ accountId: IdSchema(), playerName: Type.String(), username: Type.String() }),
  ),
  /** Additional players asked for that this viewer may not read (left out, not an error). */
  unavailableExtraAccountIds: Type.Array(IdSchema()),
});
export type PlayerSchedule = Static<typeof PlayerScheduleSchema>;

// ---------------------------------------------------------------------------------------------------
// Managing the schedule (spec 1 §1 "manage")

/** Adding an event from the tournaments list: tournament search by name and/or near dates. */
export const TournamentSearchQuerySchema = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the name, case-insensitive', examples: ['open'] }),
  ),
  near: Type.Optional(ScheduleDaySchema('Sort by distance of the start day from this day')),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type TournamentSearchQuery = Static<typeof TournamentSearchQuerySchema>;
export const TournamentSearchSchema = Type.Object({ tournaments: Type.Array(ScheduleTournamentSchema) });
export type TournamentSearch = Static<typeof TournamentSearchSchema>;

const NoteSchema = Nullable(
  Type.String({
    maxLength: 1000,
    description: 'spec 3 §3 noteContent; null or "" clears it',
    examples: ['Need to confirm travel.'],
  }),
);

/** Adding (or changing) an entry: the whole state of the entry (PUT is idempotent). */
export const ScheduleEntryBodySchema = Type.Object(
  {
    status: Nullable(ScheduleStatusIdSchema, {
      description: 'Required for an event that has not ended; null only for a past event',
    }),
    note: NoteSchema,
    isFeatured: Type.Boolean({ description: 'Featured past tournament (profile Past Tournaments, resume)' }),
  },
  { additionalProperties: false, examples: [{ status: 1, note: null, isFeatured: false }] },
);
export type ScheduleEntryBody = Static<typeof ScheduleEntryBodySchema>;
export const ScheduleEntryParamsSchema = Type.Object({ accountId: IdSchema(), tournamentId: IdSchema() });
export const ScheduleEntrySchema = Type.Object({
  accountId: IdSchema(),
  tournamentId: IdSchema(),
  status: Nullable(ScheduleStatusIdSchema),
  note: Nullable(Type.String()),
  isFeatured: Type.Boolean(),
});
export type ScheduleEntry = Static<typeof ScheduleEntrySchema>;

/** The longest text each of a tournament's fields takes: the schema's limits, and the form's. */
export const TOURNAMENT_TEXT_LIMITS = { name: 120, url: 500, city: 80, state: 40 } as const;

/** A tournament's own details, as created (Add Event → New tournament) and as corrected later. */
const tournamentDetailsProperties = {
  name: Type.String({
    minLength: 1,
    maxLength: TOURNAMENT_TEXT_LIMITS.name,
    examples: ['Spring Junior Open'],
  }),
  url: Nullable(
    Type.String({
      maxLength: TOURNAMENT_TEXT_LIMITS.url,
      description: 'http(s); stored with https:// when typed without a scheme',
      examples: ['www.events.example/spring'],
    }),
  ),
  courseId: Nullable(
    IdSchema({
      description: 'A course from GET /api/v1/courses; a private course of another account is refused',
    }),
  ),
  city: Nullable(Type.String({ maxLength: TOURNAMENT_TEXT_LIMITS.city, examples: ['Pinehurst'] })),
  state: Nullable(Type.String({ maxLength: TOURNAMENT_TEXT_LIMITS.state, examples: ['NC'] })),
  startDate: ScheduleDaySchema('First day'),
  endDate: ScheduleDaySchema('Last day, on or after the first', '2026-04-12'),
  eventType: EventTypeIdSchema,
  localeType: LocaleTypeIdSchema,
  isTeamEvent: Type.Boolean(),
};

/** Creating a tournament and putting it on the schedule in one transaction. */
export const NewTournamentBodySchema = Type.Object(
  { ...tournamentDetailsProperties, status: ScheduleStatusIdSchema, note: NoteSchema },
  { additionalProperties: false },
);
export type NewTournamentBody = Static<typeof NewTournamentBodySchema>;

/** Correcting a tournament created on this schedule (the entry's status and note change through its entry). */
export const TournamentDetailsBodySchema = Type.Object(tournamentDetailsProperties, {
  additionalProperties: false,
});
export type TournamentDetailsBody = Static<typeof TournamentDetailsBodySchema>;
export const NewTournamentResultSchema = Type.Object({
  tournament: ScheduleTournamentSchema,
  entry: ScheduleEntrySchema,
});
export type NewTournamentResult = Static<typeof NewTournamentResultSchema>;

/** Marking a round featured (My Featured/Best Rounds; the resume's past rounds). */
export const RoundFeaturedParamsSchema = Type.Object({ accountId: IdSchema(), roundId: IdSchema() });
export const RoundFeaturedBodySchema = Type.Object(
  { isFeatured: Type.Boolean() },
  { additionalProperties: false, examples: [{ isFeatured: true }] },
);
export const RoundFeaturedSchema = Type.Object({ roundId: IdSchema(), isFeatured: Type.Boolean() });
export type RoundFeatured = Static<typeof RoundFeaturedSchema>;

/** Who besides the owner and PMs may manage the schedule: circle members the owner allows. */
export const ScheduleEditorSchema = Type.Object({
  accountId: IdSchema(),
  playerName: Type.String(),
  username: Type.String(),
  canEditSchedule: Type.Boolean(),
});
export const ScheduleEditorsSchema = Type.Object({ editors: Type.Array(ScheduleEditorSchema) });
export type ScheduleEditors = Static<typeof ScheduleEditorsSchema>;
export const ScheduleEditorParamsSchema = Type.Object({ accountId: IdSchema(), memberAccountId: IdSchema() });
export const ScheduleEditorBodySchema = Type.Object(
  { canEditSchedule: Type.Boolean() },
  { additionalProperties: false, examples: [{ canEditSchedule: true }] },
);
