import { and, eq, sql } from 'drizzle-orm';
import {
  PRIVACY_FEATURE_IDS,
  type CircleMember,
  type EditableProfile,
  type FeaturePrivacy,
  type PrivacySettings,
  type ProfileSettings,
  type ProfileSettingsUpdate,
} from '@linksight/api-contract';
import { isFeatureOpenToVisitors, isWebsitePrivate, WEBSITE_FEATURE_ID } from '@linksight/golf-core';
import { schema, type DbOrTx } from '../db/client';
import { accountImageUrl } from './accounts';

const { accounts, accountExtraInfo, accountWebsiteSettings, playerWebsiteManagement, accountCircles } =
  schema;

/** Stored columns of the editable fields that live on `account_extra_info`. */
const EXTRA_COLUMNS = {
  about: 'about',
  highSchoolName: 'highSchool',
  highSchoolGraduationDate: 'highSchoolEndDate',
  highSchoolGpa: 'highSchoolGpa',
  collegeName: 'college',
  collegeStartDate: 'collegeStartDate',
  collegeGraduationDate: 'collegeEndDate',
  collegeGpa: 'collegeGpa',
  ncaaNumber: 'ncaaNumber',
  ghinNumber: 'ghin',
  heightInches: 'heightInches',
  weightLbs: 'weightLbs',
  websiteLink: 'websiteLink',
} as const satisfies Partial<Record<keyof EditableProfile, keyof typeof accountExtraInfo.$inferInsert>>;

const ACCOUNT_COLUMNS = ['firstName', 'lastName', 'username', 'prefersMetric', 'defaultHoleCount'] as const;

/**
 * One key for every username change: the check "no other account has this name in any case" and the
 * write run under it, so two changes to `Ana` and `ana` cannot both pass (the column's unique index is
 * case-sensitive; PostgreSQL and PGlite both have transaction-scoped advisory locks).
 */
const USERNAME_LOCK_KEY = 7_300_501;

