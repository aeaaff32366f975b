import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { PERSONAL_TOKEN_PREFIX, type AccessToken, type TokenScope } from '@linksight/api-contract';
import { schema, type DbOrTx } from '../db/client';

const { personalAccessTokens: tokens } = schema;

/** Characters of the token kept to show in the list (the prefix plus a few random ones). */
const SHOWN_PREFIX_LENGTH = PERSONAL_TOKEN_PREFIX.length + 6;
/** Last use is recorded at most this often per token (a busy script need not write on every call). */
export const LAST_USE_RESOLUTION_MS = 60_000;

export const hashAccessToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** An opaque token: the prefix and 32 random bytes (base64url); only its SHA-256 is stored. */
export function generateAccessToken(): string {
  return PERSONAL_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

function toView(row: typeof tokens.$inferSelect, now: Date): AccessToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as TokenScope[],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    isExpired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

export function createAccessTokensRepository(db: DbOrTx) {
  return {
    async create(
      accountId: number,
      input: { name: string; scopes: TokenScope[]; expiresAt: Date | null },
      now: Date,
    ): Promise<AccessToken & { token: string }> {
      const token = generateAccessToken();
      const [row] = await db
        .insert(tokens)
        .values({
          accountId,
          name: input.name,
          tokenHash: hashAccessToken(token),
          prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
          scopes: input.scopes,
          createdAt: now,
          expiresAt: input.expiresAt,
        })
        .returning();
      return { ...toView(row!, now), token };
    },

    /** The account's tokens that are not revoked, newest first. */
    async list(accountId: number, now: Date): Promise<AccessToken[]> {
      const rows = await db
        .select()
        .from(tokens)
        .where(and(eq(tokens.accountId, accountId), isNull(tokens.revokedAt)))
        .orderBy(desc(tokens.createdAt), desc(tokens.id));
      return rows.map((r) => toView(r, now));
    },

    async revoke(accountId: number, tokenId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(tokens)
        .set({ revokedAt: now })
        .where(and(eq(tokens.id, tokenId), eq(tokens.accountId, accountId), isNull(tokens.revokedAt)))
        .returning({ id: tokens.id });
      return rows.length > 0;
    },

    /**
     * The account and scopes of a live token (not revoked, not expired), or null; records the time of use
     * (at most once per LAST_USE_RESOLUTION_MS, so a busy script does not write on every call).
     */
    async use(token: string, now: Date): Promise<{ accountId: number; scopes: TokenScope[] } | null> {
      const [row] = await db
        .select({
          id: tokens.id,
          accountId: tokens.accountId,
          scopes: tokens.scopes,
          lastUsedAt: tokens.lastUsedAt,
        })
        .from(tokens)
        .where(
          and(
            eq(tokens.tokenHash, hashAccessToken(token)),
            isNull(tokens.revokedAt),
            or(isNull(tokens.expiresAt), gt(tokens.expiresAt, now)),
          ),
        );
      if (!row) return null;
      if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS)
        await db.update(tokens).set({ lastUsedAt: now }).where(eq(tokens.id, row.id));
      return { accountId: row.accountId, scopes: row.scopes as TokenScope[] };
    },
  };
}

export type AccessTokensRepository = ReturnType<typeof createAccessTokensRepository>;
