import { Type, type Static, type TSchema } from 'typebox';
import { IdSchema } from './common';
import { ROUNDS_GRID_PAGE_SIZE } from '@linksight/golf-core';

/**
 * spec 3 §7 "Rounds table": the rounds grid of selected rounds, a page of rows plus "Round Averages"
 * over all of them. Values come from golf-core `roundsGridRow` / `roundAverages`.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Largest page a client may ask for; the grid itself pages by 10 (spec 3 §9). */
export const ROUNDS_TABLE_MAX_PAGE_SIZE = 100;

export const RoundsTableRequestSchema = Type.Object({
  roundIds: Type.Array(IdSchema(), {
    maxItems: 5000,
    description: 'Rounds of this player; an empty list answers 400 "Cannot set empty rounds list".',
  }),
  /** An integer rather than an enum so that other values answer the spec's own message. */
  holeCount: Type.Integer({ description: '9 or 18, else 400 "Invalid hole count value" (spec 3 §5).' }),
  page: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100_000, default: 0, description: '0-based page.' }),
  ),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: ROUNDS_TABLE_MAX_PAGE_SIZE, default: ROUNDS_GRID_PAGE_SIZE }),
  ),
});
export type RoundsTableRequest = Static<typeof RoundsTableRequestSchema>;

/** spec 3 §3 rounds-grid row (golf-core `RoundsGridRow`) plus the round's id. Proximities and putt lengths in feet. */
export const RoundsTableRowSchema = Type.Object({
  golfRoundId: Type.Integer(),
  /** ISO date-time the round was played. */
  startDate: Type.String(),
  tournament: Nullable(Type.String()),
  /** Already https://-prefixed (spec 3 §5); null without a tournament page. */
  tournamentURL: Nullable(Type.String()),
  course: Type.String(),
  /** Course length played; null when not recorded (a round imported from a CSV of scores), never 0. */
  yards: Nullable(Type.Integer()),
  /** false for a round still in progress; Round Averages leave it out. */
  isCompleted: Type.Boolean(),
  /** null when no hole is scored. */
  score: Nullable(Type.Integer()),
  scoreToPar: Nullable(Type.Integer()),
  /** Holes Under Par. */
  birdieOrBetter: Type.Integer(),
  onePutts: Type.Integer(),
  /** Whole percents; null without opportunities. */
  fir: Nullable(Type.Number()),
  gir: Nullable(Type.Number()),
  upDown: Nullable(Type.Number()),
  approachProxAfter: Nullable(Type.Number()),
  girPuttProxStart: Nullable(Type.Number()),
  scrambleFirstPuttProxStart: Nullable(Type.Number()),
  /** null when no putts are recorded. */
  putts: Nullable(Type.Integer()),
  /** Feet of holed putts and of all putts; null when putt lengths were not recorded (a score-only round). */
  madeFeetPutt: Nullable(Type.Number()),
  totalFeetPutt: Nullable(Type.Number()),
  madeFeetPuttPercentage: Nullable(Type.Number()),
});
export type RoundsTableRow = Static<typeof RoundsTableRowSchema>;

/**
 * "Round Averages" (spec 3 §3): the mean of each numeric column over the finished rounds with a value (a
 * round whose yards or putt feet were not recorded is left out of that column), percent
 * columns whole numbers, proximity columns 2 decimals, counts 1 decimal; null when no round has one.
 */
export const RoundAveragesSchema = Type.Object({
  yards: Nullable(Type.Number()),
  score: Nullable(Type.Number()),
  scoreToPar: Nullable(Type.Number()),
  birdieOrBetter: Nullable(Type.Number()),
  onePutts: Nullable(Type.Number()),
  fir: Nullable(Type.Number()),
  gir: Nullable(Type.Number()),
  upDown: Nullable(Type.Number()),
  approachProxAfter: Nullable(Type.Number()),
  girPuttProxStart: Nullable(Type.Number()),
  scrambleFirstPuttProxStart: Nullable(Type.Number()),
  putts: Nullable(Type.Number()),
  madeFeetPutt: Nullable(Type.Number()),
  totalFeetPutt: Nullable(Type.Number()),
  madeFeetPuttPercentage: Nullable(Type.Number()),
});
export type RoundAverages = Static<typeof RoundAveragesSchema>;

export const RoundsTableResponseSchema = Type.Object({
  /** The requested page of the selected rounds of the hole count, newest first. */
  rows: Type.Array(RoundsTableRowSchema),
  /** How many selected rounds have the hole count (all pages). */
  total: Type.Integer(),
  /** Over all `total` rounds, not only this page. */
  averages: RoundAveragesSchema,
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type RoundsTableResponse = Static<typeof RoundsTableResponseSchema>;
