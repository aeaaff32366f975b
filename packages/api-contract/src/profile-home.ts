import { Type, type Static, type TSchema } from 'typebox';

/**
 * The public profile's widget calls (spec 3 §7: player best-ten chart data, home featured combined,
 * schedule tournaments with isUpcoming, account gallery, home swing videos, home news feed) and the
 * Summary page, under /api/v1/players/{accountId}/…. Values come from golf-core.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IsoDay = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description });
const LEVEL_PATTERN = '^[a-z0-9-]{1,40}$';

/** spec 3 §3 date range, by calendar day; an absent end is open. */
export const ChartDataQuerySchema = Type.Object({
  start: Type.Optional(IsoDay('First day included (yyyy-mm-dd); absent = from the first round.')),
  end: Type.Optional(IsoDay('Last day included (yyyy-mm-dd); absent = up to today.')),
  standard: Type.Optional(
    Type.String({
      pattern: LEVEL_PATTERN,
      description: 'Benchmark level id of the spider charts; scratch when absent.',
    }),
  ),
});
export type ChartDataQuery = Static<typeof ChartDataQuerySchema>;

/** A round of a chart: what the bars and the chart-detail dialog show (spec 3 §2). */
export const ChartRoundItemSchema = Type.Object({
  roundId: Type.Integer(),
  /** R1, R2… in date order (spec 2 §9). */
  label: Type.String(),
  playedAt: Type.String({ description: 'ISO date-time.' }),
  courseName: Type.String(),
  tournamentName: Nullable(Type.String()),
  /** Course length; null when not recorded (a CSV import), never 0. */
  yards: Nullable(Type.Integer()),
  score: Type.Integer(),
  par: Type.Integer(),
  scoreToPar: Type.Integer(),
});
export type ChartRoundItem = Static<typeof ChartRoundItemSchema>;

const ChartKindSchema = Type.Union([Type.Literal('bestTen'), Type.Literal('bestTenConsecutive')]);

/** One chart (spec 2 §3 "A chart holds includedTournaments, averageYards, averageScore, title"). */
export const ProfileChartSchema = Type.Object({
  kind: ChartKindSchema,
  title: Type.String(),
  includedRounds: Type.Integer(),
  averageScore: Type.Number(),
  averageScoreToPar: Type.Number(),
  /** Over the rounds with a recorded length; null when none has one. */
  averageYards: Nullable(Type.Integer()),
  rounds: Type.Array(ChartRoundItemSchema),
});
export type ProfileChart = Static<typeof ProfileChartSchema>;

/** Category performance of a chart's rounds against the standard (spec 3 §3 byCategory.data). */
export const SpiderChartSchema = Type.Object({
  kind: ChartKindSchema,
  title: Type.String(),
  categories: Type.Array(
    Type.Object({
      category: Type.String(),
      label: Type.String(),
      /** Whole percent of the category's stats beating the standard; null without data. */
      performance: Nullable(Type.Number()),
    }),
  ),
});
export type SpiderChart = Static<typeof SpiderChartSchema>;

export const BestTenChartDataSchema = Type.Object({
  start: Nullable(Type.String()),
  end: Nullable(Type.String()),
  standard: Type.Object({ id: Type.String(), label: Type.String() }),
  /** Completed 18-hole rounds in the range the charts choose from. */
  roundsInRange: Type.Integer(),
  /** Best 10 first, then Best 10 Consecutive; a chart the rounds cannot fill is left out (spec 3 §2). */
  chartData: Type.Array(ProfileChartSchema),
  spiderCharts: Type.Array(SpiderChartSchema),
});
export type BestTenChartData = Static<typeof BestTenChartDataSchema>;

/** An event's identity and place (spec 3 §3 Tournament row), shared by featured and upcoming rows. */
const TournamentFields = {
  tournamentId: Type.Integer(),
  tournamentName: Type.String(),
  tournamentUrl: Nullable(Type.String()),
  courseName: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  startDate: Type.String({ description: 'yyyy-mm-dd' }),
  endDate: Type.String({ description: 'yyyy-mm-dd' }),
};

/** spec 3 §3 Tournament row, as a featured tournament card (spec 3 §2 Past Tournaments). */
export const FeaturedTournamentSchema = Type.Object({
  ...TournamentFields,
  note: Nullable(Type.String()),
  /** Completed full rounds the player played in it, in date order. */
  roundScores: Type.Array(
    Type.Object({
      roundId: Type.Integer(),
      score: Type.Integer(),
      scoreToPar: Type.Integer(),
      playedAt: Type.String(),
    }),
  ),
  /** Whole yards, average of the rounds; null without rounds. */
  yards: Nullable(Type.Integer()),
  totalScore: Nullable(Type.Integer()),
  totalToPar: Nullable(Type.Integer()),
  averageScore: Nullable(Type.Number()),
  averageToPar: Nullable(Type.Number()),
  bestRoundScore: Nullable(Type.Integer()),
  bestRoundToPar: Nullable(Type.Integer()),
  /** spec 3 §9 Best 10 tag (golf-core `bestTenTournamentIds`). */
  isBestTen: Type.Boolean(),
});
export type FeaturedTournament = Static<typeof FeaturedTournamentSchema>;
/** spec 3 §7 player home featured combined: favTournaments, newest first. */
export const FeaturedCombinedSchema = Type.Object({ favTournaments: Type.Array(FeaturedTournamentSchema) });
export type FeaturedCombined = Static<typeof FeaturedCombinedSchema>;

