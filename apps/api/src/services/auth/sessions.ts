import { randomUUID } from 'node:crypto';
import type { Account } from '@linksight/api-contract';
import type { AuthDeps } from './deps';
import { authErrors } from './errors';
import { AUTH_LIMITS } from './limits';
import { deriveSuccessorToken, generateRefreshToken, hashRefreshToken } from './tokens';

/** A new session: the access token and account for the body, the refresh token for the cookie only. */
export type IssuedSession = { accessToken: string; account: Account; refreshToken: string };

/** Access tokens and rotating refresh-token families (issue 3); a family is a session. */
export function createSessionService(deps: AuthDeps) {
  const { repo, clock, tokens, accounts, keys, log } = deps;

  /** Stores `refreshToken` in the family (again: a successor handed out twice is stored once). */
  async function issueSession(
    accountId: number,
    familyId: string = randomUUID(),
    refreshToken: string = generateRefreshToken(),
  ): Promise<IssuedSession> {
    const account = await accounts.findById(accountId);
    if (!account) throw authErrors.sessionEnded();
    const now = clock.now();
    await repo.insertRefreshToken({
      accountId,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.refreshTokenTtlMs),
    });
    return { accessToken: await tokens.signAccessToken(accountId, familyId), account, refreshToken };
  }

  return {
    issueSession,

    /**
     * Rotates a refresh token: the presented one becomes used and its successor is issued. A token
     * presented again within the grace window (another tab refreshing at the same moment) gets the same
     * successor; presented later, it was copied: the whole family is revoked (issue 22 item 8).
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw authErrors.sessionEnded();
      const tokenHash = hashRefreshToken(refreshToken);
      const row = await repo.findRefreshToken(tokenHash);
      const now = clock.now();
      if (!row || row.revokedAt || row.expiresAt <= now) throw authErrors.sessionEnded();
      const successor = deriveSuccessorToken(keys.refreshSuccessor, refreshToken);
      if (await repo.markRefreshTokenUsed(row.id, now))
        return issueSession(row.accountId, row.familyId, successor);
      // Used already (perhaps a moment ago, by a request that won the race): read when.
      const current = await repo.findRefreshToken(tokenHash);
      if (current && !current.revokedAt && current.usedAt) {
        const sinceUse = now.getTime() - current.usedAt.getTime();
        if (sinceUse <= AUTH_LIMITS.refreshReuseGraceMs)
          return issueSession(row.accountId, row.familyId, successor);
      }
      await repo.revokeFamily(row.familyId, now);
      log.warn(
        { accountId: row.accountId, familyId: row.familyId },
        'auth: refresh token reused; family revoked',
      );
      throw authErrors.sessionEnded();
    },

    /**
     * Ends the session of the presented refresh token and of the bearer's access token (issue 22 item 8:
     * a logged-out session's access tokens are refused too); nothing presented is already logged out.
     */
    async logout(refreshToken: string | undefined, accessSessionId: string | null = null): Promise<void> {
      const now = clock.now();
      if (refreshToken) {
        const row = await repo.findRefreshToken(hashRefreshToken(refreshToken));
        if (row) await repo.revokeFamily(row.familyId, now);
      }
      if (accessSessionId) await repo.revokeFamily(accessSessionId, now);
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
