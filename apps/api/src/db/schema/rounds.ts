import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { HoleFeatures } from '@linksight/golf-core';
import { accounts } from './accounts';
import { courses, courseTees } from './courses';
import { tournaments } from './tournaments';

/** A played round (spec 3 §3 Round; round types 1/3/10/11, round number 0 = final). */
export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    teeId: integer('tee_id').references(() => courseTees.id),
    tournamentId: integer('tournament_id').references(() => tournaments.id),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    holeCount: integer('hole_count').notNull(),
    roundType: integer('round_type').notNull(),
    roundNumber: integer('round_number').notNull().default(1),
    isSimulator: boolean('is_simulator').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(true),
    /** The owner marked the round as featured (spec 3 §2 My Featured/Best Rounds; the favorites report). */
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Gross score over the holes played; null while nothing is recorded. */
    score: integer('score'),
    par: integer('par').notNull(),
    courseRating: real('course_rating').notNull(),
    slope: integer('slope').notNull(),
    /** Sum of the hole lengths; null when a hole's length was not recorded (a course made from a CSV). */
    courseLengthYards: integer('course_length_yards'),
    /**
     * Issue 20: the client's id of the round (its clientRoundId, or `idem:` + its Idempotency-Key): a
     * retried post finds the round it made instead of writing a duplicate. null for seeded rounds.
     */
    clientRoundId: text('client_round_id'),
    /**
     * The player's data-version counter (account_data_versions) when this round was written; 0 for seeded
     * rounds. An analytics cache that saw counter n reloads only rounds written after n (issue 20).
     */
    dataVersion: integer('data_version').notNull().default(0),
  },
  (t) => [
    index('rounds_account_played_idx').on(t.accountId, t.playedAt),
    unique('rounds_account_client_round_id').on(t.accountId, t.clientRoundId),
  ],
);

export const roundHoles = pgTable(
  'round_holes',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    roundHoleNumber: integer('round_hole_number').notNull(),
    courseHoleNumber: integer('course_hole_number').notNull(),
    par: integer('par').notNull(),
    strokeIndex: integer('stroke_index').notNull(),
    /** null when not recorded (a tee without yardages), never 0. */
    lengthYards: integer('length_yards'),
    score: integer('score'),
    putts: integer('putts'),
    fairway: text('fairway', { enum: ['hit', 'left', 'right', 'short', 'long'] }),
    teeLatitude: doublePrecision('tee_latitude'),
    teeLongitude: doublePrecision('tee_longitude'),
    pinLatitude: doublePrecision('pin_latitude'),
    pinLongitude: doublePrecision('pin_longitude'),
    isExcluded: boolean('is_excluded').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.roundHoleNumber] })],
);

export const shots = pgTable(
  'shots',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    roundHoleNumber: integer('round_hole_number').notNull(),
    shotNumber: integer('shot_number').notNull(),
    startLatitude: doublePrecision('start_latitude').notNull(),
    startLongitude: doublePrecision('start_longitude').notNull(),
    endLatitude: doublePrecision('end_latitude').notNull(),
    endLongitude: doublePrecision('end_longitude').notNull(),
    startLie: text('start_lie').notNull(),
    endLie: text('end_lie').notNull(),
    distanceToPinBeforeYards: real('distance_before_yards').notNull(),
    distanceToPinAfterYards: real('distance_after_yards').notNull(),
    penaltyStrokes: integer('penalty_strokes').notNull().default(0),
    /** Club as the player's app names it; null when unknown (issue 20). */
    club: text('club'),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.roundHoleNumber, t.shotNumber] })],
);

/**
 * Per-hole derived flags and strokes gained, written with the round in one transaction
 * (ARCHITECTURE §4) so analytics never re-derive from shots.
 */
export const holeStats = pgTable(
  'hole_stats',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    roundHoleNumber: integer('round_hole_number').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    features: jsonb('features').$type<HoleFeatures>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.roundHoleNumber] }),
    index('hole_stats_account_idx').on(t.accountId),
  ],
);

/** Course-management targets per hole (spec 3 §3 Hole (geometry) courseManagementTarget). */
export const roundTargets = pgTable(
  'round_targets',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    roundHoleNumber: integer('round_hole_number').notNull(),
    shotNumber: integer('shot_number').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('round_targets_round_idx').on(t.roundId)],
);

export const roundNotes = pgTable('round_notes', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => rounds.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  details: jsonb('details'),
});