/** spec 3 §7 player schedule tournaments with isUpcoming true. */
export const UpcomingEventsQuerySchema = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      description: 'Events listed (5 when absent); the counts cover all.',
    }),
  ),
  timeZoneOffsetMinutes: Type.Optional(
    Type.Integer({
      minimum: -840,
      maximum: 840,
      description:
        "The visitor's Date#getTimezoneOffset(): an event is upcoming until its end date has passed there.",
    }),
  ),
});
export const UpcomingEventSchema = Type.Object({
  ...TournamentFields,
  /** spec 3 §4 status 1–6 and its label. */
  status: Type.Integer(),
  statusLabel: Type.String(),
  /** spec 3 §7: In Field (confirmed group) or Considering. */
  statusText: Type.Union([Type.Literal('In Field'), Type.Literal('Considering')]),
});
export type UpcomingEvent = Static<typeof UpcomingEventSchema>;
export const UpcomingEventsSchema = Type.Object({
  confirmed: Type.Integer(),
  considering: Type.Integer(),
  /** Soonest first. */
  events: Type.Array(UpcomingEventSchema),
});
export type UpcomingEvents = Static<typeof UpcomingEventsSchema>;

/** spec 3 §7 account gallery: filter by media types and featured flag. */
export const GalleryQuerySchema = Type.Object({
  mediaTypes: Type.Optional(
    Type.Union([
      Type.Literal('image'),
      Type.Literal('video'),
      Type.Literal('image,video'),
      Type.Literal('video,image'),
    ]),
  ),
  isFeatured: Type.Optional(Type.Boolean()),
});
export const MediaItemSchema = Type.Object({
  mediaId: Type.Integer(),
  mediaType: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  /** Where the file is served (under /media/). */
  mediaUrl: Type.String(),
  title: Nullable(Type.String()),
  isFeatured: Type.Boolean(),
  createdAt: Type.String(),
});
export type MediaItem = Static<typeof MediaItemSchema>;
export const GallerySchema = Type.Object({ items: Type.Array(MediaItemSchema) });
export type Gallery = Static<typeof GallerySchema>;

/** spec 3 §3 swing video item (url), newest first. */
export const SwingVideoSchema = Type.Object({
  mediaId: Type.Integer(),
  url: Type.String(),
  title: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type SwingVideo = Static<typeof SwingVideoSchema>;
export const SwingVideosSchema = Type.Object({ items: Type.Array(SwingVideoSchema) });
export type SwingVideos = Static<typeof SwingVideosSchema>;

/** spec 3 §3 news item: header, formattedDate, body, images, coverPhoto, links, videos. */
export const NewsItemSchema = Type.Object({
  newsItemId: Type.Integer(),
  header: Type.String(),
  date: Type.String({ description: 'ISO date-time published.' }),
  formattedDate: Type.String(),
  /** Plain text; line breaks are kept by the client, never read as HTML. */
  body: Type.String(),
  coverPhoto: Nullable(Type.Object({ url: Type.String() })),
  images: Type.Array(Type.Object({ url: Type.String() })),
  links: Type.Array(Type.Object({ label: Type.String(), url: Type.String() })),
  videos: Type.Array(Type.Object({ url: Type.String() })),
});
export type NewsItem = Static<typeof NewsItemSchema>;
/** Newest first. */
export const NewsFeedSchema = Type.Object({ items: Type.Array(NewsItemSchema) });
export type NewsFeed = Static<typeof NewsFeedSchema>;

/** The Summary page (issue 16): a player at a glance; every figure with the rounds it rests on. */
export const SummaryQuerySchema = Type.Object({
  standard: Type.Optional(
    Type.String({
      pattern: LEVEL_PATTERN,
      description: 'Benchmark level id; the one nearest the index when absent.',
    }),
  ),
});
export const SummaryRoundSchema = Type.Object({
  roundId: Type.Integer(),
  playedAt: Type.String(),
  courseName: Type.String(),
  tournamentName: Nullable(Type.String()),
  roundType: Type.String(),
  holeCount: Type.Integer(),
  score: Nullable(Type.Integer()),
  par: Type.Integer(),
  scoreToPar: Nullable(Type.Integer()),
});
export type SummaryRound = Static<typeof SummaryRoundSchema>;
export const StrokesGainedRowSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  player: Nullable(Type.Number()),
  standard: Nullable(Type.Number()),
  gained: Nullable(Type.Number()),
});
export const PlayerSummarySchema = Type.Object({
  accountId: Type.Integer(),
  handicap: Type.Object({
    /** WHS Handicap Index; null below 3 acceptable scores. */
    index: Nullable(Type.Number()),
    /** Scores the index rests on (the most recent, at most 20). */
    scoresUsed: Type.Integer(),
    trend: Type.Object({
      points: Type.Array(Type.Object({ date: Type.String(), index: Type.Number() })),
      /** Last minus first over 12 months; negative = improved. */
      change: Nullable(Type.Number()),
    }),
  }),
  scoringAverage: Type.Object({
    average: Nullable(Type.Number()),
    averageToPar: Nullable(Type.Number()),
    rounds: Type.Integer(),
  }),
  standard: Type.Object({ id: Type.String(), label: Type.String() }),
  /** The rounds the strokes gained and the strengths rest on: the most recent completed 18-hole rounds. */
  recentRounds: Type.Object({ count: Type.Integer(), minimum: Type.Integer(), maximum: Type.Integer() }),
  /** Of the recent rounds, those tracked shot by shot: the strokes gained rest on them alone. */
  strokesGainedRounds: Type.Integer(),
  /** Per round against the standard; empty when too few rounds were tracked shot by shot. */
  strokesGained: Type.Array(StrokesGainedRowSchema),
  lastRounds: Type.Array(SummaryRoundSchema),
});
export type PlayerSummary = Static<typeof PlayerSummarySchema>;
