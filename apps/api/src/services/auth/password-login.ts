import { createAuthRepository } from '../../repositories/auth';
import type { AuthDeps, ClientContext } from './deps';
import { authErrors } from './errors';
import { AUTH_LIMITS } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import type { IssuedSession, SessionService } from './sessions';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Password login (spec 1 §2.2 alternative login) and setting or changing the password (issue 3). */
export function createPasswordLoginService(deps: AuthDeps, sessions: SessionService) {
  const { db, repo, clock } = deps;

  /** The limits count one number from one client as this subject. */
  const pairOf = (phone: string, client: ClientContext) => `${phone} ${client.ip}`;

  /**
   * Refuses while this number is throttled for this client, the number reached its daily ceiling, or
   * the client failed too often across numbers (issue 22 item 9).
   */
  async function assertNotThrottled(phone: string | null, client: ClientContext): Promise<void> {
    const now = clock.now();
    if (phone) {
      const throttledAt = await repo.latestEventAt(
        'password_client_throttle',
        pairOf(phone, client),
        true,
        ago(now, AUTH_LIMITS.passwordThrottleMs),
      );
      if (throttledAt) {
        const minutes = Math.max(
          1,
          Math.ceil((throttledAt.getTime() + AUTH_LIMITS.passwordThrottleMs - now.getTime()) / 60_000),
        );
        throw authErrors.passwordLocked(minutes);
      }
      const numberFailures = await repo.countEvents('password_failure', phone, false, ago(now, DAY_MS));
      if (numberFailures >= AUTH_LIMITS.passwordFailuresPerNumberPerDay) throw authErrors.tooManyAttempts();
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
   * Counts a failure; the one that reaches the per-client limit throttles this number for this client
   * and is answered with it. Unknown numbers are counted and throttled the same way, so the answers
   * reveal nothing.
   */
  async function recordFailure(
    phone: string | null,
    client: ClientContext,
  ): Promise<{ isThrottled: boolean }> {
    return db.transaction(async (tx) => {
      const txRepo = createAuthRepository(tx);
      const now = clock.now();
      await txRepo.recordEvent('password_failure', client.ip, true, now);
      if (!phone) return { isThrottled: false };
      const pair = pairOf(phone, client);
      await txRepo.lockKeys([pair]);
      await txRepo.recordEvent('password_failure', phone, false, now);
      await txRepo.recordEvent('password_client_failure', pair, true, now);
      const windowStart = ago(now, AUTH_LIMITS.passwordFailureWindowMs);
      // Failures before the last throttle were already answered.
      const lastThrottle = await txRepo.latestEventAt('password_client_throttle', pair, true, windowStart);
      const failures = await txRepo.countEvents(
        'password_client_failure',
        pair,
        true,
        lastThrottle ?? windowStart,
      );
      if (failures < AUTH_LIMITS.passwordFailuresPerClientBeforeThrottle) return { isThrottled: false };
      await txRepo.recordEvent('password_client_throttle', pair, true, now);
      return { isThrottled: true };
    });
  }

  return {
    async login(phone: string, password: string, client: ClientContext): Promise<IssuedSession> {
      await assertNotThrottled(phone, client);
      const credentials = await repo.findCredentialsByPhone(phone);
      const isMatch = await verifyPassword(credentials?.passwordHash ?? null, password);
      if (!credentials || !isMatch) {
        const { isThrottled } = await recordFailure(phone, client);
        throw isThrottled
          ? authErrors.passwordLocked(AUTH_LIMITS.passwordThrottleMs / 60_000)
          : authErrors.badCredentials();
      }
      // The ceiling counts consecutive failures (NIST SP 800-63B §5.2.2): a success starts it again.
      await repo.deleteEvents('password_failure', phone, false);
      await repo.deleteEvents('password_client_failure', pairOf(phone, client), true);
      return sessions.issueSession(credentials.id);
    },

    /**
     * Sets the first password, or changes it given the current one; then ends the account's other
     * sessions (the one whose refresh cookie or access token came with the request stays).
     */
    async changePassword(
      accountId: number,
      input: {
        currentPassword?: string;
        newPassword: string;
        refreshToken?: string;
        /** The session of the bearer token that asks. */
        sessionId?: string | null;
      },
      client: ClientContext,
    ): Promise<void> {
      const credentials = await repo.findCredentialsById(accountId);
      if (!credentials) throw authErrors.sessionEnded();
      if (credentials.passwordHash !== null) {
        if (input.currentPassword === undefined) throw authErrors.currentPasswordRequired();
        await assertNotThrottled(credentials.phone, client);
        if (!(await verifyPassword(credentials.passwordHash, input.currentPassword))) {
          const { isThrottled } = await recordFailure(credentials.phone, client);
          throw isThrottled
            ? authErrors.passwordLocked(AUTH_LIMITS.passwordThrottleMs / 60_000)
            : authErrors.wrongCurrentPassword();
        }
      }
      await repo.setPasswordHash(accountId, await hashPassword(input.newPassword));
      const cookieFamily = await sessions.familyOf(input.refreshToken, accountId);
      const keep = [cookieFamily, input.sessionId ?? null].filter((f): f is string => f !== null);
      await repo.revokeOtherFamilies(accountId, keep, clock.now());
    },
  };
}

export type PasswordLoginService = ReturnType<typeof createPasswordLoginService>;
