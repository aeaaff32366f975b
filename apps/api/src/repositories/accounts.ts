import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Account, AccountCard } from '@linksight/api-contract';
import { profileAccessFor, WEBSITE_FEATURE_ID } from '@linksight/golf-core';
import { schema, type DbOrTx } from '../db/client';

const {
  accounts,
  accountExtraInfo,
  accountProfiles,
  accountWebsiteSettings,
  playerWebsiteManagement,
  accountCircles,
  accountRoles,
} = schema;

/** spec 1 §5: profile types that make an account publicly searchable. */
export const SEARCHABLE_PROFILE_TYPES = [4, 5, 6, 7, 12] as const;

/**
 * Decision (spec 1 §5 names the searchable types, not their meaning): an account made by phone sign-up is a
 * player's (its username is `player-…`) and gets profile type 4, the demo juniors' type, so that a public
 * profile is found by search. Without a type a newcomer with "Public website" on could never be found.
 */
export const SIGN_UP_PROFILE_TYPE = 4;

export function accountImageUrl(accountId: number): string {
  return `/api/v1/accounts/${accountId}/image`;
}

export function createAccountsRepository(db: DbOrTx) {
  async function loadAccounts(ids: number[]): Promise<Account[]> {
    if (ids.length === 0) return [];
    const [rows, extras, profiles, settings, sites, circles] = await Promise.all([
      db.select().from(accounts).where(inArray(accounts.id, ids)),
      db.select().from(accountExtraInfo).where(inArray(accountExtraInfo.accountId, ids)),
      db.select().from(accountProfiles).where(inArray(accountProfiles.accountId, ids)),
      db.select().from(accountWebsiteSettings).where(inArray(accountWebsiteSettings.accountId, ids)),
      db.select().from(playerWebsiteManagement).where(inArray(playerWebsiteManagement.accountId, ids)),
      db.select().from(accountCircles).where(inArray(accountCircles.accountId, ids)),
    ]);
    return rows.map((a) => {
      const extra = extras.find((e) => e.accountId === a.id);
      return {
        accountId: a.id,
        firstName: a.firstName,
        lastName: a.lastName,
        username: a.username,
        imgUrl: a.imgPath ? accountImageUrl(a.id) : null,
        accountExtraInfo: extra
          ? [
              {
                about: extra.about,
                highSchool: extra.highSchool,
                highSchoolEndDate: extra.highSchoolEndDate,
                highSchoolGpa: extra.highSchoolGpa,
                college: extra.college,
                collegeEndDate: extra.collegeEndDate,
                collegeGpa: extra.collegeGpa,
                ncaaNumber: extra.ncaaNumber,
              },
            ]
          : [],
        profile: profiles
          .filter((p) => p.accountId === a.id)
          .map((p) => ({ profileTypeId: p.profileTypeId })),
        playerWebsiteManagment: sites
          .filter((s) => s.accountId === a.id)
          .map((s) => ({ allowPublicSite: s.allowPublicSite })),
        accountWebsiteSettingsAccount: settings
          .filter((s) => s.accountId === a.id)
          .map((s) => ({ featureId: s.featureId, isPublic: s.isPublic, isPhoneVerified: s.isPhoneVerified })),
        subCircleAccountIds: circles.filter((c) => c.accountId === a.id).map((c) => c.memberAccountId),
        defaultSatellite: a.defaultSatellite,
        blnEnterpriseView: a.isEnterpriseView,
      };
    });
  }

  return {
    async findByUsername(username: string): Promise<Account | null> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.username}) = lower(${username})`);
      if (!row) return null;
      const [account] = await loadAccounts([row.id]);
      return account ?? null;
    },

    async findById(id: number): Promise<Account | null> {
      const [account] = await loadAccounts([id]);
      return account ?? null;
    },

    async isProductManager(accountId: number): Promise<boolean> {
      const rows = await db
        .select({ role: accountRoles.role })
        .from(accountRoles)
        .where(and(eq(accountRoles.accountId, accountId), eq(accountRoles.role, 'product_manager')));
      return rows.length > 0;
    },

    async imagePath(accountId: number): Promise<string | null> {
      const [row] = await db
        .select({ imgPath: accounts.imgPath })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.imgPath ?? null;
    },

    /**
     * spec 1 §5 account filter: case-insensitive substring on first, last or "first last"; only
     * accounts with a searchable profile type, no playerWebsiteManagment entry forbidding a public site and
     * a website that is not private.
     */
    async search(query: string, limit = 60): Promise<AccountCard[]> {
      const q = query.trim();
      if (!q) return [];
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select({
          id: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          username: accounts.username,
          imgPath: accounts.imgPath,
        })
        .from(accounts)
        .where(
          and(
            or(
              ilike(accounts.firstName, pattern),
              ilike(accounts.lastName, pattern),
              ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
            ),
            sql`exists (select 1 from ${accountProfiles} where ${accountProfiles.accountId} = ${accounts.id} and ${inArray(accountProfiles.profileTypeId, [...SEARCHABLE_PROFILE_TYPES])})`,
            sql`not exists (select 1 from ${playerWebsiteManagement} where ${playerWebsiteManagement.accountId} = ${accounts.id} and ${playerWebsiteManagement.allowPublicSite} = false)`,
            // A private website (feature 88, spec 2 §6) answers visitors as a missing account: listing it
            // would lead a searcher to a profile that is not there.
            sql`not exists (select 1 from ${accountWebsiteSettings} where ${accountWebsiteSettings.accountId} = ${accounts.id} and ${accountWebsiteSettings.featureId} = ${WEBSITE_FEATURE_ID} and ${accountWebsiteSettings.isPublic} = false)`,
          ),
        )
        .orderBy(accounts.lastName, accounts.firstName)
        .limit(limit);
      if (rows.length === 0) return [];
      // A profile whose every page is private to visitors sends them home, as a private website does: it is
      // left out too (the team page shows such a member as "Private profile", golf-core profileAccessFor).
      const settings = await db
        .select()
        .from(accountWebsiteSettings)
        .where(
          inArray(
            accountWebsiteSettings.accountId,
            rows.map((r) => r.id),
          ),
        );
      const opensAPage = (accountId: number) =>
        profileAccessFor(
          settings.filter((x) => x.accountId === accountId),
          false,
        ).enabledFeatures.length > 0;
      return rows
        .filter((r) => opensAPage(r.id))
        .map((r) => ({
          accountId: r.id,
          firstName: r.firstName,
          lastName: r.lastName,
          username: r.username,
          imgUrl: r.imgPath ? accountImageUrl(r.id) : null,
        }));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
