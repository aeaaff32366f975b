import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { MyOrganization, Organization } from '@linksight/api-contract';
import { schema, type DbOrTx } from '../db/client';

const { organizations, rosters, rosterMembers } = schema;

export function createOrganizationsRepository(db: DbOrTx) {
  async function withRosters(rows: (typeof organizations.$inferSelect)[]): Promise<Organization[]> {
    if (rows.length === 0) return [];
    const rosterRows = await db
      .select()
      .from(rosters)
      .where(
        inArray(
          rosters.organizationId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(rosters.id));
    return rows.map((o) => ({
      organizationId: o.id,
      organizationName: o.name,
      organizationShort: o.short,
      roster: rosterRows
        .filter((r) => r.organizationId === o.id)
        .map((r) => ({ rosterId: r.id, name: r.name })),
      phone: o.phone,
      address: o.address,
      imgUrl: o.imgPath ? `/api/v1/organizations/${encodeURIComponent(o.short)}/image` : null,
    }));
  }

  const repository = {
    /** The organisations an account is on a roster of, by name; a coach of any roster is its coach. */
    async forMember(accountId: number): Promise<MyOrganization[]> {
      const rows = await db
        .select({ short: organizations.short, name: organizations.name, role: rosterMembers.role })
        .from(rosterMembers)
        .innerJoin(rosters, eq(rosters.id, rosterMembers.rosterId))
        .innerJoin(organizations, eq(organizations.id, rosters.organizationId))
        .where(eq(rosterMembers.accountId, accountId))
        .orderBy(asc(organizations.name));
      const byShort = new Map<string, MyOrganization>();
      for (const r of rows) {
        const known = byShort.get(r.short);
        const role = known?.role === 'coach' || r.role === 'coach' ? 'coach' : 'player';
        byShort.set(r.short, { organizationShort: r.short, organizationName: r.name, role });
      }
      return [...byShort.values()];
    },

    /**
     * The organisations an account is shown as its own: those of its rosters, and for a product manager every
     * other one as staff (spec 2 §6 full access; a manager on no roster had no way to a team but search).
     */
    async forAccount(accountId: number, isProductManager: boolean): Promise<MyOrganization[]> {
      const own = await repository.forMember(accountId);
      if (!isProductManager) return own;
      const known = new Set(own.map((o) => o.organizationShort));
      const every = await db
        .select({ short: organizations.short, name: organizations.name })
        .from(organizations)
        .orderBy(asc(organizations.name));
      const staff = every
        .filter((o) => !known.has(o.short))
        .map((o): MyOrganization => ({
          organizationShort: o.short,
          organizationName: o.name,
          role: 'staff',
        }));
      return [...own, ...staff];
    },

    /** spec 1 §2.4: organisation data is resolved by the short name (case-insensitive). */
    async findByShort(short: string): Promise<Organization | null> {
      const rows = await db
        .select()
        .from(organizations)
        .where(sql`lower(${organizations.short}) = lower(${short})`);
      const [org] = await withRosters(rows);
      return org ?? null;
    },

    /** spec 1 §5 organisation filter: case-insensitive substring on name or short name; no query, no results. */
    async search(query: string, limit = 60): Promise<Organization[]> {
      const q = query.trim();
      if (!q) return [];
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select()
        .from(organizations)
        .where(or(ilike(organizations.name, pattern), ilike(organizations.short, pattern)))
        .orderBy(asc(organizations.name))
        .limit(limit);
      return withRosters(rows);
    },

    async findByHost(host: string): Promise<Organization | null> {
      const rows = await db
        .select({ o: organizations })
        .from(schema.hostMappings)
        .innerJoin(organizations, eq(organizations.id, schema.hostMappings.organizationId))
        .where(eq(schema.hostMappings.host, host.toLowerCase()));
      const [org] = await withRosters(rows.map((r) => r.o));
      return org ?? null;
    },
  };
  return repository;
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
