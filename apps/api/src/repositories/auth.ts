import { and, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/client';
import { SIGN_UP_PROFILE_TYPE } from './accounts';

const { accounts, accountProfiles, authEvents, otpChallenges, refreshTokens } = schema;

export type AuthEventKind = (typeof authEvents.$inferInsert)['kind'];
export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Storage of the auth flows: one-time codes, limit counters, refresh-token families, and the
 * credential side of accounts (phone, password hash). Times always come from the caller's clock.
 */
export function createAuthRepository(db: DbOrTx) {
  return {
    /**
     * Serialises concurrent requests on the same keys (a number, an IP) until the transaction ends,
     * on every instance sharing the database. Call inside a transaction, keys in a fixed order.
     */
    async lockKeys(keys: string[]): Promise<void> {
      for (const key of keys) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth:${key}`}))`);
    },

    // One-time codes.

    async latestChallenge(phone: string): Promise<OtpChallenge | null> {
      const [row] = await db
        .select()
        .from(otpChallenges)
        .where(eq(otpChallenges.phone, phone))
        .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
        .limit(1);
      return row ?? null;
    },

    async insertChallenge(
      values: Omit<typeof otpChallenges.$inferInsert, 'id' | 'attempts' | 'deadAt'>,
    ): Promise<OtpChallenge> {
      const [row] = await db.insert(otpChallenges).values(values).returning();
      return row!;
    },

    /** Forgets a code that never reached the phone. */
    async deleteChallenge(id: number): Promise<void> {
      await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
    },

    /** Ends every live code of a number (a resend makes the old code dead). */
    async killLiveChallenges(phone: string, now: Date): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ deadAt: now })
        .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.deadAt)));
    },

    /** Ends one code; false when it was already dead (another request consumed it first). */
    async killChallenge(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpChallenges)
        .set({ deadAt: now })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.deadAt)))
        .returning({ id: otpChallenges.id });
      return rows.length > 0;
    },

    /**
     * Takes one try of a live, unexpired code atomically, so parallel guesses cannot exceed the
     * limit; returns the tries used including this one, or null when no try is left.
     */
    async claimAttempt(id: number, maxTries: number, now: Date): Promise<number | null> {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(
          and(
            eq(otpChallenges.id, id),
            isNull(otpChallenges.deadAt),
            lt(otpChallenges.attempts, maxTries),
            gt(otpChallenges.expiresAt, now),
          ),
        )
        .returning({ attempts: otpChallenges.attempts });
      return row?.attempts ?? null;
    },

    // Limit counters.

    async recordEvent(kind: AuthEventKind, subject: string, isIp: boolean, at: Date): Promise<void> {
      await db.insert(authEvents).values({ kind, subject, isIp, at });
    },

    async countEvents(
      kind: AuthEventKind | AuthEventKind[],
      subject: string,
      isIp: boolean,
      since: Date,
    ): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(authEvents)
        .where(
          and(
            Array.isArray(kind) ? inArray(authEvents.kind, kind) : eq(authEvents.kind, kind),
            eq(authEvents.subject, subject),
            eq(authEvents.isIp, isIp),
            gt(authEvents.at, since),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async latestEventAt(
      kind: AuthEventKind,
      subject: string,
      isIp: boolean,
      since: Date,
    ): Promise<Date | null> {
      const [row] = await db
        .select({ at: authEvents.at })
        .from(authEvents)
        .where(
          and(
            eq(authEvents.kind, kind),
            eq(authEvents.subject, subject),
            eq(authEvents.isIp, isIp),
            gt(authEvents.at, since),
          ),
        )
        .orderBy(desc(authEvents.at))
        .limit(1);
      return row?.at ?? null;
    },

    async deleteEvents(kind: AuthEventKind, subject: string, isIp: boolean): Promise<void> {
      await db
        .delete(authEvents)
        .where(and(eq(authEvents.kind, kind), eq(authEvents.subject, subject), eq(authEvents.isIp, isIp)));
    },

    // Refresh-token families.

    async insertRefreshToken(
      values: Omit<typeof refreshTokens.$inferInsert, 'id' | 'usedAt' | 'revokedAt'>,
    ): Promise<void> {
      // A rotation's successor is derived from its predecessor: two tabs may store the same one.
      await db.insert(refreshTokens).values(values).onConflictDoNothing({ target: refreshTokens.tokenHash });
    },

    /**
     * Whether a session (a refresh-token family) is still open: not logged out, not revoked for reuse
     * or a password change, not expired. Read on every request with an access token (issue 22 item 8).
     */
    async isSessionOpen(familyId: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Marks a token used; false when it was already used or revoked (a replay, or a lost race). */
    async markRefreshTokenUsed(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Ends every session of an account but the one in `keepFamilyId` (after a password change). */
    async revokeOtherFamilies(accountId: number, keepFamilyIds: string[], now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.accountId, accountId),
            isNull(refreshTokens.revokedAt),
            keepFamilyIds.length > 0 ? notInArray(refreshTokens.familyId, keepFamilyIds) : undefined,
          ),
        );
    },

    /** Housekeeping: forgets counters, codes and tokens that no rule looks at any more. */
    async purgeBefore(cutoff: Date): Promise<void> {
      await db.delete(authEvents).where(lt(authEvents.at, cutoff));
      await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, cutoff));
      await db
        .delete(refreshTokens)
        .where(or(lt(refreshTokens.expiresAt, cutoff), lt(refreshTokens.revokedAt, cutoff)));
    },

    // The credential side of accounts.

    async findCredentialsByPhone(phone: string): Promise<{ id: number; passwordHash: string | null } | null> {
      const [row] = await db
        .select({ id: accounts.id, passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.phone, phone));
      return row ?? null;
    },

    async findCredentialsById(
      id: number,
    ): Promise<{ id: number; phone: string | null; passwordHash: string | null } | null> {
      const [row] = await db
        .select({ id: accounts.id, phone: accounts.phone, passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.id, id));
      return row ?? null;
    },

    async setPasswordHash(accountId: number, passwordHash: string): Promise<void> {
      await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
    },

    async isUsernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.username}) = lower(${username})`)
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Creates the account of a verified sign-up, a player's (SIGN_UP_PROFILE_TYPE); null when the number or
     * username got taken meanwhile.
     */
    async createPhoneAccount(values: {
      phone: string;
      username: string;
      accountGuid: string;
    }): Promise<number | null> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(accounts)
          .values(values)
          .onConflictDoNothing()
          .returning({ id: accounts.id });
        const id = rows[0]?.id ?? null;
        if (id !== null)
          await tx.insert(accountProfiles).values({ accountId: id, profileTypeId: SIGN_UP_PROFILE_TYPE });
        return id;
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
