import { boolean, date, integer, pgTable, serial, text, index, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { courses } from './courses';

/** Tournaments (spec 3 §3 Tournament row). eventType uses the round type ids 3/10/11 (spec 3 §9). */
export const tournaments = pgTable('tournaments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url'),
  eventType: integer('event_type').notNull(),
  /** 1 Local, 3 National, 4 High School (spec 3 §9 schedule defaults); others allowed. */
  localeType: integer('locale_type').notNull(),
  isTeamEvent: boolean('is_team_event').notNull().default(false),
  courseId: integer('course_id').references(() => courses.id),
  city: text('city'),
  state: text('state'),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  /**
   * The player on whose schedule the tournament was created (Add Event → New tournament); null for the
   * catalogue's own. Whoever manages that schedule may correct the tournament's details.
   */
  createdByAccountId: integer('created_by_account_id').references(() => accounts.id, {
    onDelete: 'set null',
  }),
});

/**
 * A player's relation to a tournament: upcoming entries carry a status (spec 3 §4: 1 In Field,
 * 2 Considering, 3 Qualifying, 4 Applied, 5 Invited, 6 Conflict/WD); past ones may be featured with a note.
 */
export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    status: integer('status'),
    note: text('note'),
    isFeatured: boolean('is_featured').notNull().default(false),
  },
  (t) => [
    unique('schedule_entries_account_tournament').on(t.accountId, t.tournamentId),
    index('schedule_entries_account_idx').on(t.accountId),
  ],
);
