import { createAuthRepository } from '../../repositories/auth';
import type { AuthDeps, ClientContext } from './deps';
import { authErrors } from './errors';
import { AUTH_LIMITS } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import type { IssuedSession, SessionService } from './sessions';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Password login (spec 1 §2.2 alternative login) and setting or changing the password (issue 3). */
export function createPasswordLoginService(deps: AuthDeps, sessions: SessionService) {
  const { db, repo, clock } = deps;

  /** Refuses while the number is locked out or the client IP has failed too often. */
  async function assertNotLocked(phone: string | null, client: ClientContext): Promise<void> {
    const now = clock.now();
    if (phone) {
      const lockedAt = await repo.latestEventAt(
        'password_lockout',
        phone,
        false,
        ago(now, AUTH_LIMITS.passwordLockoutMs),
      );
      if (lockedAt) {
        const minutes = Math.max(
          1,
          Math.ceil((lockedAt.getTime() + AUTH_LIMITS.passwordLockoutMs - now.getTime()) / 60_000),
        );
        throw authErrors.passwordLocked(minutes);
      }
    }
    const ipFailures = await repo.countEvents(
      'password_failure',
      client.ip,
      true,
      ago(now, AUTH_LIMITS.passwordFailureWindowMs),
    );
    if (ipFailures >= AUTH_LIMITS.passwordFailuresPerIpPerWindow) throw authErrors.tooManyAttempts();
  }

  /**
   * Counts a failure; the one that reaches the limit starts a lock-out and is answered with it.
   * Unknown numbers are counted and locked the same way, so the answers reveal nothing.
   */
  async function recordFailure(phone: string | null, client: ClientContext): Promise<{ isLocked: boolean }> {
    return db.transaction(async (tx) => {
      const txRepo = createAuthRepository(tx);
      const now = clock.now();
      await txRepo.recordEvent('password_failure', client.ip, true, now);
      if (!phone) return { isLocked: false };
      await txRepo.lockKeys([phone]);
      await txRepo.recordEvent('password_failure', phone, false, now);
      const windowStart = ago(now, AUTH_LIMITS.passwordFailureWindowMs);
      // Failures before the last lock-out were already punished.
      const lastLockout = await txRepo.latestEventAt('password_lockout', phone, false, windowStart);
      const failures = await txRepo.countEvents('password_failure', phone, false, lastLockout ?? windowStart);
      if (failures < AUTH_LIMITS.passwordFailuresBeforeLockout) return { isLocked: false };
      await txRepo.recordEvent('password_lockout', phone, false, now);
      return { isLocked: true };
    });
  }

  return {
    async login(phone: string, password: string, client: ClientContext): Promise<IssuedSession> {
      await assertNotLocked(phone, client);
      const credentials = await repo.findCredentialsByPhone(phone);
      const isMatch = await verifyPassword(credentials?.passwordHash ?? null, password);
      if (!credentials || !isMatch) {
        const { isLocked } = await recordFailure(phone, client);
        throw isLocked
          ? authErrors.passwordLocked(AUTH_LIMITS.passwordLockoutMs / 60_000)
          : authErrors.badCredentials();
      }
      await repo.deleteEvents('password_failure', phone, false);
      return sessions.issueSession(credentials.id);
    },

    /**
     * Sets the first password, or changes it given the current one; then ends the account's other
     * sessions (the one whose refresh cookie came with the request stays).
     */
    async changePassword(
      accountId: number,
      input: { currentPassword?: string; newPassword: string; refreshToken?: string },
      client: ClientContext,
    ): Promise<void> {
      const credentials = await repo.findCredentialsById(accountId);
      if (!credentials) throw authErrors.sessionEnded();
      if (credentials.passwordHash !== null) {
        if (input.currentPassword === undefined) throw authErrors.currentPasswordRequired();
        await assertNotLocked(credentials.phone, client);
        if (!(await verifyPassword(credentials.passwordHash, input.currentPassword))) {
          const { isLocked } = await recordFailure(credentials.phone, client);
          throw isLocked
            ? authErrors.passwordLocked(AUTH_LIMITS.passwordLockoutMs / 60_000)
            : authErrors.wrongCurrentPassword();
        }
      }
      await repo.setPasswordHash(accountId, await hashPassword(input.newPassword));
      const keepFamily = await sessions.familyOf(input.refreshToken, accountId);
      await repo.revokeOtherFamilies(accountId, keepFamily, clock.now());
    },
  };
}

export type PasswordLoginService = ReturnType<typeof createPasswordLoginService>;
