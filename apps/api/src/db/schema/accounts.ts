import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core';

/** spec 1 §3 Account. `phone` is E.164 and is the login identifier (spec 1 §2.2). */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  username: text('username').notNull().unique(),
  phone: text('phone').unique(),
  email: text('email'),
  accountGuid: text('account_guid').notNull(),
  imgPath: text('img_path'),
  passwordHash: text('password_hash'),
  defaultSatellite: boolean('default_satellite').notNull().default(true),
  isEnterpriseView: boolean('is_enterprise_view').notNull().default(false),
  prefersMetric: boolean('prefers_metric').notNull().default(false),
  /** 9 or 18; the hole count the player's views start on. */
  defaultHoleCount: integer('default_hole_count').notNull().default(18),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** spec 3 §3 accountExtraInfo and spec 2 §3 resume cover-page fields. One row per account. */
export const accountExtraInfo = pgTable('account_extra_info', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  about: text('about'),
  highSchool: text('high_school'),
  highSchoolEndDate: date('high_school_end_date'),
  highSchoolGpa: real('high_school_gpa'),
  college: text('college'),
  collegeStartDate: date('college_start_date'),
  collegeEndDate: date('college_end_date'),
  collegeGpa: real('college_gpa'),
  ncaaNumber: text('ncaa_number'),
  ghin: text('ghin'),
  heightInches: integer('height_inches'),
  weightLbs: integer('weight_lbs'),
  websiteLink: text('website_link'),
  customLogoPath: text('custom_logo_path'),
  birthday: date('birthday'),
});

/** spec 1 §5: profile types 4, 5, 6, 7 and 12 make an account publicly searchable. */
export const accountProfiles = pgTable(
  'account_profiles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profileTypeId: integer('profile_type_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.profileTypeId] })],
);

/**
 * spec 2 §6 feature privacy: one row per (account, feature id). null means "not set": a visitor
 * then gets the feature unless the phone is marked unverified.
 */
export const accountWebsiteSettings = pgTable(
  'account_website_settings',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id').notNull(),
    isPublic: boolean('is_public'),
    isPhoneVerified: boolean('is_phone_verified'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.featureId] })],
);

/** spec 1 §3 playerWebsiteManagment; allowPublicSite defaults to true when absent (spec 1 §5). */
export const playerWebsiteManagement = pgTable('player_website_management', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  allowPublicSite: boolean('allow_public_site').notNull(),
});

/** spec 2 §6: members of a player's circle (subCircleAccountIds) have full access to the profile. */
export const accountCircles = pgTable(
  'account_circles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    memberAccountId: integer('member_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Issue 18: the player allows this member to manage their tournament schedule. */
    canEditSchedule: boolean('can_edit_schedule').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.memberAccountId] }),
    index('account_circles_member_idx').on(t.memberAccountId),
  ],
);

/** Internal roles (spec 2 §6 product manager). */
export const accountRoles = pgTable(
  'account_roles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['product_manager'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.role] })],
);
