import { randomUUID } from 'node:crypto';
import type { Account } from '@linksight/api-contract';
import type { AuthDeps } from './deps';
import { authErrors } from './errors';
import { AUTH_LIMITS } from './limits';
import { generateRefreshToken, hashRefreshToken } from './tokens';

/** A new session: the access token and account for the body, the refresh token for the cookie only. */
export type IssuedSession = { accessToken: string; account: Account; refreshToken: string };

/** Access tokens and rotating refresh-token families (issue 3). */
export function createSessionService(deps: AuthDeps) {
  const { repo, clock, tokens, accounts, log } = deps;

  async function issueSession(accountId: number, familyId: string = randomUUID()): Promise<IssuedSession> {
    const account = await accounts.findById(accountId);
    if (!account) throw authErrors.sessionEnded();
    const now = clock.now();
    const refreshToken = generateRefreshToken();
    await repo.insertRefreshToken({
      accountId,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.refreshTokenTtlMs),
    });
    return { accessToken: await tokens.signAccessToken(accountId), account, refreshToken };
  }

  return {
    issueSession,

    /**
     * Rotates a refresh token: the presented one becomes used and a new one of the same family is
     * issued. Presenting a used token means it was copied: the whole family is revoked.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw authErrors.sessionEnded();
      const row = await repo.findRefreshToken(hashRefreshToken(refreshToken));
      const now = clock.now();
      if (!row || row.revokedAt || row.expiresAt <= now) throw authErrors.sessionEnded();
      if (row.usedAt || !(await repo.markRefreshTokenUsed(row.id, now))) {
        await repo.revokeFamily(row.familyId, now);
        log.warn(
          { accountId: row.accountId, familyId: row.familyId },
          'auth: refresh token reused; family revoked',
        );
        throw authErrors.sessionEnded();
      }
      return issueSession(row.accountId, row.familyId);
    },

    /** Revokes the family of the presented token; a missing or unknown token is already logged out. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repo.findRefreshToken(hashRefreshToken(refreshToken));
      if (row) await repo.revokeFamily(row.familyId, clock.now());
    },

    /** The family of a presented refresh token when it belongs to the account, else null. */
    async familyOf(refreshToken: string | undefined, accountId: number): Promise<string | null> {
      if (!refreshToken) return null;
      const row = await repo.findRefreshToken(hashRefreshToken(refreshToken));
      return row && row.accountId === accountId && !row.revokedAt ? row.familyId : null;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
