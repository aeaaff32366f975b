import { Type, type Static, type TSchema } from 'typebox';
import {
  CHART_SWITCH_KEYS,
  OPTION_LISTS,
  PERSONAL_FIELDS,
  SCHOOL_FIELDS,
  type ResumeSettings as CoreResumeSettings,
} from '@linksight/golf-core';
import { IdSchema } from './common';
import { StrokesGainedRowSchema } from './profile-home';

/**
 * The resume builder (spec 2 §2, §3, §7): resumeSettings, resumeDataPreview, resumePdfPOST, resumeDataGET
 * and resumeDefaultData. Rules (defaults, disabled options, charts) are golf-core `resume/`.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const flags = <K extends string>(keys: readonly K[]) =>
  Type.Object(
    Object.fromEntries(keys.map((k) => [k, Type.Boolean()])) as Record<K, ReturnType<typeof Type.Boolean>>,
    {
      additionalProperties: false,
    },
  );

/** Ranges are calendar days from 1900 to 2100 (a mistyped year is refused rather than searched). */
const ResumeDaySchema = Nullable(
  Type.String({
    pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    description: 'yyyy-mm-dd; null = open end',
    examples: ['2024-06-15'],
  }),
);
export const ResumeDateRangeSchema = Type.Object(
  {
    start: ResumeDaySchema,
    end: ResumeDaySchema,
    label: Type.String({
      minLength: 1,
      maxLength: 60,
      description: 'What the date range selector shows',
      examples: ['Last 24 Months'],
    }),
  },
  { additionalProperties: false },
);

export const ResumeOptionSchema = Type.Object(
  {
    id: IdSchema(),
    name: Type.String({ maxLength: 300 }),
    isSelected: Type.Boolean(),
    includeNotes: Type.Boolean(),
  },
  { additionalProperties: false },
);
const OptionListSchema = Type.Object(
  { isSelected: Type.Boolean(), options: Type.Array(ResumeOptionSchema, { maxItems: 1000 }) },
  { additionalProperties: false },
);

