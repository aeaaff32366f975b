import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/client';

const { accounts, accountCircles, rosterMembers, rounds } = schema;

/** How an associated player relates to the profile's player (issue 17 decision, see the feature README). */
export type AssociationKind = 'circle' | 'teammate' | 'shared';
export type AssociatedCandidate = {
  accountId: number;
  firstName: string;
  lastName: string;
  username: string;
  relation: AssociationKind;
};

/** At most this many associated players are listed (a roster of a big academy stays one dialog). */
export const ASSOCIATED_PLAYERS_MAX = 100;

/** Candidates for the second player of a comparison and the round scores their averages need. */
export function createComparePlayersRepository(db: DbOrTx) {
  return {
    /**
     * The player's circle, teammates on the player's rosters, and the players whose circle holds the
     * viewer (a coach's athletes); only accounts with completed rounds; the player and the viewer excluded.
     */
    async candidates(accountId: number, viewerId: number | null): Promise<AssociatedCandidate[]> {
      const circle = db
        .select({ id: accountCircles.memberAccountId })
        .from(accountCircles)
        .where(eq(accountCircles.accountId, accountId));
      const myRosters = db
        .select({ id: rosterMembers.rosterId })
        .from(rosterMembers)
        .where(eq(rosterMembers.accountId, accountId));
      const teammates = db
        .select({ id: rosterMembers.accountId })
        .from(rosterMembers)
        .where(inArray(rosterMembers.rosterId, myRosters));
      const shared = db
        .select({ id: accountCircles.accountId })
        .from(accountCircles)
        .where(eq(accountCircles.memberAccountId, viewerId ?? 0));
      const [circleIds, teammateIds, sharedIds] = await Promise.all([circle, teammates, shared]);
      const relation = new Map<number, AssociationKind>();
      for (const [ids, kind] of [
        [circleIds, 'circle'],
        [teammateIds, 'teammate'],
        [sharedIds, 'shared'],
      ] as const)
        for (const { id } of ids) if (!relation.has(id)) relation.set(id, kind);
      relation.delete(accountId);
      if (relation.size === 0) return [];
      const rows = await db
        .select({
          accountId: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          username: accounts.username,
        })
        .from(accounts)
        .where(
          and(
            inArray(accounts.id, [...relation.keys()]),
            ne(accounts.id, accountId),
            sql`exists (select 1 from ${rounds} where ${rounds.accountId} = ${accounts.id} and ${rounds.isCompleted})`,
          ),
        )
        .orderBy(accounts.lastName, accounts.firstName)
        .limit(ASSOCIATED_PLAYERS_MAX);
      return rows.map((r) => ({ ...r, relation: relation.get(r.accountId)! }));
    },

    /** Completed 18-hole rounds' score to par of these players, newest first. */
    async scoresToPar(accountIds: number[]): Promise<{ accountId: number; scoreVsPar: number }[]> {
      if (accountIds.length === 0) return [];
      return db
        .select({
          accountId: rounds.accountId,
          scoreVsPar: sql<number>`${rounds.score} - ${rounds.par}`.mapWith(Number),
        })
        .from(rounds)
        .where(
          and(
            inArray(rounds.accountId, accountIds),
            eq(rounds.isCompleted, true),
            eq(rounds.holeCount, 18),
            isNotNull(rounds.score),
          ),
        )
        .orderBy(desc(rounds.playedAt));
    },
  };
}

export type ComparePlayersRepository = ReturnType<typeof createComparePlayersRepository>;
