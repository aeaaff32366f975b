import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** spec 1 §3 Organization, resolved by its short name (spec 1 §2.4). */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  short: text('short').notNull().unique(),
  kind: text('kind', { enum: ['high_school', 'college', 'academy'] }).notNull(),
  phone: text('phone'),
  address: text('address'),
  imgPath: text('img_path'),
});

export const rosters = pgTable('rosters', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

export const rosterMembers = pgTable(
  'roster_members',
  {
    rosterId: integer('roster_id')
      .notNull()
      .references(() => rosters.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['player', 'coach'] })
      .notNull()
      .default('player'),
  },
  (t) => [primaryKey({ columns: [t.rosterId, t.accountId] })],
);

/** spec 1 §2.4 host-mapped organisation matcher: a host name that serves one organisation's page. */
export const hostMappings = pgTable('host_mappings', {
  host: text('host').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
});
