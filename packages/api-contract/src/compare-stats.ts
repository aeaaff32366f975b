import { Type, type Static } from 'typebox';
import type {
  CompareRow,
  MetricGroup,
  RoundOption,
  SideFigures,
  StatCategory,
  StatFilterSelections,
} from '@linksight/golf-core';
import { IdSchema } from './common';
import { PaperFormatSchema } from './reports';

/**
 * Compare Stats (spec 2 §2, §3, §7; issue 17). Requests carry the compare report request's five
 * serialised strings exactly (spec 2 §3); golf-core `parseCompareRequest` reads them, so the API and the
 * web apply one rule. Answers mirror golf-core's types (`Type.Unsafe` keeps them one definition).
 */

/** A serialised part is at most this long (a side may list a few thousand round ids). */
export const COMPARE_TEXT_MAX = 100_000;
const serialized = (description: string, example = '') =>
  Type.String({ maxLength: COMPARE_TEXT_MAX, description, examples: [example] });
const EXAMPLE_FILTER = '{"player":{"accountId":1,"playerName":""},"holeCount":18,"years":["Last 12 Months"]}';

/** spec 2 §3 "Compare report request". */
export const CompareReportRequestSchema = Type.Object(
  {
    leftFilter: serialized('Left side StatFilterSelections, JSON', EXAMPLE_FILTER),
    rightFilter: serialized('Right side StatFilterSelections, JSON', EXAMPLE_FILTER),
    leftComponentSelections: serialized('Left side { selectedStats, hiddenStats }, JSON ("" = defaults)'),
    rightComponentSelections: serialized('Right side { selectedStats, hiddenStats }, JSON ("" = defaults)'),
    metricsSelections: serialized('Selected stat ids per shot type, JSON ("" = defaults)'),
  },
  { additionalProperties: false },
);
export type CompareReportRequest = Static<typeof CompareReportRequestSchema>;

const ErrorBodySchema = Type.Object({ code: Type.String(), message: Type.String() });

/** One side's answer, or its own error (spec: one side failing shows its error on that side only). */
export const CompareSideSchema = Type.Union([
  Type.Object({
    ok: Type.Literal(true),
    player: Type.Object({ accountId: IdSchema(), playerName: Type.String() }),
    label: Type.String({ description: 'The side heading: custom label or what its filters pick' }),
    selections: Type.Unsafe<StatFilterSelections>(Type.Unknown()),
    roundCount: Type.Integer({ description: 'How many rounds the side selects' }),
    rounds: Type.Array(Type.Unsafe<RoundOption>(Type.Unknown()), {
      description: 'Selected rounds, newest first',
    }),
    figures: Type.Unsafe<SideFigures>(Type.Unknown()),
  }),
  Type.Object({ ok: Type.Literal(false), status: Type.Integer(), error: ErrorBodySchema }),
]);
export type CompareSide = Static<typeof CompareSideSchema>;

export const CompareStatsSchema = Type.Object({
  metricGroups: Type.Array(Type.Unsafe<MetricGroup>(Type.Unknown())),
  groups: Type.Array(
    Type.Unsafe<{ shotType: StatCategory; label: string; rows: CompareRow[] }>(Type.Unknown()),
  ),
  left: CompareSideSchema,
  right: CompareSideSchema,
});
export type CompareStats = Static<typeof CompareStatsSchema>;

/** getPlayerOptions / getAllRounds (spec 2 §7): what the selectors of a side list. */
export const CompareHoleCountQuerySchema = Type.Object({
  holeCount: Type.Union([Type.Literal(9), Type.Literal(18)], {
    default: 18,
    description: 'spec 2 §9: 9 or 18',
  }),
});
export const ComparePlayerOptionsSchema = Type.Object({
  accountId: IdSchema(),
  playerName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  holeCount: Type.Integer(),
  years: Type.Array(Type.Integer(), { description: 'Years with completed rounds, newest first' }),
  months: Type.Array(Type.Integer(), { description: 'Months of the year (1–12) with completed rounds' }),
  roundCount: Type.Integer(),
});
export type ComparePlayerOptions = Static<typeof ComparePlayerOptionsSchema>;
export const CompareRoundsSchema = Type.Object({
  rounds: Type.Array(Type.Unsafe<RoundOption>(Type.Unknown())),
});
export type CompareRounds = Static<typeof CompareRoundsSchema>;

/** An associated player's averages: over the latest (recent) or lowest (best) this many completed 18-hole rounds. */
export const ASSOCIATED_AVERAGE_ROUNDS = 10;

/** spec 2 §3 "Associated player". */
export const AssociatedPlayerSchema = Type.Object({
  account: IdSchema(),
  playerName: Type.String(),
  username: Type.String(),
  relation: Type.Union([Type.Literal('circle'), Type.Literal('teammate'), Type.Literal('shared')]),
  recentRoundsSvPAverage: Type.Union([Type.Number(), Type.Null()]),
  bestRoundsSvPAverage: Type.Union([Type.Number(), Type.Null()]),
});
export type AssociatedPlayer = Static<typeof AssociatedPlayerSchema>;
export const AssociatedPlayersSchema = Type.Object({ players: Type.Array(AssociatedPlayerSchema) });
export type AssociatedPlayers = Static<typeof AssociatedPlayersSchema>;

/** The cached compare-stats state (spec 2 §7): its hash, and the hash as a path parameter. */
export const CompareStateHashSchema = Type.Object({ hash: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) });
export const CompareStateParamsSchema = Type.Object({
  accountId: IdSchema(),
  hash: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'Compare state hash' }),
});

/** The PDF request (spec 2 §2 Compare Stats Report Options): the state and the pages to print. */
export const COMPARE_REPORT_PAGES = [
  'Summary',
  'Scoring',
  'Drives',
  'Shots to Green',
  'Putts',
  'Rounds',
] as const;
export type CompareReportPage = (typeof COMPARE_REPORT_PAGES)[number];
export const CompareReportPdfRequestSchema = Type.Object(
  {
    request: CompareReportRequestSchema,
    pages: Type.Array(
      Type.Unsafe<CompareReportPage>(Type.Union(COMPARE_REPORT_PAGES.map((p) => Type.Literal(p)))),
      {
        minItems: 1,
        maxItems: COMPARE_REPORT_PAGES.length,
        uniqueItems: true,
      },
    ),
    paper: Type.Optional(PaperFormatSchema),
  },
  { additionalProperties: false },
);
export type CompareReportPdfRequest = Static<typeof CompareReportPdfRequestSchema>;

/**
 * The Rounds page of the PDF lists each side's latest rounds up to this many (issue 17 decision: two
 * 500-round sides would print 30 sheets; the figures of the other pages count every round).
 */
export const COMPARE_REPORT_ROUNDS_MAX = 40;

/** The print page's snapshot payload (compareStatsReportFromState: the data for a PDF, spec 2 §7). */
export type CompareReportPayload = {
  pages: CompareReportPage[];
  generatedAt: string;
  data: CompareStats;
};
