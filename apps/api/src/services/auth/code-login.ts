import { createHmac, randomUUID } from 'node:crypto';
import { AuthCode, type SendCodeResponse } from '@linksight/api-contract';
import { createAuthRepository, type OtpChallenge } from '../../repositories/auth';
import type { AuthDeps, ClientContext } from './deps';
import { authErrors } from './errors';
import { AUTH_LIMITS } from './limits';
import { generateCode, hashCode, isSameCodeHash, smsBodyForCode } from './otp';
import type { IssuedSession, SessionService } from './sessions';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const secondsUntil = (now: Date, at: number) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** Why a code can no longer be used: out of tries beats expired (ARCHITECTURE §5). */
function deadCodeError(challenge: OtpChallenge | null) {
  if (challenge && challenge.attempts >= AUTH_LIMITS.codeMaxWrongTries) return authErrors.tooManyWrongCodes();
  return authErrors.expiredCode();
}

/** Phone login with a one-time code (spec 1 §4.1–4.2, ARCHITECTURE §5). */
export function createCodeLoginService(deps: AuthDeps, sessions: SessionService) {
  const { db, repo, clock, keys, sms, allowSignup, log } = deps;

  /** A sign-up's username: derived from the number by a keyed hash, so it does not reveal it. */
  async function createAccountForPhone(phone: string): Promise<number> {
    const base = `player-${createHmac('sha256', keys.username).update(phone).digest('hex').slice(0, 8)}`;
    for (let n = 1; n <= 20; n += 1) {
      const username = n === 1 ? base : `${base}-${n}`;
      if (await repo.isUsernameTaken(username)) continue;
      const id = await repo.createPhoneAccount({ phone, username, accountGuid: randomUUID() });
      if (id !== null) {
        log.info({ accountId: id }, 'auth: account created by phone sign-up');
        return id;
      }
      // Lost a race: either the number now has an account (use it) or the username was taken.
      const existing = await repo.findCredentialsByPhone(phone);
      if (existing) return existing.id;
    }
    throw new Error('could not find a free username for a sign-up');
  }

  return {
    /**
     * Sends a code (or, with `isResend`, a fresh one that kills the old). A repeated send within
     * the cooldown while the last code is still usable answers again without a new message, so
     * going back and pressing Continue is harmless; an explicit resend then is refused.
     */
    async sendCode(
      phone: string,
      client: ClientContext,
      options: { isResend: boolean },
    ): Promise<SendCodeResponse> {
      const account = await repo.findCredentialsByPhone(phone);
      if (!account && !allowSignup) {
        // spec 1 §8 answers UserNotFoundException here, which tells whether a number has an
        // account: such lookups share the per-IP send limit, so numbers cannot be listed quickly.
        const now = clock.now();
        const since = ago(now, AUTH_LIMITS.codeCounterWindowMs);
        const ipCount = await repo.countEvents(['code_sent', 'unknown_number'], client.ip, true, since);
        if (ipCount >= AUTH_LIMITS.codesPerIpPerHour) throw authErrors.tooManyAttempts();
        await repo.recordEvent('unknown_number', client.ip, true, now);
        throw authErrors.userNotFound();
      }
      // Existing account and sign-up answer alike, so the answer does not reveal who has an account.
      const challengeName = AuthCode.customChallenge;

      const sent = await db.transaction(async (tx) => {
        const txRepo = createAuthRepository(tx);
        await txRepo.lockKeys([phone, client.ip]);
        const now = clock.now();
        const latest = await txRepo.latestChallenge(phone);
        const resendAt = latest ? latest.createdAt.getTime() + AUTH_LIMITS.resendCooldownMs : 0;
        if (latest && resendAt > now.getTime()) {
          const isUsable = latest.deadAt === null && latest.expiresAt > now;
          if (!options.isResend && isUsable)
            return { challengeId: null, code: null, resendAfterSeconds: secondsUntil(now, resendAt) };
          throw authErrors.resendTooSoon(secondsUntil(now, resendAt));
        }
        const since = ago(now, AUTH_LIMITS.codeCounterWindowMs);
        if ((await txRepo.countEvents('code_sent', phone, false, since)) >= AUTH_LIMITS.codesPerPhonePerHour)
          throw authErrors.tooManyAttempts();
        if (
          (await txRepo.countEvents(['code_sent', 'unknown_number'], client.ip, true, since)) >=
          AUTH_LIMITS.codesPerIpPerHour
        )
          throw authErrors.tooManyAttempts();

        const code = generateCode();
        await txRepo.killLiveChallenges(phone, now);
        const challenge = await txRepo.insertChallenge({
          phone,
          accountId: account?.id ?? null,
          codeHash: hashCode(keys.otp, phone, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + AUTH_LIMITS.codeTtlMs),
          requestIp: client.ip,
        });
        await txRepo.recordEvent('code_sent', phone, false, now);
        await txRepo.recordEvent('code_sent', client.ip, true, now);
        return { challengeId: challenge.id, code, resendAfterSeconds: AUTH_LIMITS.resendCooldownMs / 1000 };
      });

      if (sent.challengeId !== null && sent.code !== null) {
        try {
          await sms.send({ to: phone, body: smsBodyForCode(sent.code) });
        } catch (err) {
          // The code never arrived: drop it so an immediate retry is not held by the cooldown.
          // The send still counts towards the hourly limits.
          await repo.deleteChallenge(sent.challengeId);
          throw err;
        }
      }
      return { challengeName, resendAfterSeconds: sent.resendAfterSeconds };
    },

    /** Checks a code in constant time; the first verify of a sign-up creates the account. */
    async verifyCode(phone: string, code: string, client: ClientContext): Promise<IssuedSession> {
      const now = clock.now();
      const ipFailures = await repo.countEvents(
        'code_failure',
        client.ip,
        true,
        ago(now, AUTH_LIMITS.codeCounterWindowMs),
      );
      if (ipFailures >= AUTH_LIMITS.codeFailuresPerIpPerHour) throw authErrors.tooManyAttempts();

      const challenge = await repo.latestChallenge(phone);
      if (
        !challenge ||
        challenge.deadAt ||
        challenge.expiresAt <= now ||
        challenge.attempts >= AUTH_LIMITS.codeMaxWrongTries
      ) {
        throw deadCodeError(challenge);
      }
      const tries = await repo.claimAttempt(challenge.id, AUTH_LIMITS.codeMaxWrongTries, now);
      if (tries === null) throw deadCodeError(await repo.latestChallenge(phone));

      if (!isSameCodeHash(challenge.codeHash, hashCode(keys.otp, phone, code))) {
        await repo.recordEvent('code_failure', client.ip, true, now);
        if (tries >= AUTH_LIMITS.codeMaxWrongTries) {
          await repo.killChallenge(challenge.id, now);
          throw authErrors.tooManyWrongCodes();
        }
        throw authErrors.codeMismatch();
      }
      // One use only: a parallel request that got here first wins.
      if (!(await repo.killChallenge(challenge.id, now))) throw authErrors.expiredCode();

      const existing = challenge.accountId ?? (await repo.findCredentialsByPhone(phone))?.id ?? null;
      if (existing === null && !allowSignup) throw authErrors.userNotFound();
      const accountId = existing ?? (await createAccountForPhone(phone));
      return sessions.issueSession(accountId);
    },
  };
}

export type CodeLoginService = ReturnType<typeof createCodeLoginService>;
