import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * One-time codes (ARCHITECTURE §5): only a keyed hash of the code is stored. A row is a pending
 * sign-up when accountId is null. Dead once consumed, superseded by a resend, or out of tries.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    deadAt: timestamp('dead_at', { withTimezone: true }),
    requestIp: text('request_ip'),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phone, t.createdAt)],
);

/** Rotating refresh tokens, stored hashed; a family is revoked when a used token is replayed. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountId),
  ],
);

/**
 * Events counted by the auth limits (codes sent per phone and per IP, password and code failures,
 * password throttles), kept in the database so the limits hold across several server instances
 * (issue 3). `subject` is an E.164 number, or a client IP when isIp.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: [
        'code_sent',
        'unknown_number',
        'password_failure',
        'code_failure',
        'password_lockout',
        // issue 22 item 9: failures and throttles of one number from one client (subject "number ip").
        'password_client_failure',
        'password_client_throttle',
      ],
    }).notNull(),
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    isIp: boolean('is_ip').notNull().default(false),
  },
  (t) => [index('auth_events_lookup_idx').on(t.kind, t.subject, t.at)],
);

/** A copy of every outbound text message (the outbox transport also writes a JSON-lines file). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
