import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Gallery images and swing videos (spec 3 §3 gallery item / swing video item). Files live in MEDIA_DIR. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['image', 'video'] }).notNull(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    caption: text('caption'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_account_idx').on(t.accountId)],
);

/** News feed items (spec 3 §3 news item: header, formattedDate, body, images, coverPhoto, links, videos). */
export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    header: text('header').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_items_account_idx').on(t.accountId)],
);

export const newsImages = pgTable('news_images', {
  id: serial('id').primaryKey(),
  newsItemId: integer('news_item_id')
    .notNull()
    .references(() => newsItems.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id')
    .notNull()
    .references(() => media.id, { onDelete: 'cascade' }),
  isCover: boolean('is_cover').notNull().default(false),
});

export const newsLinks = pgTable('news_links', {
  id: serial('id').primaryKey(),
  newsItemId: integer('news_item_id')
    .notNull()
    .references(() => newsItems.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  url: text('url').notNull(),
});

export const newsVideos = pgTable('news_videos', {
  id: serial('id').primaryKey(),
  newsItemId: integer('news_item_id')
    .notNull()
    .references(() => newsItems.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id')
    .notNull()
    .references(() => media.id, { onDelete: 'cascade' }),
});

/** spec 2 §3 Resume settings, stored whole (their shape is owned by api-contract). */
export const resumeSettings = pgTable('resume_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** ARCHITECTURE §6: report state under an unguessable hash, printed by headless Chromium. */
export const reportSnapshots = pgTable('report_snapshots', {
  hash: text('hash').primaryKey(),
  kind: text('kind').notNull(),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