/** spec 2 §3 Resume settings. */
export const ResumeSettingsSchema = Type.Object(
  {
    accountId: IdSchema(),
    coverPage: Type.Object(
      {
        isSelected: Type.Boolean(),
        personalInformation: flags(PERSONAL_FIELDS),
        schoolInformation: flags(SCHOOL_FIELDS),
        ...(Object.fromEntries(OPTION_LISTS.map((k) => [k, OptionListSchema])) as Record<
          (typeof OPTION_LISTS)[number],
          typeof OptionListSchema
        >),
      },
      { additionalProperties: false },
    ),
    performanceChartsPage: Type.Object(
      {
        isSelected: Type.Boolean(),
        ...(Object.fromEntries(CHART_SWITCH_KEYS.map((k) => [k, Type.Boolean()])) as Record<
          (typeof CHART_SWITCH_KEYS)[number],
          ReturnType<typeof Type.Boolean>
        >),
        barChartsDateRange: ResumeDateRangeSchema,
        includedTournamentsDateRange: ResumeDateRangeSchema,
        showAllFavoriteTournaments: Type.Boolean(),
        showTournamentNotes: Type.Boolean(),
        showHandicapAndStrokesGained: Type.Boolean({
          description: 'The WHS Handicap Index and strokes gained by category against scratch',
        }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ResumeSettings = Static<typeof ResumeSettingsSchema>;
// The contract and golf-core's rules describe one shape.
const sameShape = (s: ResumeSettings): CoreResumeSettings => s;
void sameShape;

/** What the player's data holds: a false option is off and disabled in the builder (spec 2 §4). */
export const ResumeAvailabilitySchema = Type.Object({
  personalInformation: flags(PERSONAL_FIELDS),
  schoolInformation: flags(SCHOOL_FIELDS),
  charts: flags(CHART_SWITCH_KEYS),
});

/** resumeSettings: saved settings (or the spec 2 §4 defaults) and what can be switched on. */
export const ResumeSettingsResponseSchema = Type.Object({
  settings: ResumeSettingsSchema,
  availability: ResumeAvailabilitySchema,
  isSaved: Type.Boolean({ description: 'false: no settings were saved; these are the defaults' }),
  canSave: Type.Boolean({
    description: 'Whether the caller may save them (the player or a product manager)',
  }),
  /** Ids of the items that have a note: the builder offers Include Note for those (spec 2 §2). */
  itemsWithNotes: Type.Object(
    Object.fromEntries(OPTION_LISTS.map((k) => [k, Type.Array(Type.Integer())])) as Record<
      (typeof OPTION_LISTS)[number],
      ReturnType<typeof Type.Array<ReturnType<typeof Type.Integer>>>
    >,
  ),
});
export type ResumeSettingsResponse = Static<typeof ResumeSettingsResponseSchema>;

const ChartBarSchema = Type.Object({
  label: Type.String({ description: 'R1, R2…' }),
  roundId: Type.Integer(),
  playedAt: Type.String(),
  courseName: Type.String(),
  score: Type.Integer(),
  scoreToPar: Type.Integer(),
});
/** spec 2 §3 chart: includedTournaments, averageYards, averageScore, title (plus its bars). */
export const ResumeChartSchema = Type.Object({
  kind: Type.String(),
  title: Type.String(),
  averageScore: Type.Number({ description: 'One decimal' }),
  averageScoreToPar: Type.Number(),
  /** Whole yards over the rounds with a recorded length; null when none has one (never 0). */
  averageYards: Nullable(Type.Integer()),
  includedTournaments: Type.Array(Type.Integer(), { description: 'Tournament ids of its rounds' }),
  bars: Type.Array(ChartBarSchema),
});
export type ResumeChart = Static<typeof ResumeChartSchema>;

const ScoreWithParSchema = Type.Object({ score: Type.Integer(), toPar: Type.Integer() });
/** spec 2 §3 tournament entry, merged across the charts (spec 2 §4). */
export const ResumeTournamentSchema = Type.Object({
  tournamentId: Type.Integer(),
  tournamentName: Type.String(),
  includedRounds: Type.Array(
    Type.Object({
      golfRoundId: Type.Integer(),
      dateStarted: Type.String(),
      performance: Type.Object({ score: Type.Integer(), par: Type.Integer() }),
      underParCount: Type.Integer(),
    }),
  ),
  totalScoreWithPar: ScoreWithParSchema,
  averageScoreWithPar: Type.Object({ score: Type.Number(), toPar: Type.Number() }),
  bestRoundScoreWithPar: ScoreWithParSchema,
});
export type ResumeTournament = Static<typeof ResumeTournamentSchema>;

const NamedItem = {
  id: Type.Integer(),
  name: Type.String(),
  date: Nullable(Type.String({ description: 'yyyy-mm-dd' })),
  notes: Nullable(Type.String()),
};

/** spec 2 §3 Resume data (preview), also what /cgr/resume prints. */
export const ResumeDataSchema = Type.Object({
  accountId: Type.Integer(),
  playerName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  isCoverPageShown: Type.Boolean(),
  isChartsPageShown: Type.Boolean(),
  coverPageData: Type.Object({
    picture: Nullable(Type.String()),
    aboutMe: Nullable(Type.String()),
    height: Nullable(Type.String({ description: 'e.g. 5\' 11"' })),
    weight: Nullable(Type.String({ description: 'e.g. 165 lbs' })),
    highSchoolName: Nullable(Type.String()),
    highSchoolGradYear: Nullable(Type.Integer()),
    highSchoolGPA: Nullable(Type.Number()),
    collegeName: Nullable(Type.String()),
    collegeStartYear: Nullable(Type.Integer()),
    collegeGradYear: Nullable(Type.Integer()),
    collegeGPA: Nullable(Type.Number()),
    ncaa: Nullable(Type.String()),
    ghin: Nullable(Type.String()),
    websiteLink: Nullable(Type.String()),
    customLogo: Nullable(Type.String()),
    email: Nullable(Type.String()),
    birthday: Nullable(Type.String()),
  }),
  selectedTournaments: Type.Array(Type.Object(NamedItem)),
  selectedRounds: Type.Array(
    Type.Object({ ...NamedItem, score: Nullable(Type.Integer()), scoreToPar: Nullable(Type.Integer()) }),
  ),
  selectedNewsfeedItems: Type.Array(
    Type.Object({ id: Type.Integer(), header: Type.String(), date: Type.String() }),
  ),
  upcomingEvents: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      startDate: Type.String(),
      endDate: Type.String(),
      place: Nullable(Type.String()),
      /** The player's status at the event (spec 3 §4 status labels: In Field, Applied, …). */
      statusLabel: Type.String(),
    }),
  ),
  barChartsDateRangeLabel: Type.String(),
  /** Which charts the bar-chart range can draw: the builder disables the others (spec 2 §4). */
  chartAvailability: flags(CHART_SWITCH_KEYS),
  includedTournamentsDateRangeLabel: Type.String(),
  bestTenRoundsChart: Nullable(ResumeChartSchema),
  bestTenConsecutiveRoundsChart: Nullable(ResumeChartSchema),
  lastTenRoundsChart: Nullable(ResumeChartSchema),
  priorTenRoundsChart: Nullable(ResumeChartSchema),
  featuredTournaments: Type.Array(
    Type.Object({
      tournamentId: Type.Integer(),
      name: Type.String(),
      dateStarted: Type.String(),
      place: Nullable(Type.String()),
      notes: Nullable(Type.String()),
      result: Nullable(ResumeTournamentSchema),
    }),
  ),
  barChartsTournaments: Type.Array(ResumeTournamentSchema),
  /** null when the block is off (showHandicapAndStrokesGained). */
  handicap: Nullable(
    Type.Object({
      index: Nullable(Type.Number({ description: 'WHS Handicap Index; null with fewer than 3 scores' })),
      scoresUsed: Type.Integer(),
      strokesGainedRounds: Type.Integer({ description: 'Rounds the strokes gained rest on' }),
      strokesGained: Type.Array(StrokesGainedRowSchema, { description: 'Per round, against scratch' }),
    }),
  ),
});
export type ResumeData = Static<typeof ResumeDataSchema>;

export const ResumePdfQuerySchema = Type.Object({
  paper: Type.Optional(Type.Union([Type.Literal('Letter'), Type.Literal('A4')])),
  download: Type.Optional(
    Type.Boolean({ description: 'true: answer the PDF bytes (application/pdf) instead of { data }' }),
  ),
});
export const ResumeDefaultDataQuerySchema = Type.Object({ accountId: IdSchema() });
