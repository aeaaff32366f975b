import { index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Issue 20: a counter moved by every write of a player's rounds, in the write's transaction. The player's
 * data version (read on every analytics request) includes it, so cached datasets of every API instance
 * move on at once even when a PUT keeps the round's id or only holes change.
 */
export const accountDataVersions = pgTable('account_data_versions', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});

/** The player's current WHS Handicap Index, recomputed on every round write (issue 20). */
export const playerHandicaps = pgTable('player_handicaps', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** null below 3 acceptable scores (WHS Rule 5.2). */
  handicapIndex: real('handicap_index'),
  /** Acceptable scores the index rests on (at most 20). */
  scoresUsed: integer('scores_used').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every acceptable score with its differential and the index after it, oldest first (issue 20). */
export const handicapHistory = pgTable(
  'handicap_history',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The round, or the two 9-hole rounds combined into this score. */
    roundIds: jsonb('round_ids').$type<number[]>().notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    adjustedGrossScore: integer('adjusted_gross_score').notNull(),
    differential: real('differential').notNull(),
    handicapIndex: real('handicap_index'),
  },
  (t) => [index('handicap_history_account_idx').on(t.accountId, t.playedAt)],
);

/**
 * Personal access tokens (issue 20, spec 1 §4.3 external tokens): opaque, shown once, stored as a
 * SHA-256 hash, with scopes, an optional expiry and the time of last use.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token, shown in the list so a person recognises it. */
    prefix: text('prefix').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('personal_access_tokens_account_idx').on(t.accountId)],
);
