import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FeatureSetting } from '@linksight/golf-core';
import { schema, type DbOrTx } from '../db/client';

const {
  organizations,
  rosters,
  rosterMembers,
  accounts,
  accountExtraInfo,
  accountWebsiteSettings,
  accountCircles,
  playerWebsiteManagement,
} = schema;

export type RosterGroupFilter = { kind: 'all' } | { kind: 'coaches' } | { kind: 'roster'; rosterId: number };

/** A roster member with what gating their card needs (spec 2 §6), before privacy is applied. */
export type RosterMemberRow = {
  accountId: number;
  firstName: string;
  lastName: string;
  username: string;
  imgPath: string | null;
  role: 'player' | 'coach';
  highSchoolEndDate: string | null;
  collegeEndDate: string | null;
  allowPublicSite: boolean;
  settings: FeatureSetting[];
  subCircleAccountIds: number[];
};

/** Organisation logos and roster members (spec 1 §2.4). */
export function createOrganizationRosterRepository(db: DbOrTx) {
  return {
    /** spec 1 §2.4: resolved by the short name, case-insensitively like the organisation call. */
    async findByShort(short: string) {
      const [row] = await db
        .select({ id: organizations.id, name: organizations.name, imgPath: organizations.imgPath })
        .from(organizations)
        .where(sql`lower(${organizations.short}) = lower(${short})`);
      return row ?? null;
    },

    async rosterName(organizationId: number, rosterId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: rosters.name })
        .from(rosters)
        .where(and(eq(rosters.id, rosterId), eq(rosters.organizationId, organizationId)));
      return row?.name ?? null;
    },

    /** Members of the group, each once, by last and first name. */
    async listMembers(organizationId: number, group: RosterGroupFilter): Promise<RosterMemberRow[]> {
      const rows = await db
        .selectDistinctOn([accounts.id], {
          accountId: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          username: accounts.username,
          imgPath: accounts.imgPath,
          role: rosterMembers.role,
          highSchoolEndDate: accountExtraInfo.highSchoolEndDate,
          collegeEndDate: accountExtraInfo.collegeEndDate,
          allowPublicSite: playerWebsiteManagement.allowPublicSite,
        })
        .from(rosterMembers)
        .innerJoin(rosters, eq(rosters.id, rosterMembers.rosterId))
        .innerJoin(accounts, eq(accounts.id, rosterMembers.accountId))
        .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, accounts.id))
        .leftJoin(playerWebsiteManagement, eq(playerWebsiteManagement.accountId, accounts.id))
        .where(
          and(
            eq(rosters.organizationId, organizationId),
            group.kind === 'roster' ? eq(rosters.id, group.rosterId) : undefined,
            eq(rosterMembers.role, group.kind === 'coaches' ? 'coach' : 'player'),
          ),
        )
        .orderBy(asc(accounts.id));
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.accountId);
      const [settings, circles] = await Promise.all([
        db.select().from(accountWebsiteSettings).where(inArray(accountWebsiteSettings.accountId, ids)),
        db.select().from(accountCircles).where(inArray(accountCircles.accountId, ids)),
      ]);
      return rows
        .map((r) => ({
          ...r,
          // spec 1 §5: allowPublicSite defaults to true when absent.
          allowPublicSite: r.allowPublicSite ?? true,
          settings: settings
            .filter((s) => s.accountId === r.accountId)
            .map((s) => ({
              featureId: s.featureId,
              isPublic: s.isPublic,
              isPhoneVerified: s.isPhoneVerified,
            })),
          subCircleAccountIds: circles
            .filter((c) => c.accountId === r.accountId)
            .map((c) => c.memberAccountId),
        }))
        .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
    },
  };
}

export type OrganizationRosterRepository = ReturnType<typeof createOrganizationRosterRepository>;