/** Profile settings of one account (ARCHITECTURE "Profile settings"); writes run in the caller's transaction. */
export function createAccountSettingsRepository(db: DbOrTx) {
  return {
    async readProfile(accountId: number): Promise<ProfileSettings | null> {
      const [row] = await db
        .select({ account: accounts, extra: accountExtraInfo })
        .from(accounts)
        .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, accounts.id))
        .where(eq(accounts.id, accountId));
      if (!row) return null;
      const { account: a, extra: e } = row;
      return {
        accountId: a.id,
        firstName: a.firstName,
        lastName: a.lastName,
        username: a.username,
        imgUrl: a.imgPath ? accountImageUrl(a.id) : null,
        about: e?.about ?? null,
        highSchoolName: e?.highSchool ?? null,
        highSchoolGraduationDate: e?.highSchoolEndDate ?? null,
        highSchoolGpa: e?.highSchoolGpa ?? null,
        collegeName: e?.college ?? null,
        collegeStartDate: e?.collegeStartDate ?? null,
        collegeGraduationDate: e?.collegeEndDate ?? null,
        collegeGpa: e?.collegeGpa ?? null,
        ncaaNumber: e?.ncaaNumber ?? null,
        ghinNumber: e?.ghin ?? null,
        heightInches: e?.heightInches ?? null,
        weightLbs: e?.weightLbs ?? null,
        websiteLink: e?.websiteLink ?? null,
        prefersMetric: a.prefersMetric,
        defaultHoleCount: a.defaultHoleCount === 9 ? 9 : 18,
      };
    },

    /** Takes the username lock; true when another account has `username` in any letter case. */
    async isUsernameTakenByOther(accountId: number, username: string): Promise<boolean> {
      await db.execute(sql`select pg_advisory_xact_lock(${USERNAME_LOCK_KEY})`);
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(sql`lower(${accounts.username}) = lower(${username})`, sql`${accounts.id} <> ${accountId}`),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Writes the fields of a validated, normalized change. */
    async writeProfile(accountId: number, change: ProfileSettingsUpdate): Promise<void> {
      const accountValues: Partial<typeof accounts.$inferInsert> = {};
      for (const key of ACCOUNT_COLUMNS)
        if (change[key] !== undefined) Object.assign(accountValues, { [key]: change[key] });
      if (Object.keys(accountValues).length > 0)
        await db.update(accounts).set(accountValues).where(eq(accounts.id, accountId));
      const extraValues: Partial<typeof accountExtraInfo.$inferInsert> = {};
      for (const [field, column] of Object.entries(EXTRA_COLUMNS))
        if (change[field as keyof typeof EXTRA_COLUMNS] !== undefined)
          Object.assign(extraValues, { [column]: change[field as keyof typeof EXTRA_COLUMNS] });
      if (Object.keys(extraValues).length > 0)
        await db
          .insert(accountExtraInfo)
          .values({ accountId, ...extraValues })
          .onConflictDoUpdate({ target: accountExtraInfo.accountId, set: extraValues });
    },

    /** Sets the photo's media path (null removes it); answers the path it replaced. */
    async replacePhoto(accountId: number, imgPath: string | null): Promise<string | null> {
      const [before] = await db
        .select({ imgPath: accounts.imgPath })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update');
      await db.update(accounts).set({ imgPath }).where(eq(accounts.id, accountId));
      return before?.imgPath ?? null;
    },

    /**
     * What a visitor gets (spec 2 §6, golf-core's rules): the website is public when feature 88 is not
     * private and `allowPublicSite` is not false (search and rosters read the latter, spec 1 §5).
     */
    async readPrivacy(accountId: number): Promise<PrivacySettings> {
      const [settings, sites] = await Promise.all([
        db.select().from(accountWebsiteSettings).where(eq(accountWebsiteSettings.accountId, accountId)),
        db.select().from(playerWebsiteManagement).where(eq(playerWebsiteManagement.accountId, accountId)),
      ]);
      return {
        isWebsitePublic: !isWebsitePrivate(settings) && sites.every((s) => s.allowPublicSite),
        features: PRIVACY_FEATURE_IDS.map((featureId) => ({
          featureId,
          isPublic: isFeatureOpenToVisitors(settings, featureId),
        })),
      };
    },

    /** An explicit choice per feature; the phone flag of an existing setting is kept. */
    async writePrivacy(
      accountId: number,
      change: { isWebsitePublic?: boolean; features?: FeaturePrivacy[] },
    ): Promise<void> {
      const choices = [
        ...(change.features ?? []),
        ...(change.isWebsitePublic === undefined
          ? []
          : [{ featureId: WEBSITE_FEATURE_ID, isPublic: change.isWebsitePublic }]),
      ];
      for (const { featureId, isPublic } of choices)
        await db
          .insert(accountWebsiteSettings)
          .values({ accountId, featureId, isPublic })
          .onConflictDoUpdate({
            target: [accountWebsiteSettings.accountId, accountWebsiteSettings.featureId],
            set: { isPublic },
          });
      if (change.isWebsitePublic !== undefined)
        await db
          .insert(playerWebsiteManagement)
          .values({ accountId, allowPublicSite: change.isWebsitePublic })
          .onConflictDoUpdate({
            target: playerWebsiteManagement.accountId,
            set: { allowPublicSite: change.isWebsitePublic },
          });
    },

    async listCircle(accountId: number): Promise<CircleMember[]> {
      const rows = await db
        .select({
          accountId: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          username: accounts.username,
          imgPath: accounts.imgPath,
        })
        .from(accountCircles)
        .innerJoin(accounts, eq(accounts.id, accountCircles.memberAccountId))
        .where(eq(accountCircles.accountId, accountId))
        .orderBy(accounts.lastName, accounts.firstName, accounts.id);
      return rows.map(({ imgPath, ...member }) => ({
        ...member,
        imgUrl: imgPath ? accountImageUrl(member.accountId) : null,
      }));
    },

    /** The account with this username (any case) or, when `phone` is given and no username matches, phone. */
    async findMember(username: string, phone: string | null): Promise<number | null> {
      const [byName] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.username}) = lower(${username})`);
      if (byName) return byName.id;
      if (phone === null) return null;
      const [byPhone] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, phone));
      return byPhone?.id ?? null;
    },

    /** false when the member was already in the circle. */
    async addToCircle(accountId: number, memberAccountId: number): Promise<boolean> {
      const rows = await db
        .insert(accountCircles)
        .values({ accountId, memberAccountId })
        .onConflictDoNothing()
        .returning({ id: accountCircles.memberAccountId });
      return rows.length > 0;
    },

    /** false when the member was not in the circle. */
    async removeFromCircle(accountId: number, memberAccountId: number): Promise<boolean> {
      const rows = await db
        .delete(accountCircles)
        .where(
          and(eq(accountCircles.accountId, accountId), eq(accountCircles.memberAccountId, memberAccountId)),
        )
        .returning({ id: accountCircles.memberAccountId });
      return rows.length > 0;
    },
  };
}

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;
